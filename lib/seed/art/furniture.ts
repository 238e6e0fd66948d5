import { circle, line, mirrorPath, path, type Art, type Paint } from './shape';
import { darken, lighten, vGradient } from './svg';

function upholsteryDefs(p: Paint): string {
  const { uid, main, wood } = p;
  return `<defs>${vGradient(`${uid}cush`, [
    [0, main.lighter],
    [0.35, main.light],
    [1, main.dark],
  ])}${vGradient(`${uid}face`, [
    [0, main.base],
    [1, main.darker],
  ])}${vGradient(`${uid}wood`, [
    [0, wood.light],
    [1, wood.dark],
  ])}${vGradient(`${uid}pillow`, [
    [0, p.accent.lighter],
    [1, p.accent.dark],
  ])}</defs>`;
}

/** Wood grain: wavy strokes clipped to a rectangle (much faster to render than an SVG pattern). */
function grain(p: Paint, x: number, y: number, w: number, h: number, r = 0): string {
  const id = `${p.uid}g${x}-${y}`;
  const lines: string[] = [];
  for (let gy = y + 4, i = 0; gy < y + h; gy += 7, i++) {
    const a = (i * 37) % 9;
    lines.push(
      `M${x} ${gy} C${x + w * 0.3} ${gy - 3 + a / 3} ${x + w * 0.6} ${gy + 4 - a / 2} ${x + w} ${gy + 1}`,
    );
  }
  return `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}"/></clipPath><g clip-path="url(#${id})">${line(lines.join(' '), p.wood.darker, 1.2, 'stroke-opacity="0.3"')}</g>`;
}

/** Hand-woven cane: an octagonal weave of rings and diagonals inside a rectangle. */
function cane(p: Paint, x: number, y: number, w: number, h: number): string {
  const id = `${p.uid}cane${x}`;
  const rings: string[] = [];
  const diagonals: string[] = [];
  for (let cy = y; cy <= y + h + 18; cy += 18) {
    for (let cx = x; cx <= x + w + 18; cx += 18)
      rings.push(`M${cx + 5} ${cy + 9} A5 5 0 1 0 ${cx + 5} ${cy + 8.9}`);
  }
  for (let k = -h; k < w + h; k += 18)
    diagonals.push(`M${x + k} ${y} L${x + k + h} ${y + h} M${x + k + h} ${y} L${x + k} ${y + h}`);
  return `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10"/></clipPath><g clip-path="url(#${id})"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${lighten(p.wood.base, 0.55)}"/>${line(diagonals.join(' '), p.wood.base, 1.4)}${line(rings.join(' '), p.wood.base, 2)}</g>`;
}

/** A rounded cushion with the top lit. */
function cushion(p: Paint, x: number, y: number, w: number, h: number, r = 22): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="url(#${p.uid}cush)"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="none" stroke="${p.main.darker}" stroke-width="1.5" stroke-opacity="0.35"/>`;
}

function taperedLeg(p: Paint, x: number, top: number, bottom: number, w = 18): string {
  return path(
    `M${x - w / 2} ${top} L${x + w / 2} ${top} L${x + w / 4} ${bottom} L${x - w / 4} ${bottom} Z`,
    `url(#${p.uid}wood)`,
  );
}

