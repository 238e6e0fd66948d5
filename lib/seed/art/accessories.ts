import { circle, line, mirrorPath, path, type Art, type Paint } from './shape';
import { darken, lighten, rGradient, vGradient, hGradient } from './svg';

/** How a watch is worn: leather or silicone strap, or a metal link bracelet. */
export type Strap = 'leather' | 'bracelet' | 'silicone';

function metalDefs(p: Paint): string {
  const m = p.metal;
  return `<defs>${rGradient(
    `${p.uid}case`,
    [
      [0, m.lighter],
      [0.7, m.base],
      [0.92, m.dark],
      [1, m.darker],
    ],
    0.4,
    0.35,
    0.7,
  )}${hGradient(`${p.uid}steel`, [
    [0, m.dark],
    [0.3, m.lighter],
    [0.55, m.base],
    [1, m.darker],
  ])}${rGradient(
    `${p.uid}dial`,
    [
      [0, lighten(p.accent.base, 0.18)],
      [0.75, p.accent.base],
      [1, darken(p.accent.base, 0.25)],
    ],
    0.42,
    0.38,
    0.75,
  )}${vGradient(`${p.uid}strapT`, [
    [0, p.main.dark],
    [1, p.main.base],
  ])}${vGradient(`${p.uid}strapB`, [
    [0, p.main.base],
    [1, p.main.dark],
  ])}</defs>`;
}

const STRAP_TOP = 'M336 340 L334 150 Q334 106 360 102 L440 102 Q466 106 466 150 L464 340 Z';
const STRAP_BOTTOM = 'M336 660 L464 660 L462 862 Q462 900 400 912 Q338 900 338 862 Z';

function straps(p: Paint, strap: Strap): string {
  const s = p.main;
  if (strap === 'bracelet') {
    const links: string[] = [];
    for (let y = 110; y < 340; y += 34) links.push(linkRow(p, y));
    for (let y = 664; y < 900; y += 34) links.push(linkRow(p, y));
    return links.join('');
  }
  const stitch = `stroke-dasharray="6 6" stroke-opacity="${strap === 'leather' ? 0.55 : 0}"`;
  const holes = [720, 760, 800, 840]
    .map(
      (y) =>
        `${circle(400, y, 6.5, darken(s.base, 0.55))}${circle(400, y + 1.5, 6.5, lighten(s.base, 0.1), 'opacity="0.35"')}`,
    )
    .join('');
  const buckle = `<rect x="322" y="118" width="156" height="46" rx="12" fill="none" stroke="url(#${p.uid}steel)" stroke-width="10"/>${line('M400 124 L400 166', p.metal.dark, 6)}`;
  return [
    path(STRAP_TOP, `url(#${p.uid}strapT)`),
    path(STRAP_BOTTOM, `url(#${p.uid}strapB)`),
    line('M348 330 L346 150 Q346 118 364 114 L436 114 Q454 118 454 150 L452 330', s.lighter, 2, stitch),
    line('M348 670 L350 860 Q352 886 400 898 Q448 886 450 860 L452 670', s.lighter, 2, stitch),
    holes,
    strap === 'leather' ? buckle : path('M340 190 L460 190 L460 214 L340 214 Z', s.dark),
  ].join('');
}

function linkRow(p: Paint, y: number): string {
  return `<rect x="334" y="${y}" width="40" height="30" rx="6" fill="url(#${p.uid}steel)"/><rect x="378" y="${y}" width="44" height="30" rx="6" fill="url(#${p.uid}steel)"/><rect x="426" y="${y}" width="40" height="30" rx="6" fill="url(#${p.uid}steel)"/>`;
}

function lugs(p: Paint): string {
  const lug = 'M326 372 L338 318 L374 318 L372 372 Z';
  return [
    lug,
    mirrorPath(lug),
    'M326 628 L338 682 L374 682 L372 628 Z',
    mirrorPath('M326 628 L338 682 L374 682 L372 628 Z'),
  ]
    .map((d) => path(d, `url(#${p.uid}steel)`))
    .join('');
}

function indices(p: Paint, r1: number, r2: number, width: number): string {
  const ink = lighten(p.accent.base, 0.85);
  const out: string[] = [];
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    const long = i % 3 === 0;
    const x1 = 400 + Math.sin(a) * r1;
    const y1 = 500 - Math.cos(a) * r1;
    const x2 = 400 + Math.sin(a) * (long ? r2 - 10 : r2);
    const y2 = 500 - Math.cos(a) * (long ? r2 - 10 : r2);
    out.push(
      line(
        `M${x1.toFixed(1)} ${y1.toFixed(1)} L${x2.toFixed(1)} ${y2.toFixed(1)}`,
        ink,
        long ? width + 3 : width,
      ),
    );
  }
  return out.join('');
}

