import type { Art } from './shape';
import { darken, lighten, luminance, mix, rGradient, svgDocument, vGradient } from './svg';

export const PRODUCT_W = 800;
export const PRODUCT_H = 1000;

/** A backdrop tone chosen to flatter a product colour: light products go on deeper tones and vice versa. */
export function backdropFor(productHex: string, hue: string): string {
  const lum = luminance(productHex);
  if (lum > 0.55) return mix(hue, '#8c8479', 0.32);
  if (lum > 0.3) return lighten(hue, 0.35);
  return lighten(hue, 0.15);
}

/** An image drawn in layers; sharp blurs the shadow layer (far faster than an SVG blur filter) and stacks them. */
export type Layered = {
  width: number;
  height: number;
  /** Full-size SVG document behind everything. */
  backdrop: string;
  /** Black shapes on transparent, blurred by `blur` px and laid at `opacity` between backdrop and foreground. */
  shadow?: { svg: string; blur: number; opacity: number };
  /** Full-size SVG document on a transparent background. */
  foreground: string;
};

function backdrop(id: string, tone: string, floorY: number | undefined): string {
  const top = lighten(tone, 0.28);
  const bottom = darken(tone, 0.06);
  const defs = `<defs>${vGradient(`${id}bg`, [
    [0, top],
    [1, bottom],
  ])}${rGradient(`${id}spot`, [
    [0, '#ffffff', 0.55],
    [0.6, '#ffffff', 0.12],
    [1, '#ffffff', 0],
  ])}${vGradient(`${id}floor`, [
    [0, darken(tone, 0.1)],
    [1, lighten(tone, 0.12)],
  ])}${softShadowGradient(`${id}fs`)}</defs>`;
  const floor =
    floorY === undefined
      ? ''
      : `<rect x="0" y="${floorY - 70}" width="${PRODUCT_W}" height="${PRODUCT_H - floorY + 70}" fill="url(#${id}floor)"/><rect x="0" y="${floorY - 72}" width="${PRODUCT_W}" height="3" fill="${darken(tone, 0.14)}" opacity="0.5"/>`;
  const floorShadow =
    floorY === undefined
      ? ''
      : `<ellipse cx="400" cy="${floorY}" rx="330" ry="34" fill="url(#${id}fs)"/><ellipse cx="400" cy="${floorY - 2}" rx="240" ry="12" fill="url(#${id}fs)"/>`;
  return `${defs}<rect width="${PRODUCT_W}" height="${PRODUCT_H}" fill="url(#${id}bg)"/>${floor}<ellipse cx="400" cy="470" rx="420" ry="460" fill="url(#${id}spot)"/>${floorShadow}`;
}

/** A radial fade from soft black to clear: a blurred ellipse shadow without a filter. */
export function softShadowGradient(id: string, strength = 0.3): string {
  return rGradient(id, [
    [0, '#000000', strength],
    [0.55, '#000000', strength * 0.55],
    [1, '#000000', 0],
  ]);
}

/** The silhouette layer for hung and laid-flat products (floor-standing ones get an ellipse in the backdrop). */
function silhouetteShadow(art: Art): string {
  const offset = art.staging === 'hanging' ? 'translate(18 22)' : 'translate(10 16)';
  return `<g transform="${offset}" fill="#000">${art.silhouette.map((d) => `<path d="${d}"/>`).join('')}</g>`;
}

/** The main product photo: the whole product centred on a soft studio backdrop. */
export function frontView(art: Art, tone: string): Layered {
  const floorY = art.staging === 'floor' ? art.floorY : undefined;
  return {
    width: PRODUCT_W,
    height: PRODUCT_H,
    backdrop: svgDocument(PRODUCT_W, PRODUCT_H, backdrop('f', tone, floorY)),
    shadow:
      art.staging === 'floor'
        ? undefined
        : { svg: svgDocument(PRODUCT_W, PRODUCT_H, silhouetteShadow(art)), blur: 14, opacity: 0.2 },
    foreground: svgDocument(PRODUCT_W, PRODUCT_H, art.body),
  };
}

/** The second photo: a close crop on the product's most telling detail, on a deeper backdrop. */
export function detailView(art: Art, tone: string): Layered {
  const deeper = darken(tone, 0.08);
  const { x, y, w, h } = art.detail;
  const floorY = art.staging === 'floor' ? art.floorY : undefined;
  const zoom = (content: string) =>
    `<svg x="0" y="0" width="${PRODUCT_W}" height="${PRODUCT_H}" viewBox="${x} ${y} ${w} ${h}" preserveAspectRatio="xMidYMid slice">${content}</svg>`;
  const vignette = `<defs>${rGradient('vig', [
    [0.6, '#000', 0],
    [1, '#000', 0.18],
  ])}</defs><rect width="${PRODUCT_W}" height="${PRODUCT_H}" fill="url(#vig)"/>`;
  return {
    width: PRODUCT_W,
    height: PRODUCT_H,
    backdrop: svgDocument(
      PRODUCT_W,
      PRODUCT_H,
      `<rect width="${PRODUCT_W}" height="${PRODUCT_H}" fill="${lighten(deeper, 0.2)}"/>${zoom(backdrop('d', deeper, floorY))}`,
    ),
    shadow:
      art.staging === 'floor'
        ? undefined
        : {
            svg: svgDocument(PRODUCT_W, PRODUCT_H, zoom(silhouetteShadow(art))),
            blur: (14 * PRODUCT_W) / w,
            opacity: 0.14,
          },
    foreground: svgDocument(PRODUCT_W, PRODUCT_H, `${zoom(art.body)}${vignette}`),
  };
}