function throwPillow(p: Paint, cx: number, cy: number, size: number, angle: number): string {
  const h = size / 2;
  const d = `M${cx - h} ${cy - h + 8} Q${cx} ${cy - h - 6} ${cx + h} ${cy - h + 8} Q${cx + h - 10} ${cy} ${cx + h} ${cy + h - 8} Q${cx} ${cy + h + 6} ${cx - h} ${cy + h - 8} Q${cx - h + 10} ${cy} ${cx - h} ${cy - h + 8} Z`;
  return `<g transform="rotate(${angle} ${cx} ${cy})">${path(d, `url(#${p.uid}pillow)`)}${line(`M${cx - h + 14} ${cy} L${cx + h - 14} ${cy}`, p.accent.darker, 1.5, 'stroke-opacity="0.25"')}</g>`;
}

/** Three-seater sofa with track arms, loose back cushions, two throw pillows and tapered wooden legs. */
export function sofa(p: Paint): Art {
  const frame = 'M120 470 Q120 440 150 440 L650 440 Q680 440 680 470 L680 712 L120 712 Z';
  const arm = 'M86 540 Q86 512 116 512 L158 512 Q186 512 186 540 L186 742 L86 742 Z';
  const seats = [0, 1, 2]
    .map((i) => {
      const x = 186 + i * 143;
      return `${path(`M${x + 4} 622 L${x + 139} 622 L${x + 143} 662 L${x} 662 Z`, p.main.light)}${cushion(p, x, 656, 143, 56, 14)}`;
    })
    .join('');
  const backs = [0, 1, 2].map((i) => cushion(p, 150 + i * 168, 462, 164, 176, 30)).join('');
  const body = [
    upholsteryDefs(p),
    taperedLeg(p, 120, 740, 790),
    taperedLeg(p, 680, 740, 790),
    taperedLeg(p, 400, 740, 782, 14),
    path(frame, p.main.dark),
    backs,
    seats,
    path(arm, `url(#${p.uid}face)`),
    path(mirrorPath(arm), `url(#${p.uid}face)`),
    path(
      'M86 540 Q86 512 116 512 L158 512 Q186 512 186 540 L186 556 L86 556 Z',
      p.main.light,
      'opacity="0.55"',
    ),
    path(
      mirrorPath('M86 540 Q86 512 116 512 L158 512 Q186 512 186 540 L186 556 L86 556 Z'),
      p.main.light,
      'opacity="0.55"',
    ),
    `<rect x="96" y="708" width="608" height="36" rx="8" fill="url(#${p.uid}face)"/>`,
    throwPillow(p, 250, 596, 112, -9),
    throwPillow(p, 552, 596, 112, 8),
  ].join('');
  return {
    body,
    silhouette: [frame, arm, mirrorPath(arm)],
    detail: { x: 60, y: 420, w: 380, h: 475 },
    staging: 'floor',
    floorY: 790,
  };
}

/** Chesterfield two-seater: rolled arms, deep button tufting, turned bun feet. */
export function chesterfield(p: Paint): Art {
  const back = 'M150 470 Q150 430 200 430 L600 430 Q650 430 650 470 L650 650 L150 650 Z';
  const arm = 'M110 560 C100 520 130 496 170 500 C210 504 226 530 220 566 L216 740 L116 740 Z';
  const tufts: string[] = [];
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 9; col++) {
      const x = 190 + col * 52 + (row % 2 ? 26 : 0);
      const y = 468 + row * 46;
      if (x > 620) continue;
      tufts.push(circle(x, y, 4.5, p.main.darker));
      tufts.push(
        line(
          `M${x} ${y} L${x + 26} ${y + 23} M${x} ${y} L${x - 26} ${y + 23}`,
          p.main.darker,
          1.2,
          'stroke-opacity="0.35"',
        ),
      );
    }
  }
  const bun = (x: number) =>
    `<ellipse cx="${x}" cy="752" rx="16" ry="12" fill="url(#${p.uid}wood)"/><ellipse cx="${x}" cy="772" rx="12" ry="10" fill="url(#${p.uid}wood)"/>`;
  const body = [
    upholsteryDefs(p),
    bun(140),
    bun(660),
    path(back, `url(#${p.uid}cush)`),
    tufts.join(''),
    cushion(p, 214, 628, 184, 70, 16),
    cushion(p, 402, 628, 184, 70, 16),
    path(arm, `url(#${p.uid}face)`),
    path(mirrorPath(arm), `url(#${p.uid}face)`),
    `<ellipse cx="165" cy="532" rx="44" ry="26" fill="${p.main.light}" opacity="0.7"/>`,
    `<ellipse cx="635" cy="532" rx="44" ry="26" fill="${p.main.light}" opacity="0.7"/>`,
    `<ellipse cx="165" cy="532" rx="18" ry="12" fill="${p.main.dark}" opacity="0.5"/>`,
    `<ellipse cx="635" cy="532" rx="18" ry="12" fill="${p.main.dark}" opacity="0.5"/>`,
    `<rect x="110" y="696" width="580" height="48" rx="10" fill="url(#${p.uid}face)"/>`,
    [140, 200, 260, 320, 380, 440, 500, 560, 620, 680]
      .map((x) => circle(x > 660 ? 660 : x, 700, 3.5, p.metal.base))
      .join(''),
  ].join('');
  return {
    body,
    silhouette: [back, arm, mirrorPath(arm)],
    detail: { x: 120, y: 400, w: 360, h: 450 },
    staging: 'floor',
    floorY: 782,
  };
}

