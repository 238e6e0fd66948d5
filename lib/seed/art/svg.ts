/** Small colour and SVG helpers for the generated product artwork. */

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear mix of two colours: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);
export const darken = (hex: string, t: number) => mix(hex, '#000000', t);

/** Relative luminance (0 dark .. 1 light). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** A shade family derived from one base colour, used to give flat shapes volume. */
export type Shades = {
  base: string;
  light: string;
  lighter: string;
  dark: string;
  darker: string;
  line: string;
};

export function shades(base: string): Shades {
  const lum = luminance(base);
  // Very light fabrics need visibly darker seams; very dark ones need lifted highlights.
  const line = lum > 0.6 ? darken(base, 0.28) : lum < 0.05 ? lighten(base, 0.22) : darken(base, 0.35);
  return {
    base,
    light: lighten(base, lum < 0.05 ? 0.16 : 0.12),
    lighter: lighten(base, lum < 0.05 ? 0.3 : 0.25),
    dark: darken(base, lum > 0.6 ? 0.1 : 0.2),
    darker: darken(base, lum > 0.6 ? 0.2 : 0.38),
    line,
  };
}

/** A vertical linear gradient definition. */
export function vGradient(id: string, stops: Array<[number, string, number?]>): string {
  const s = stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${s}</linearGradient>`;
}

/** A horizontal linear gradient definition. */
export function hGradient(id: string, stops: Array<[number, string, number?]>): string {
  const s = stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">${s}</linearGradient>`;
}

/** A radial gradient definition. */
export function rGradient(
  id: string,
  stops: Array<[number, string, number?]>,
  cx = 0.5,
  cy = 0.5,
  r = 0.5,
): string {
  const s = stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`;
}

/** Soft blur filter (for shadows). */
export function blurFilter(id: string, deviation: number): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;
}

/** A complete SVG document. */
export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}
