import { circle, line, mirrorPath, path, type Art, type Paint } from './shape';
import { hGradient, vGradient } from './svg';

/** Fine thread lines for a weave: diagonal twill, horizontal knit courses, or a plain cross weave. */
type Weave = 'twill' | 'jersey' | 'plain';

function weaveLines(weave: Weave): string {
  const parts: string[] = [];
  if (weave === 'twill') for (let k = -700; k < 800; k += 7) parts.push(`M${k} 1000 L${k + 700} 0`);
  else if (weave === 'jersey') for (let y = 0; y < 1000; y += 4) parts.push(`M0 ${y} L800 ${y}`);
  else {
    for (let y = 0; y < 1000; y += 5) parts.push(`M0 ${y} L800 ${y}`);
    for (let x = 0; x < 800; x += 5) parts.push(`M${x} 0 L${x} 1000`);
  }
  return parts.join(' ');
}

/** Shared defs: a body sheen (edges fall into shade) and a fall-off from top to hem. */
function fabricDefs(p: Paint): string {
  const { uid } = p;
  return `<defs>${hGradient(`${uid}sheen`, [
    [0, '#000', 0.28],
    [0.18, '#000', 0.06],
    [0.42, '#fff', 0.1],
    [0.6, '#fff', 0.02],
    [0.84, '#000', 0.08],
    [1, '#000', 0.3],
  ])}${vGradient(`${uid}drop`, [
    [0, '#fff', 0.08],
    [0.45, '#fff', 0],
    [1, '#000', 0.16],
  ])}</defs>`;
}

/**
 * Sheen, vertical fall-off and weave over the given outlines, drawn once over their union
 * (a clip path over plain strokes renders far faster than an SVG pattern fill).
 */