/** L-shaped sectional: a three-seater with a chaise coming forward on the right. */
export function sectional(p: Paint): Art {
  const frame = 'M90 480 Q90 450 120 450 L690 450 Q720 450 720 480 L720 700 L90 700 Z';
  const arm = 'M60 548 Q60 520 90 520 L128 520 Q154 520 154 548 L154 730 L60 730 Z';
  const backs = [0, 1, 2, 3].map((i) => cushion(p, 116 + i * 148, 470, 144, 168, 28)).join('');
  const seats = [0, 1].map((i) => cushion(p, 154 + i * 148, 650, 148, 56, 14)).join('');
  const chaise = `${path('M450 640 L724 640 L744 720 L436 720 Z', p.main.light)}${cushion(p, 436, 716, 308, 64, 14)}<rect x="430" y="774" width="320" height="34" rx="8" fill="url(#${p.uid}face)"/>`;
  const body = [
    upholsteryDefs(p),
    taperedLeg(p, 90, 728, 770),
    taperedLeg(p, 446, 800, 842),
    taperedLeg(p, 734, 800, 842),
    path(frame, p.main.dark),
    backs,
    path('M154 640 L450 640 L450 660 L154 660 Z', p.main.light),
    seats,
    `<rect x="66" y="700" width="384" height="34" rx="8" fill="url(#${p.uid}face)"/>`,
    chaise,
    path(arm, `url(#${p.uid}face)`),
    path(
      'M60 548 Q60 520 90 520 L128 520 Q154 520 154 548 L154 562 L60 562 Z',
      p.main.light,
      'opacity="0.55"',
    ),
    throwPillow(p, 210, 600, 104, -8),
    throwPillow(p, 640, 604, 104, 10),
  ].join('');
  return {
    body,
    silhouette: [frame, arm, 'M430 640 L750 640 L750 808 L430 808 Z'],
    detail: { x: 380, y: 440, w: 380, h: 475 },
    staging: 'floor',
    floorY: 842,
  };
}

/** Bed style: channel-tufted upholstered headboard, panelled wood, or wood with storage drawers. */
export type BedStyle = 'upholstered' | 'wood' | 'storage';