/** A plant in a terracotta pot, standing at (x, floorY). */
export function pottedPlant(x: number, floorY: number, scale = 1): string {
  const leaves = [
    [-60, -230, -14],
    [-30, -290, -4],
    [10, -310, 6],
    [50, -250, 16],
    [70, -190, 30],
    [-80, -170, -32],
    [20, -220, 0],
  ]
    .map(([dx, dy, rot], i) => {
      const lx = dx ?? 0;
      const ly = dy ?? 0;
      const colour = i % 2 ? '#4f7a4a' : '#3d6640';
      return `<g transform="rotate(${rot ?? 0} 0 -110)"><path d="M0 -110 Q${lx * 0.4} ${ly * 0.6} ${lx} ${ly} Q${lx * 0.9 + 22} ${ly * 0.6} 0 -110 Z" fill="${colour}"/><path d="M0 -110 Q${lx * 0.5} ${ly * 0.62} ${lx * 0.96} ${ly * 0.98}" fill="none" stroke="#2c4a2c" stroke-width="1.5" stroke-opacity="0.5"/></g>`;
    })
    .join('');
  return `<g transform="translate(${x} ${floorY}) scale(${scale})">${leaves}<path d="M-58 -120 L58 -120 L46 0 L-46 0 Z" fill="#c0653f"/><path d="M-62 -128 L62 -128 L60 -112 L-60 -112 Z" fill="#a5502b"/><path d="M-20 -110 L-8 -6" stroke="#ffffff" stroke-width="6" stroke-opacity="0.12"/></g>`;
}

/** An arc floor lamp whose foot stands at (x, floorY). */
export function floorLamp(x: number, floorY: number, reachLeft: number): string {
  return `<g><path d="M${x} ${floorY - 10} L${x} ${floorY - 520} Q${x} ${floorY - 640} ${x - reachLeft} ${floorY - 600}" fill="none" stroke="#2f2f33" stroke-width="7"/><ellipse cx="${x}" cy="${floorY - 6}" rx="46" ry="10" fill="#2f2f33"/><path d="M${x - reachLeft - 56} ${floorY - 540} Q${x - reachLeft} ${floorY - 640} ${x - reachLeft + 56} ${floorY - 540} Z" fill="#efe2c6"/><ellipse cx="${x - reachLeft}" cy="${floorY - 534}" rx="64" ry="26" fill="#fff6da" opacity="0.35"/></g>`;
}

/** A third photo for furniture: the product in a styled room with a rug, wall art, a plant and a lamp. */
export function roomView(art: Art, wallTone: string, accentHex: string): Layered {
  const floorY = art.floorY ?? 800;
  const roomFloor = 820;
  const wall = lighten(wallTone, 0.25);
  const planks = Array.from({ length: 9 }, (_, i) => {
    const y = roomFloor - 40 + i * 26;
    return `<path d="M0 ${y} L800 ${y}" stroke="#000" stroke-opacity="0.06" stroke-width="2"/>`;
  }).join('');
  const artFrame = `<rect x="290" y="120" width="220" height="160" fill="#fbf7ef" stroke="#3b2a22" stroke-width="8"/><circle cx="360" cy="210" r="40" fill="${accentHex}" opacity="0.85"/><path d="M330 262 Q400 170 480 262 Z" fill="${darken(wallTone, 0.35)}" opacity="0.7"/>`;
  const body = [
    `<defs>${vGradient('rw', [
      [0, wall],
      [1, darken(wall, 0.06)],
    ])}${vGradient('rf', [
      [0, '#a97c56'],
      [1, '#c89a6e'],
    ])}${softShadowGradient('rb', 0.4)}</defs>`,
    `<rect width="800" height="${roomFloor - 40}" fill="url(#rw)"/>`,
    `<rect x="0" y="${roomFloor - 140}" width="800" height="100" fill="${darken(wall, 0.05)}"/>`,
    `<rect x="0" y="${roomFloor - 142}" width="800" height="4" fill="${darken(wall, 0.12)}"/>`,
    `<rect x="0" y="${roomFloor - 40}" width="800" height="${1000 - roomFloor + 40}" fill="url(#rf)"/>`,
    planks,
    `<rect x="0" y="${roomFloor - 46}" width="800" height="8" fill="#ffffff" opacity="0.7"/>`,
    artFrame,
    `<ellipse cx="400" cy="${roomFloor + 60}" rx="360" ry="70" fill="${lighten(accentHex, 0.55)}"/>`,
    `<ellipse cx="400" cy="${roomFloor + 60}" rx="360" ry="70" fill="none" stroke="${lighten(accentHex, 0.2)}" stroke-width="6" stroke-dasharray="2 10"/>`,
    floorLamp(720, roomFloor + 10, 130),
    pottedPlant(78, roomFloor + 40, 0.9),
    `<ellipse cx="400" cy="${roomFloor + 50}" rx="270" ry="26" fill="url(#rb)"/>`,
  ].join('');
  return {
    width: PRODUCT_W,
    height: PRODUCT_H,
    backdrop: svgDocument(PRODUCT_W, PRODUCT_H, body),
    foreground: svgDocument(
      PRODUCT_W,
      PRODUCT_H,
      `<g transform="translate(400 ${roomFloor + 50}) scale(0.78) translate(-400 ${-floorY})">${art.body}</g>`,
    ),
  };
}