function hands(p: Paint): string {
  const ink = lighten(p.accent.base, 0.9);
  return [
    `<g transform="rotate(-52 400 500)">${path('M394 500 L400 410 L406 500 Z', ink)}</g>`,
    `<g transform="rotate(62 400 500)">${path('M395 500 L400 376 L405 500 Z', ink)}</g>`,
    `<g transform="rotate(158 400 500)">${line('M400 520 L400 372', '#d4553f', 2.5)}</g>`,
    circle(400, 500, 9, p.metal.base),
    circle(400, 500, 4, '#d4553f'),
  ].join('');
}

function glass(): string {
  return path('M300 420 C330 360 420 346 476 392 C430 372 360 380 318 440 Z', '#ffffff', 'opacity="0.16"');
}

/** Round analog watch lying flat: strap or bracelet, polished case, sunburst dial, baton indices. */
export function analogWatch(strap: Strap) {
  return (p: Paint): Art => {
    const body = [
      metalDefs(p),
      straps(p, strap),
      lugs(p),
      `<rect x="556" y="478" width="30" height="44" rx="8" fill="url(#${p.uid}steel)"/>`,
      line('M566 482 L566 518 M574 482 L574 518', p.metal.darker, 1.5, 'stroke-opacity="0.5"'),
      circle(400, 500, 168, `url(#${p.uid}case)`),
      circle(400, 500, 150, p.metal.darker),
      circle(400, 500, 144, `url(#${p.uid}dial)`),
      indices(p, 128, 106, 5),
      `<rect x="486" y="488" width="30" height="24" rx="3" fill="#fbfaf6"/>`,
      `<rect x="486" y="488" width="30" height="24" rx="3" fill="none" stroke="${p.metal.dark}" stroke-width="2"/>`,
      hands(p),
      glass(),
    ].join('');
    return {
      body,
      silhouette: [STRAP_TOP, STRAP_BOTTOM, 'M232 500 A168 168 0 1 0 568 500 A168 168 0 1 0 232 500 Z'],
      detail: { x: 210, y: 300, w: 380, h: 475 },
      staging: 'object',
    };
  };
}

/** Chronograph: three sub-dials, pushers and a tachymeter bezel. */
export function chronograph(strap: Strap) {
  return (p: Paint): Art => {
    const sub = (cx: number, cy: number) =>
      `${circle(cx, cy, 34, darken(p.accent.base, 0.25))}${circle(cx, cy, 34, 'none', `stroke="${lighten(p.accent.base, 0.6)}" stroke-width="2" stroke-opacity="0.6"`)}${line(`M${cx} ${cy} L${cx + 14} ${cy - 20}`, lighten(p.accent.base, 0.9), 3)}`;
    const ticks: string[] = [];
    for (let i = 0; i < 60; i++) {
      const a = (i * Math.PI) / 30;
      const r1 = 158;
      const r2 = i % 5 === 0 ? 146 : 151;
      ticks.push(
        line(
          `M${(400 + Math.sin(a) * r1).toFixed(1)} ${(500 - Math.cos(a) * r1).toFixed(1)} L${(400 + Math.sin(a) * r2).toFixed(1)} ${(500 - Math.cos(a) * r2).toFixed(1)}`,
          '#f4f4f4',
          i % 5 === 0 ? 2.5 : 1.2,
          'stroke-opacity="0.8"',
        ),
      );
    }
    const body = [
      metalDefs(p),
      straps(p, strap),
      lugs(p),
      `<rect x="552" y="380" width="34" height="30" rx="6" fill="url(#${p.uid}steel)" transform="rotate(30 569 395)"/>`,
      `<rect x="552" y="590" width="34" height="30" rx="6" fill="url(#${p.uid}steel)" transform="rotate(-30 569 605)"/>`,
      `<rect x="560" y="478" width="30" height="44" rx="8" fill="url(#${p.uid}steel)"/>`,
      circle(400, 500, 176, `url(#${p.uid}case)`),
      circle(400, 500, 164, '#1d1f24'),
      ticks.join(''),
      circle(400, 500, 138, `url(#${p.uid}dial)`),
      indices(p, 126, 110, 4),
      sub(340, 500),
      sub(460, 500),
      sub(400, 570),
      hands(p),
      glass(),
    ].join('');
    return {
      body,
      silhouette: [STRAP_TOP, STRAP_BOTTOM, 'M224 500 A176 176 0 1 0 576 500 A176 176 0 1 0 224 500 Z'],
      detail: { x: 200, y: 300, w: 400, h: 500 },
      staging: 'object',
    };
  };
}