/** Double bed seen from the foot: headboard, made-up mattress, pillows, a throw and the base. */
export function bed(style: BedStyle) {
  return (p: Paint): Art => {
    const headFill = style === 'upholstered' ? `url(#${p.uid}cush)` : `url(#${p.uid}wood)`;
    const head = 'M150 620 L150 360 Q150 320 190 320 L610 320 Q650 320 650 360 L650 620 Z';
    const channels =
      style === 'upholstered'
        ? [0, 1, 2, 3, 4, 5, 6]
            .map((i) =>
              line(`M${200 + i * 67} 330 L${200 + i * 67} 600`, p.main.darker, 2, 'stroke-opacity="0.35"'),
            )
            .join('')
        : `${`<rect x="180" y="350" width="440" height="220" rx="8" fill="none" stroke="${p.wood.darker}" stroke-width="3" stroke-opacity="0.35"/>`}${grain(p, 150, 320, 500, 300, 36)}${[1, 2, 3].map((i) => line(`M${180 + i * 110} 354 L${180 + i * 110} 566`, p.wood.darker, 2, 'stroke-opacity="0.3"')).join('')}`;
    const baseFill = style === 'upholstered' ? `url(#${p.uid}face)` : `url(#${p.uid}wood)`;
    const drawers =
      style === 'storage'
        ? [0, 1]
            .map(
              (i) =>
                `<rect x="${150 + i * 262}" y="728" width="238" height="40" rx="4" fill="none" stroke="${p.wood.darker}" stroke-width="2" stroke-opacity="0.5"/><rect x="${248 + i * 262}" y="744" width="42" height="7" rx="3.5" fill="${p.metal.base}"/>`,
            )
            .join('')
        : '';
    const sheet = '#f6f3ec';
    const body = [
      upholsteryDefs(p),
      taperedLeg(p, 124, 770, 808, 20),
      taperedLeg(p, 676, 770, 808, 20),
      path(head, headFill),
      channels,
      path('M170 610 L630 610 L690 688 L110 688 Z', sheet),
      path('M196 540 Q196 522 214 522 L378 522 Q396 522 396 540 L396 608 L196 608 Z', '#ffffff'),
      path('M404 540 Q404 522 422 522 L586 522 Q604 522 604 540 L604 608 L404 608 Z', '#ffffff'),
      line('M204 600 L388 600 M412 600 L596 600', '#000', 6, 'stroke-opacity="0.06"'),
      throwPillow(p, 400, 586, 80, 0),
      path('M120 650 L680 650 L690 688 L110 688 Z', p.accent.base),
      path('M120 650 L680 650 L684 662 L116 662 Z', p.accent.light),
      `<rect x="106" y="686" width="588" height="34" rx="6" fill="${darken(sheet, 0.06)}"/>`,
      `<rect x="100" y="716" width="600" height="58" rx="8" fill="${baseFill}"/>`,
      style === 'upholstered' ? '' : grain(p, 100, 716, 600, 58, 8),
      drawers,
    ].join('');
    return {
      body,
      silhouette: [head, 'M100 620 L700 620 L700 774 L100 774 Z'],
      detail: { x: 140, y: 300, w: 400, h: 500 },
      staging: 'floor',
      floorY: 808,
    };
  };
}

/** Dining chair with a cane back panel, upholstered seat pad and turned legs. */
export function diningChair(p: Paint): Art {
  const post = (x: number) =>
    path(`M${x - 11} 250 L${x + 11} 250 L${x + 9} 640 L${x - 9} 640 Z`, `url(#${p.uid}wood)`);
  const body = [
    upholsteryDefs(p),
    path('M322 600 L334 600 L330 840 L324 840 Z', p.wood.dark),
    path('M466 600 L478 600 L476 840 L470 840 Z', p.wood.dark),
    post(300),
    post(500),
    path('M288 246 Q400 218 512 246 L512 286 Q400 262 288 286 Z', `url(#${p.uid}wood)`),
    cane(p, 314, 300, 172, 220),
    `<rect x="314" y="300" width="172" height="220" rx="10" fill="none" stroke="${p.wood.dark}" stroke-width="8"/>`,
    path('M308 600 L492 600 L526 650 L274 650 Z', `url(#${p.uid}cush)`),
    path('M274 650 L526 650 L522 676 L278 676 Z', p.main.darker),
    path('M282 672 L518 672 L516 700 L284 700 Z', `url(#${p.uid}wood)`),
    path('M282 690 L304 690 L298 880 L288 880 Z', `url(#${p.uid}wood)`),
    path('M496 690 L518 690 L512 880 L502 880 Z', `url(#${p.uid}wood)`),
    line('M300 800 L500 800', p.wood.dark, 7),
  ].join('');
  return {
    body,
    silhouette: ['M288 246 L512 246 L526 650 L518 880 L282 880 L274 650 Z'],
    detail: { x: 250, y: 220, w: 300, h: 375 },
    staging: 'floor',
    floorY: 880,
  };
}