function finish(p: Paint, outlines: string[], weave: Weave): string {
  const d = outlines.join(' ');
  const opacity = weave === 'plain' ? 0.035 : weave === 'jersey' ? 0.05 : 0.07;
  const clipId = `${p.uid}clip${d.length}`;
  return `${path(d, `url(#${p.uid}sheen)`)}${path(d, `url(#${p.uid}drop)`)}<clipPath id="${clipId}"><path d="${d}"/></clipPath><g clip-path="url(#${clipId})">${line(weaveLines(weave), '#000', weave === 'twill' ? 1.6 : 1, `stroke-opacity="${opacity}"`)}</g>`;
}

/** A wooden hanger with a chrome hook; the garment covers its arms. */
export function hanger(p: Paint, shoulderY = 206, span = 190): string {
  const w = p.wood;
  const arm = `M400 ${shoulderY - 58} C370 ${shoulderY - 40} ${400 - span + 40} ${shoulderY - 14} ${400 - span} ${shoulderY + 4} L${400 - span + 6} ${shoulderY + 18} C${400 - span + 60} ${shoulderY} 370 ${shoulderY - 28} 400 ${shoulderY - 40} C430 ${shoulderY - 28} ${400 + span - 60} ${shoulderY} ${400 + span - 6} ${shoulderY + 18} L${400 + span} ${shoulderY + 4} C${400 + span - 40} ${shoulderY - 14} 430 ${shoulderY - 40} 400 ${shoulderY - 58} Z`;
  const hook = `M400 ${shoulderY - 58} L400 ${shoulderY - 96} C400 ${shoulderY - 122} 424 ${shoulderY - 134} 442 ${shoulderY - 122} C458 ${shoulderY - 111} 454 ${shoulderY - 88} 436 ${shoulderY - 84}`;
  return `${line(hook, p.metal.dark, 9)}${line(hook, p.metal.lighter, 3, 'stroke-opacity="0.7" transform="translate(-2 -1)"')}${path(arm, w.base)}${line(arm, w.darker, 2, 'stroke-opacity="0.4"')}`;
}

const BLAZER_PANEL =
  'M352 176 C304 186 262 194 222 206 C214 252 224 324 246 392 C256 452 264 512 262 562 C260 642 254 742 250 832 Q318 846 384 840 C396 806 402 760 402 700 L402 548 C384 440 366 300 352 176 Z';
const BLAZER_SLEEVE =
  'M226 204 C194 218 180 264 176 332 C170 472 166 622 162 762 Q200 776 240 770 C244 642 250 522 256 422 C254 332 242 262 226 204 Z';
const BLAZER_LAPEL =
  'M402 548 C372 470 320 362 288 268 L326 260 L312 234 C326 206 342 188 356 176 C366 300 386 442 402 548 Z';

/** Single-breasted notch-lapel blazer on a hanger, with shirt, tie and pocket square. */
export function blazer(p: Paint): Art {
  const m = p.main;
  const rPanel = mirrorPath(BLAZER_PANEL);
  const rSleeve = mirrorPath(BLAZER_SLEEVE);
  const rLapel = mirrorPath(BLAZER_LAPEL);
  const shirt = 'M352 176 L448 176 L402 560 Z';
  const collarL = 'M356 172 L398 214 L376 246 Z';
  const tie = 'M388 222 L412 222 L416 250 L424 520 L400 556 L376 520 L384 250 Z';
  const pocket = (x: number, y: number) =>
    `${path(`M${x} ${y} L${x + 96} ${y + 6} L${x + 94} ${y + 30} L${x - 2} ${y + 24} Z`, m.dark)}${line(`M${x} ${y} L${x + 96} ${y + 6}`, m.line, 2)}`;
  const stitch = 'stroke-dasharray="5 6" stroke-opacity="0.45"';
  const body = [
    fabricDefs(p),
    hanger(p),
    path('M300 190 L500 190 L520 840 L280 840 Z', m.darker),
    path(BLAZER_SLEEVE, m.base),
    path(rSleeve, m.base),
    path(shirt, '#f4f3ef'),
    path('M352 176 L400 214 L448 176 L440 170 L360 170 Z', '#e4e2db'),
    path(tie, p.accent.base),
    line('M400 260 L400 520', p.accent.dark, 2, 'stroke-opacity="0.5"'),
    path('M386 206 L414 206 L412 230 L388 230 Z', p.accent.dark),
    path(collarL, '#ffffff'),
    path(mirrorPath(collarL), '#ffffff'),
    path(BLAZER_PANEL, m.base),
    path(rPanel, m.base),
    finish(p, [BLAZER_SLEEVE, rSleeve, BLAZER_PANEL, rPanel], 'twill'),
    // shadow cast by the lapels onto the chest
    path('M402 548 C372 470 320 362 288 268 L300 268 C330 360 378 462 410 548 Z', '#000', 'opacity="0.14"'),
    path(
      mirrorPath('M398 548 C428 470 480 362 512 268 L500 268 C470 360 422 462 390 548 Z'),
      '#000',
      'opacity="0.14"',
    ),
    path(BLAZER_LAPEL, m.light),
    path(rLapel, m.light),
    line(BLAZER_LAPEL, m.line, 2, 'stroke-opacity="0.7"'),
    line(rLapel, m.line, 2, 'stroke-opacity="0.7"'),
    line('M296 280 C326 370 370 470 396 536', m.base, 1.5, stitch),
    line(mirrorPath('M296 280 C326 370 370 470 396 536'), m.base, 1.5, stitch),
    pocket(272, 640),
    pocket(432, 646),
    path('M468 398 L540 392 L542 410 L470 416 Z', m.dark),
    path('M478 398 L494 374 L506 396 L518 378 L528 394 Z', p.accent.lighter),
    line('M402 548 L402 700', m.line, 2),
    circle(404, 592, 10, m.darker),
    circle(404, 592, 6, m.dark),
    circle(404, 664, 10, m.darker),
    circle(404, 664, 6, m.dark),
    circle(213, 740, 5, m.darker),
    circle(223, 726, 5, m.darker),
    circle(587, 740, 5, m.darker),
    circle(577, 726, 5, m.darker),
    line('M166 742 Q204 752 238 748', m.line, 1.5, stitch),
    line(mirrorPath('M166 742 Q204 752 238 748'), m.line, 1.5, stitch),
  ].join('');
  return {
    body,
    silhouette: [BLAZER_PANEL, rPanel, BLAZER_SLEEVE, rSleeve],
    detail: { x: 240, y: 150, w: 320, h: 400 },
    staging: 'hanging',
  };
}

/** Bandhgala / Nehru jacket: mandarin collar, closed front, a column of buttons. */
export function bandhgala(p: Paint): Art {
  const m = p.main;
  const panel =
    'M360 182 C310 188 264 196 224 208 C216 254 226 326 248 394 C258 454 266 514 264 564 C262 644 256 742 252 830 Q330 846 404 840 L404 186 Z';
  const rPanel = mirrorPath(panel);
  const rSleeve = mirrorPath(BLAZER_SLEEVE);
  const collar = 'M352 160 C380 150 420 150 448 160 L452 196 C420 188 380 188 348 196 Z';
  const stitch = 'stroke-dasharray="5 6" stroke-opacity="0.45"';
  const buttons = [250, 320, 390, 460, 530, 600, 670, 740]
    .map((y) => `${circle(406, y, 9, p.metal.dark)}${circle(404, y - 2, 6, p.metal.lighter)}`)
    .join('');
  const body = [
    fabricDefs(p),
    hanger(p, 208),
    path(BLAZER_SLEEVE, m.base),
    path(rSleeve, m.base),
    path(panel, m.base),
    path(rPanel, m.base),
    finish(p, [BLAZER_SLEEVE, rSleeve, panel, rPanel], 'twill'),
    path(collar, m.light),
    line(collar, m.line, 2, 'stroke-opacity="0.7"'),
    line('M354 168 C382 160 418 160 446 168', m.base, 1.5, stitch),
    line('M404 196 L404 838', m.line, 2.5),
    line('M414 200 L414 836', m.base, 1.5, stitch),
    path('M286 650 L372 652 L372 662 L286 660 Z', m.darker),
    path('M434 652 L518 650 L518 660 L434 662 Z', m.darker),
    path('M452 392 L516 388 L516 398 L452 402 Z', m.darker),
    buttons,
    line('M166 742 Q204 752 238 748', m.line, 1.5, stitch),
    line(mirrorPath('M166 742 Q204 752 238 748'), m.line, 1.5, stitch),
  ].join('');
  return {
    body,
    silhouette: [panel, rPanel, BLAZER_SLEEVE, rSleeve],
    detail: { x: 250, y: 130, w: 300, h: 375 },
    staging: 'hanging',
  };
}

const SHIRT_BODY =
  'M356 190 C316 198 280 206 246 218 C238 262 246 326 262 392 C268 520 266 680 262 800 C300 826 350 836 400 832 L400 200 Z';
const SHIRT_SLEEVE =
  'M248 216 C218 232 204 276 200 340 C194 480 188 620 184 736 L244 744 C250 640 256 520 264 410 C262 330 258 262 248 216 Z';

/** Formal shirt on a hanger: collar, placket with buttons, long sleeves with cuffs, chest pocket. */
export function shirt(p: Paint): Art {
  const m = p.main;
  const rBody = mirrorPath(SHIRT_BODY);
  const rSleeve = mirrorPath(SHIRT_SLEEVE);
  const collar = 'M352 186 C362 176 380 172 400 172 L400 214 L372 252 L340 206 Z';
  const cuff = 'M184 736 L244 744 L242 792 L180 786 Z';
  const buttons = [236, 320, 404, 488, 572, 656, 740]
    .map(
      (y) =>
        `${circle(400, y, 6.5, lightButton(p))}${circle(400, y, 6.5, 'none', `stroke="${m.line}" stroke-width="1" stroke-opacity="0.5"`)}`,
    )
    .join('');
  const stitch = 'stroke-dasharray="4 5" stroke-opacity="0.4"';
  const body = [
    fabricDefs(p),
    hanger(p, 214, 170),
    path('M360 196 L440 196 L400 232 Z', m.darker),
    path(SHIRT_SLEEVE, m.base),
    path(rSleeve, m.base),
    path(cuff, m.light),
    path(mirrorPath(cuff), m.light),
    line(cuff, m.line, 1.5, 'stroke-opacity="0.6"'),
    line(mirrorPath(cuff), m.line, 1.5, 'stroke-opacity="0.6"'),
    path(SHIRT_BODY, m.base),
    path(rBody, m.base),
    finish(p, [SHIRT_SLEEVE, rSleeve, SHIRT_BODY, rBody], 'plain'),
    line('M388 214 L388 830 M412 214 L412 830', m.line, 1.5, 'stroke-opacity="0.45"'),
    path('M440 330 L502 326 L504 392 Q474 402 444 394 Z', m.light),
    line('M440 330 L502 326 L504 392 Q474 402 444 394 Z', m.line, 1.2, stitch),
    line('M266 400 C300 470 300 640 272 790', m.dark, 2, 'stroke-opacity="0.25"'),
    line('M534 400 C500 470 500 640 528 790', m.dark, 2, 'stroke-opacity="0.25"'),
    path(collar, m.light),
    path(mirrorPath(collar), m.light),
    line(collar, m.line, 1.5, 'stroke-opacity="0.7"'),
    line(mirrorPath(collar), m.line, 1.5, 'stroke-opacity="0.7"'),
    buttons,
    circle(226, 770, 5, lightButton(p)),
    circle(574, 770, 5, lightButton(p)),
  ].join('');
  return {
    body,
    silhouette: [SHIRT_BODY, rBody, SHIRT_SLEEVE, rSleeve],
    detail: { x: 230, y: 140, w: 340, h: 425 },
    staging: 'hanging',
  };
}

function lightButton(p: Paint): string {
  return p.main.base === p.main.lighter ? '#ffffff' : p.main.lighter;
}

const TEE =
  'M340 196 C362 222 438 222 460 196 L578 232 C606 270 636 320 660 362 L596 400 L566 346 C564 480 566 640 568 806 Q400 822 232 806 C234 640 236 480 234 346 L204 400 L140 362 C164 320 194 270 222 232 Z';

/** Crew-neck T-shirt on a hanger, with rib neck band, sleeve hems and soft folds. */
export function tshirt(p: Paint): Art {
  const m = p.main;
  const stitch = 'stroke-dasharray="4 5" stroke-opacity="0.45"';
  const body = [
    fabricDefs(p),
    hanger(p, 228, 168),
    path('M340 196 C362 232 438 232 460 196 C440 188 360 188 340 196 Z', m.darker),
    path(TEE, m.base),
    finish(p, [TEE], 'jersey'),
    line('M340 196 C362 226 438 226 460 196', m.dark, 12),
    line('M342 204 C364 234 436 234 458 204', m.base, 1.5, stitch),
    line('M150 370 L206 404', m.line, 1.5, stitch),
    line('M650 370 L594 404', m.line, 1.5, stitch),
    line('M236 790 Q400 806 564 790', m.line, 1.5, stitch),
    line('M234 346 L222 232', m.line, 1.5, 'stroke-opacity="0.3"'),
    line('M566 346 L578 232', m.line, 1.5, 'stroke-opacity="0.3"'),
    line('M300 420 C330 520 320 640 290 760', m.dark, 3, 'stroke-opacity="0.18"'),
    line('M500 440 C470 540 486 650 514 770', m.dark, 3, 'stroke-opacity="0.18"'),
    line('M380 600 C400 660 420 700 430 780', m.lighter, 4, 'stroke-opacity="0.14"'),
  ].join('');
  return { body, silhouette: [TEE], detail: { x: 190, y: 150, w: 420, h: 525 }, staging: 'hanging' };
}

/** Polo T-shirt: the tee body with a knitted collar, button placket and ribbed sleeve bands. */
export function polo(p: Paint): Art {
  const m = p.main;
  const stitch = 'stroke-dasharray="4 5" stroke-opacity="0.45"';
  const collar = 'M342 192 C352 184 378 178 400 178 L400 212 L366 262 L330 214 Z';
  const band = 'M140 362 L204 400 L214 382 L152 344 Z';
  const body = [
    fabricDefs(p),
    hanger(p, 228, 168),
    path('M344 196 C362 232 438 232 456 196 C440 188 360 188 344 196 Z', m.darker),
    path(TEE, m.base),
    finish(p, [TEE], 'jersey'),
    path(band, m.dark),
    path(mirrorPath(band), m.dark),
    line('M146 352 L208 390 M150 346 L212 384', m.darker, 1, 'stroke-opacity="0.4"'),
    line(mirrorPath('M146 352 L208 390 M150 346 L212 384'), m.darker, 1, 'stroke-opacity="0.4"'),
    path('M386 212 L414 212 L414 352 L386 352 Z', m.light),
    line('M386 212 L386 352 L414 352 L414 212', m.line, 1.5, 'stroke-opacity="0.5"'),
    circle(400, 250, 5.5, '#f4f2ec'),
    circle(400, 300, 5.5, '#f4f2ec'),
    path(collar, m.light),
    path(mirrorPath(collar), m.light),
    line('M336 212 L366 256', p.accent.base, 3),
    line(mirrorPath('M336 212 L366 256'), p.accent.base, 3),
    line(collar, m.line, 1.5, 'stroke-opacity="0.6"'),
    line(mirrorPath(collar), m.line, 1.5, 'stroke-opacity="0.6"'),
    line('M236 790 Q400 806 564 790', m.line, 1.5, stitch),
    line('M300 420 C330 520 320 640 290 760', m.dark, 3, 'stroke-opacity="0.18"'),
    line('M500 440 C470 540 486 650 514 770', m.dark, 3, 'stroke-opacity="0.18"'),
    path('M464 300 L486 292 L494 312 L472 318 Z', p.accent.base, 'opacity="0.85"'),
  ].join('');
  return { body, silhouette: [TEE], detail: { x: 220, y: 150, w: 360, h: 450 }, staging: 'hanging' };
}

const DRESS_BODICE =
  'M352 196 C356 240 372 272 400 300 C428 272 444 240 448 196 L488 206 C496 280 486 360 472 430 L328 430 C314 360 304 280 312 206 Z';
const DRESS_SKIRT =
  'M328 430 L472 430 C520 560 580 720 628 862 Q606 876 584 866 Q560 880 536 868 Q512 882 488 870 Q464 884 440 872 Q416 886 392 872 Q368 884 344 870 Q320 882 296 868 Q272 880 248 866 Q226 878 204 866 Q188 872 172 862 C220 720 280 560 328 430 Z';

/** A-line midi dress: V-neck bodice with cap sleeves, tie waist and a flared, pleated skirt. */
export function dress(p: Paint): Art {
  const m = p.main;
  const capL = 'M312 206 C286 214 266 238 258 272 C276 282 298 284 316 276 Z';
  const folds = [250, 300, 350, 400, 450, 500, 550]
    .map((x, i) => {
      const top = 400 + (x - 400) * 0.18;
      return line(
        `M${top} 450 C${top + (x - top) * 0.5} 600 ${x} 760 ${x} 860`,
        i % 2 ? m.dark : m.lighter,
        3,
        'stroke-opacity="0.22"',
      );
    })
    .join('');
  const body = [
    fabricDefs(p),
    hanger(p, 214, 110),
    path(DRESS_SKIRT, m.base),
    finish(p, [DRESS_SKIRT], 'plain'),
    folds,
    path(capL, m.base),
    path(mirrorPath(capL), m.base),
    path(DRESS_BODICE, m.base),
    finish(p, [DRESS_BODICE, capL, mirrorPath(capL)], 'plain'),
    path(
      'M352 196 C356 240 372 272 400 300 C428 272 444 240 448 196 L436 194 C430 236 418 262 400 282 C382 262 370 236 364 194 Z',
      m.dark,
    ),
    line('M400 300 L400 430', m.line, 1.5, 'stroke-opacity="0.35"'),
    path('M326 424 L474 424 L478 452 L322 452 Z', p.accent.base),
    path('M396 438 C380 470 366 520 360 560 L374 562 C380 520 392 480 404 446 Z', p.accent.base),
    path('M404 438 C420 474 436 514 446 548 L432 552 C424 516 410 482 398 446 Z', p.accent.dark),
    path('M388 428 L412 428 L414 456 L386 456 Z', p.accent.dark),
  ].join('');
  return {
    body,
    silhouette: [DRESS_SKIRT, DRESS_BODICE],
    detail: { x: 250, y: 160, w: 300, h: 375 },
    staging: 'hanging',
  };
}

const TOP_BODY =
  'M352 200 C372 228 428 228 448 200 L494 212 C506 300 486 400 488 440 C490 500 500 560 506 606 Q400 628 294 606 C300 560 310 500 312 440 C314 400 294 300 306 212 Z';
const TOP_SLEEVE =
  'M306 212 C278 220 262 252 256 300 C248 380 238 450 214 536 Q250 556 292 546 C292 470 298 400 306 330 Z';

/** Pussy-bow blouse with three-quarter bell sleeves and a softly draped front. */
export function top(p: Paint): Art {
  const m = p.main;
  const rSleeve = mirrorPath(TOP_SLEEVE);
  const loop = 'M400 236 C376 214 344 218 346 240 C348 262 378 258 400 244 Z';
  const tail = 'M396 244 C390 290 376 330 366 364 L380 368 C390 334 400 296 404 250 Z';
  const body = [
    fabricDefs(p),
    hanger(p, 214, 116),
    path('M352 200 C372 232 428 232 448 200 C428 192 372 192 352 200 Z', m.darker),
    path(TOP_SLEEVE, m.base),
    path(rSleeve, m.base),
    path(TOP_BODY, m.base),
    finish(p, [TOP_BODY, TOP_SLEEVE, rSleeve], 'plain'),
    line('M232 520 Q256 534 290 530', m.dark, 2, 'stroke-opacity="0.35"'),
    line(mirrorPath('M232 520 Q256 534 290 530'), m.dark, 2, 'stroke-opacity="0.35"'),
    line('M336 300 C344 400 330 500 322 600', m.dark, 3, 'stroke-opacity="0.2"'),
    line('M462 300 C456 400 470 500 478 600', m.dark, 3, 'stroke-opacity="0.2"'),
    line('M400 380 C404 460 396 540 400 614', m.lighter, 3, 'stroke-opacity="0.18"'),
    path(tail, m.dark),
    path(mirrorPath(tail), m.base),
    path(loop, m.light),
    path(mirrorPath(loop), m.light),
    line(loop, m.line, 1.2, 'stroke-opacity="0.4"'),
    line(mirrorPath(loop), m.line, 1.2, 'stroke-opacity="0.4"'),
    circle(400, 242, 10, m.dark),
  ].join('');
  return {
    body,
    silhouette: [TOP_BODY, TOP_SLEEVE, rSleeve],
    detail: { x: 230, y: 150, w: 340, h: 425 },
    staging: 'hanging',
  };
}

const JUMP_TORSO =
  'M332 200 L372 200 C380 240 390 262 400 268 C410 262 420 240 428 200 L468 200 C486 250 490 330 482 410 L318 410 C310 330 314 250 332 200 Z';
const JUMP_LEGS =
  'M318 410 L482 410 C500 540 530 700 562 872 L428 876 L400 580 L372 876 L238 872 C270 700 300 540 318 410 Z';

/** Wide-leg jumpsuit with a V neck, cap sleeves, belted waist and front pleats. */
export function jumpsuit(p: Paint): Art {
  const m = p.main;
  const cap = 'M332 200 C306 208 290 232 286 262 C300 272 316 272 326 262 Z';
  const rCap = mirrorPath(cap);
  const body = [
    fabricDefs(p),
    hanger(p, 210, 96),
    path(JUMP_LEGS, m.base),
    path(cap, m.base),
    path(rCap, m.base),
    path(JUMP_TORSO, m.base),
    finish(p, [JUMP_LEGS, JUMP_TORSO, cap, rCap], 'plain'),
    path(
      'M372 200 C380 240 390 262 400 268 C410 262 420 240 428 200 L420 200 C414 232 408 248 400 254 C392 248 386 232 380 200 Z',
      m.dark,
    ),
    path('M314 404 L486 404 L488 434 L312 434 Z', m.dark),
    path('M386 402 L414 402 L414 436 L386 436 Z', p.metal.base),
    path('M392 408 L408 408 L408 430 L392 430 Z', m.dark),
    line('M352 438 C344 580 316 730 292 870', m.dark, 2.5, 'stroke-opacity="0.3"'),
    line('M448 438 C456 580 484 730 508 870', m.dark, 2.5, 'stroke-opacity="0.3"'),
    line('M400 580 L400 438', m.line, 1.5, 'stroke-opacity="0.4"'),
    line('M238 872 L372 876 M428 876 L562 872', m.line, 2, 'stroke-opacity="0.5"'),
  ].join('');
  return {
    body,
    silhouette: [JUMP_LEGS, JUMP_TORSO, cap, rCap],
    detail: { x: 250, y: 150, w: 300, h: 375 },
    staging: 'hanging',
  };
}

const KURTA_BODY =
  'M358 188 C318 196 282 204 248 216 C240 262 246 330 256 400 C262 560 256 720 246 906 C300 920 352 926 400 924 L400 198 Z';

/** Straight-cut kurta on a hanger: mandarin collar, half placket with buttons, knee length with side slits. */
export function kurta(p: Paint): Art {
  const m = p.main;
  const rBody = mirrorPath(KURTA_BODY);
  const rSleeve = mirrorPath(SHIRT_SLEEVE);
  const collar = 'M350 176 C382 166 418 166 450 176 L452 204 C420 196 380 196 348 204 Z';
  const placket = 'M388 200 L412 200 L412 430 L388 430 Z';
  const buttons = [240, 300, 360, 410]
    .map(
      (y) =>
        `${circle(400, y, 6, p.accent.light)}${circle(400, y, 6, 'none', `stroke="${m.line}" stroke-width="1" stroke-opacity="0.5"`)}`,
    )
    .join('');
  const stitch = 'stroke-dasharray="4 5" stroke-opacity="0.45"';
  // Embroidery along the placket and the sleeve hems, in the accent colour.
  const embroidery = line(
    'M380 206 L380 436 L420 436 L420 206 M190 728 Q214 738 242 736 M610 728 Q586 738 558 736',
    p.accent.base,
    2.5,
    'stroke-dasharray="2 4"',
  );
  const body = [
    fabricDefs(p),
    hanger(p, 212, 170),
    path(SHIRT_SLEEVE, m.base),
    path(rSleeve, m.base),
    path(KURTA_BODY, m.base),
    path(rBody, m.base),
    finish(p, [SHIRT_SLEEVE, rSleeve, KURTA_BODY, rBody], 'plain'),
    path(placket, m.light),
    line(placket, m.line, 1.2, 'stroke-opacity="0.5"'),
    embroidery,
    // Side slits from the hip to the hem.
    line('M252 760 L246 906 M548 760 L554 906', m.darker, 2.5, 'stroke-opacity="0.7"'),
    line('M268 420 C292 520 290 700 270 880', m.dark, 2, 'stroke-opacity="0.22"'),
    line('M532 420 C508 520 510 700 530 880', m.dark, 2, 'stroke-opacity="0.22"'),
    line('M254 900 Q400 918 546 900', m.line, 1.2, stitch),
    path(collar, m.light),
    line(collar, m.line, 1.5, 'stroke-opacity="0.7"'),
    buttons,
  ].join('');
  return {
    body,
    silhouette: [KURTA_BODY, rBody, SHIRT_SLEEVE, rSleeve],
    detail: { x: 230, y: 130, w: 340, h: 425 },
    staging: 'hanging',
  };
}