/** Smart watch: rounded-square case, black glass with activity rings, silicone strap. */
export function smartWatch(p: Paint): Art {
  const ring = (r: number, colour: string, sweep: number) => {
    const a = sweep * 2 * Math.PI;
    const x = 400 + Math.sin(a) * r;
    const y = 500 - Math.cos(a) * r;
    return `${circle(400, 500, r, 'none', `stroke="${colour}" stroke-width="16" stroke-opacity="0.22"`)}<path d="M400 ${500 - r} A${r} ${r} 0 ${sweep > 0.5 ? 1 : 0} 1 ${x.toFixed(1)} ${y.toFixed(1)}" fill="none" stroke="${colour}" stroke-width="16" stroke-linecap="round"/>`;
  };
  const caseD =
    'M290 378 Q290 338 330 338 L470 338 Q510 338 510 378 L510 622 Q510 662 470 662 L330 662 Q290 662 290 622 Z';
  const body = [
    metalDefs(p),
    straps(p, 'silicone'),
    `<rect x="508" y="440" width="20" height="56" rx="8" fill="url(#${p.uid}steel)"/>`,
    path(caseD, `url(#${p.uid}case)`),
    `<rect x="304" y="352" width="192" height="296" rx="34" fill="#0c0d10"/>`,
    ring(96, '#ff3d6e', 0.78),
    ring(76, '#a6f53d', 0.55),
    ring(56, '#3dd9f5', 0.9),
    circle(400, 396, 3, '#ffffff', 'opacity="0.6"'),
    path('M310 380 C330 356 420 352 470 356 C420 366 350 380 314 420 Z', '#ffffff', 'opacity="0.12"'),
  ].join('');
  return {
    body,
    silhouette: [STRAP_TOP, STRAP_BOTTOM, caseD],
    detail: { x: 220, y: 300, w: 360, h: 450 },
    staging: 'object',
  };
}

/** Frame style for glasses. */
export type Frame = 'aviator' | 'wayfarer' | 'round';

function lensDefs(p: Paint, tint: 'dark' | 'clear'): string {
  const stops: Array<[number, string, number?]> =
    tint === 'dark'
      ? [
          [0, darken(p.accent.base, 0.35), 0.95],
          [1, lighten(p.accent.base, 0.2), 0.75],
        ]
      : [
          [0, '#dbe8f0', 0.55],
          [1, '#ffffff', 0.25],
        ];
  return `<defs>${vGradient(`${p.uid}lens`, stops)}${hGradient(`${p.uid}rim`, [
    [0, p.main.dark],
    [0.4, p.main.lighter],
    [0.6, p.main.base],
    [1, p.main.darker],
  ])}</defs>`;
}

const AVIATOR =
  'M196 452 C196 418 240 408 290 408 C350 408 380 418 382 452 C384 506 368 562 318 586 C278 602 218 592 204 542 C196 516 194 482 196 452 Z';
const WAYFARER =
  'M170 432 L382 420 C388 470 378 540 352 572 C322 596 232 596 202 572 C180 540 170 482 170 432 Z';
const WAYFARER_LENS =
  'M194 452 L362 442 C364 484 356 532 338 554 C314 572 240 572 218 556 C202 532 194 490 194 452 Z';

/** Tortoise-shell mottling: dark and amber flecks clipped to the frame. */
function tortoiseSpots(p: Paint, d: string): string {
  const spots: string[] = [];
  for (let i = 0; i < 60; i++) {
    const x = 160 + ((i * 97) % 480);
    const y = 410 + ((i * 53) % 190);
    const dark = i % 3 !== 0;
    spots.push(
      `<ellipse cx="${x}" cy="${y}" rx="${8 + (i % 5) * 2}" ry="${5 + (i % 3) * 2}" fill="${dark ? darken(p.main.base, 0.45) : lighten(p.main.base, 0.35)}" opacity="${dark ? 0.7 : 0.55}" transform="rotate(${((i * 29) % 60) - 30} ${x} ${y})"/>`,
    );
  }
  return `<clipPath id="${p.uid}tort"><path d="${d}"/></clipPath><g clip-path="url(#${p.uid}tort)">${spots.join('')}</g>`;
}