/** Wingback accent armchair with a loose seat cushion and splayed wooden legs. */
export function armchair(p: Paint): Art {
  const back = 'M250 680 C236 420 250 300 300 262 Q400 230 500 262 C550 300 564 420 550 680 Z';
  const wing = 'M236 600 C200 560 200 470 226 400 C250 380 290 384 300 420 L306 600 Z';
  const arm = 'M200 590 Q200 560 232 560 L270 560 Q300 560 300 590 L300 760 L200 760 Z';
  const body = [
    upholsteryDefs(p),
    path('M226 770 L246 770 L230 840 L220 840 Z', `url(#${p.uid}wood)`),
    path(mirrorPath('M226 770 L246 770 L230 840 L220 840 Z'), `url(#${p.uid}wood)`),
    path(back, `url(#${p.uid}cush)`),
    path(wing, `url(#${p.uid}face)`),
    path(mirrorPath(wing), `url(#${p.uid}face)`),
    line('M300 300 Q400 276 500 300', p.main.darker, 2, 'stroke-opacity="0.3"'),
    path('M290 600 L510 600 L510 660 L290 660 Z', p.main.dark),
    cushion(p, 290, 640, 220, 70, 18),
    path(arm, `url(#${p.uid}face)`),
    path(mirrorPath(arm), `url(#${p.uid}face)`),
    path(
      'M200 590 Q200 560 232 560 L270 560 Q300 560 300 590 L300 602 L200 602 Z',
      p.main.light,
      'opacity="0.6"',
    ),
    path(
      mirrorPath('M200 590 Q200 560 232 560 L270 560 Q300 560 300 590 L300 602 L200 602 Z'),
      p.main.light,
      'opacity="0.6"',
    ),
    `<rect x="196" y="706" width="408" height="68" rx="10" fill="url(#${p.uid}face)"/>`,
    throwPillow(p, 400, 600, 96, -6),
  ].join('');
  return {
    body,
    silhouette: [back, arm, mirrorPath(arm), 'M196 706 L604 706 L604 774 L196 774 Z'],
    detail: { x: 220, y: 240, w: 360, h: 450 },
    staging: 'floor',
    floorY: 840,
  };
}

/** Stretched mesh: the fabric colour crossed by fine diagonals, clipped to the outline. */
function mesh(p: Paint, d: string, key: string): string {
  const id = `${p.uid}mesh${key}`;
  const lines: string[] = [];
  for (let k = -500; k < 800; k += 8) lines.push(`M${k} 0 L${k + 500} 500 M${k + 500} 0 L${k} 500`);
  return `${path(d, p.main.base)}<clipPath id="${id}"><path d="${d}"/></clipPath><g clip-path="url(#${id})">${line(lines.join(' '), p.main.darker, 1, 'stroke-opacity="0.6"')}</g>`;
}

