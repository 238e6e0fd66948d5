import { shades, type Shades } from './svg';

/** The region of the 800x1000 drawing that the zoomed detail view shows. */
export type ViewBox = { x: number; y: number; w: number; h: number };

/** How a shape is staged: hung on a hanger, laid on a surface, or standing on a floor. */
export type Staging = 'hanging' | 'object' | 'floor';

/** One drawn product in the 800x1000 product space. */
export type Art = {
  /** SVG elements (defs included) drawing the product. */
  body: string;
  /** Path data of the outline, used for the soft cast shadow. */
  silhouette: string[];
  /** Zoom window for the detail view. */
  detail: ViewBox;
  staging: Staging;
  /** Floor line (y) for floor-standing products. */
  floorY?: number;
};

export type Paint = {
  /** Main colour (fabric, strap, frame, upholstery or wood). */
  main: Shades;
  /** A contrasting accent (tie, pocket square, cushions, dial). */
  accent: Shades;
  /** Wood for legs and frames. */
  wood: Shades;
  /** Metal for buckles, hooks and buttons. */
  metal: Shades;
  /** Prefix that keeps gradient ids unique inside one document. */
  uid: string;
};

export type ShapeDrawer = (paint: Paint) => Art;

export function makePaint(
  mainHex: string,
  accentHex: string,
  woodHex: string,
  metalHex: string,
  uid: string,
): Paint {
  return {
    main: shades(mainHex),
    accent: shades(accentHex),
    wood: shades(woodHex),
    metal: shades(metalHex),
    uid,
  };
}

/** Mirrors absolute path data (M, L, C, Q, S, T, Z only) around the vertical centre line x = 400. */
export function mirrorPath(d: string, axis = 400): string {
  const tokens = d.match(/[MLCQSTZ]|-?\d*\.?\d+/gi) ?? [];
  const out: string[] = [];
  let isX = true;
  for (const token of tokens) {
    if (/^[A-Za-z]$/.test(token)) {
      out.push(token);
      isX = true;
      continue;
    }
    const n = Number(token);
    out.push(String(isX ? 2 * axis - n : n));
    isX = !isX;
  }
  return out.join(' ');
}

/** A path element. */
export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** A stroked path (no fill). */
export function line(d: string, stroke: string, width: number, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra ? ` ${extra}` : ''}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}