/** Glasses lying flat with the temples open, reflections on the lenses and a hard case beside them. */
export function glasses(frame: Frame, tint: 'dark' | 'clear') {
  return (p: Paint): Art => {
    const tortoise = frame === 'wayfarer' && p.main.base === '#6a3f22';
    const rim = `url(#${p.uid}rim)`;
    const lensFill = `url(#${p.uid}lens)`;
    const glare = (x: number) =>
      path(
        `M${x} 450 C${x + 30} 432 ${x + 80} 430 ${x + 110} 440 C${x + 70} 446 ${x + 30} 462 ${x + 10} 490 Z`,
        '#ffffff',
        'opacity="0.35"',
      );
    const arm = 'M188 440 C204 400 232 350 262 300 C268 290 280 288 288 298';
    const temples = `${line(arm, p.main.darker, 11, 'stroke-opacity="0.85"')}${line(mirrorPath(arm), p.main.darker, 11, 'stroke-opacity="0.85"')}`;
    const caseArt = `<g transform="rotate(-8 400 790)"><rect x="210" y="720" width="380" height="140" rx="70" fill="${p.wood.base}"/><rect x="210" y="720" width="380" height="140" rx="70" fill="url(#${p.uid}caseSheen)"/><path d="M214 790 L586 790" stroke="${darken(p.wood.base, 0.3)}" stroke-width="3"/></g><defs>${vGradient(
      `${p.uid}caseSheen`,
      [
        [0, '#ffffff', 0.25],
        [0.5, '#ffffff', 0],
        [1, '#000000', 0.2],
      ],
    )}</defs>`;
    let lenses = '';
    let bridge = '';
    if (frame === 'aviator') {
      lenses = `${path(AVIATOR, lensFill)}${path(mirrorPath(AVIATOR), lensFill)}${line(AVIATOR, rim, 7)}${line(mirrorPath(AVIATOR), rim, 7)}`;
      bridge = `${line('M380 434 L420 434', rim, 7)}${line('M382 466 Q400 452 418 466', rim, 6)}${circle(368, 520, 9, '#ffffff', 'opacity="0.5"')}${circle(432, 520, 9, '#ffffff', 'opacity="0.5"')}`;
    } else if (frame === 'wayfarer') {
      lenses = `${path(WAYFARER, rim)}${path(mirrorPath(WAYFARER), rim)}${tortoise ? tortoiseSpots(p, `${WAYFARER} ${mirrorPath(WAYFARER)}`) : ''}${path(WAYFARER_LENS, lensFill)}${path(mirrorPath(WAYFARER_LENS), lensFill)}${circle(186, 446, 5, p.metal.lighter)}${circle(614, 446, 5, p.metal.lighter)}`;
      bridge = path('M380 428 L420 428 L418 462 Q400 448 382 462 Z', rim);
    } else {
      lenses = `${circle(292, 500, 100, lensFill)}${circle(508, 500, 100, lensFill)}${circle(292, 500, 100, 'none', `stroke="url(#${p.uid}rim)" stroke-width="9"`)}${circle(508, 500, 100, 'none', `stroke="url(#${p.uid}rim)" stroke-width="9"`)}`;
      bridge = `${line('M388 480 Q400 462 412 480', rim, 7)}${circle(370, 540, 8, '#ffffff', 'opacity="0.5"')}${circle(430, 540, 8, '#ffffff', 'opacity="0.5"')}`;
    }
    const outlines =
      frame === 'round'
        ? [
            'M192 500 A100 100 0 1 0 392 500 A100 100 0 1 0 192 500 Z',
            'M408 500 A100 100 0 1 0 608 500 A100 100 0 1 0 408 500 Z',
          ]
        : [frame === 'aviator' ? AVIATOR : WAYFARER, mirrorPath(frame === 'aviator' ? AVIATOR : WAYFARER)];
    const body = [
      lensDefs(p, tint),
      caseArt,
      temples,
      lenses,
      bridge,
      glare(frame === 'round' ? 218 : 214),
      glare(frame === 'round' ? 434 : 430),
    ].join('');
    return {
      body,
      silhouette: [
        ...outlines,
        'M210 790 Q210 720 280 720 L520 720 Q590 720 590 790 Q590 860 520 860 L280 860 Q210 860 210 790 Z',
      ],
      detail: { x: 120, y: 340, w: 320, h: 400 },
      staging: 'object',
    };
  };
}