/** Ergonomic office chair: mesh back with lumbar support, armrests, gas lift and five-star base on castors. */
export function officeChair(p: Paint): Art {
  const back =
    'M300 250 Q400 214 500 250 C520 330 512 440 490 540 Q400 566 310 540 C288 440 280 330 300 250 Z';
  const frame = '#2a2b2f';
  const body = [
    upholsteryDefs(p),
    line(
      'M400 700 L240 770 M400 700 L320 800 M400 700 L480 800 M400 700 L560 770 M400 700 L400 760',
      frame,
      16,
    ),
    ...[240, 320, 480, 560, 400].map((x, i) => circle(x, [770, 800, 800, 770, 760][i]! + 18, 16, '#1a1b1e')),
    `<rect x="388" y="600" width="24" height="104" rx="6" fill="${p.metal.base}"/>`,
    `<rect x="376" y="640" width="48" height="40" rx="8" fill="${frame}"/>`,
    mesh(p, back, 'back'),
    line(back, frame, 12),
    path('M330 430 Q400 412 470 430 L466 470 Q400 456 334 470 Z', frame, 'opacity="0.85"'),
    mesh(p, 'M340 170 Q400 150 460 170 L456 218 Q400 204 344 218 Z', 'head'),
    line('M340 170 Q400 150 460 170 L456 218 Q400 204 344 218 Z', frame, 8),
    line('M400 218 L400 240', frame, 10),
    path('M284 560 Q400 540 516 560 L530 614 Q400 640 270 614 Z', '#303136'),
    path('M270 614 Q400 640 530 614 L526 636 Q400 662 274 636 Z', '#1f2023'),
    line('M270 500 L270 580 M530 500 L530 580', frame, 12),
    `<rect x="236" y="486" width="70" height="22" rx="11" fill="${frame}"/>`,
    `<rect x="494" y="486" width="70" height="22" rx="11" fill="${frame}"/>`,
  ].join('');
  return {
    body,
    silhouette: [back, 'M270 560 L530 560 L530 640 L270 640 Z'],
    detail: { x: 250, y: 150, w: 300, h: 375 },
    staging: 'floor',
    floorY: 836,
  };
}

/** Two- or three-door wardrobe: panelled doors with long handles, a cornice, a drawer base and a plinth. */
export function wardrobe(doors: 2 | 3) {
  return (p: Paint): Art => {
    const x = doors === 2 ? 220 : 160;
    const w = 800 - 2 * x;
    const doorW = w / doors;
    const carcass = `M${x} 180 L${x + w} 180 L${x + w} 810 L${x} 810 Z`;
    const panels = Array.from({ length: doors }, (_, i) => {
      const dx = x + i * doorW;
      const handleX = i < doors / 2 ? dx + doorW - 26 : dx + 18;
      return `<rect x="${dx + 6}" y="206" width="${doorW - 12}" height="504" rx="4" fill="url(#${p.uid}wood)"/>${grain(p, dx + 6, 206, doorW - 12, 504, 4)}<rect x="${dx + 24}" y="232" width="${doorW - 48}" height="452" rx="3" fill="none" stroke="${p.wood.darker}" stroke-width="2.5" stroke-opacity="0.35"/><rect x="${handleX}" y="380" width="8" height="150" rx="4" fill="${p.metal.base}"/><rect x="${handleX + 1}" y="384" width="3" height="140" rx="1.5" fill="${p.metal.lighter}" fill-opacity="0.7"/>`;
    }).join('');
    const drawers = [0, 1]
      .map(
        (i) =>
          `<rect x="${x + 6 + (i * w) / 2}" y="720" width="${w / 2 - 12}" height="76" rx="4" fill="url(#${p.uid}wood)"/><rect x="${x + w / 4 - 30 + (i * w) / 2}" y="752" width="60" height="8" rx="4" fill="${p.metal.base}"/>`,
      )
      .join('');
    const body = [
      upholsteryDefs(p),
      path(carcass, p.wood.dark),
      path(`M${x - 14} 160 L${x + w + 14} 160 L${x + w + 8} 186 L${x - 8} 186 Z`, `url(#${p.uid}wood)`),
      panels,
      drawers,
      line(`M${x} 714 L${x + w} 714`, p.wood.darker, 3, 'stroke-opacity="0.5"'),
      path(`M${x + 8} 810 L${x + w - 8} 810 L${x + w - 14} 842 L${x + 14} 842 Z`, p.wood.darker),
    ].join('');
    return {
      body,
      silhouette: [`M${x - 14} 160 L${x + w + 14} 160 L${x + w} 842 L${x} 842 Z`],
      detail: { x: x + 20, y: 200, w: 320, h: 400 },
      staging: 'floor',
      floorY: 842,
    };
  };
}
