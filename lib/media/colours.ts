/** Swatch colours for the colour names the catalogues use; free of Node imports (usable in the browser). */
const SWATCHES: Record<string, string> = {
  // apparel
  black: '#1f1f23',
  white: '#f7f6f2',
  ivory: '#f1eadb',
  cream: '#efe3c8',
  beige: '#d8c3a0',
  khaki: '#b9a57a',
  tan: '#b07a4f',
  brown: '#6b4530',
  camel: '#c19a6b',
  navy: '#1f2d4d',
  'midnight blue': '#18223d',
  'royal blue': '#2f4fa8',
  'sky blue': '#9cc3e4',
  'powder blue': '#b9d2e8',
  indigo: '#33407a',
  teal: '#1f6f73',
  'bottle green': '#1f4d3a',
  olive: '#6b6b3a',
  sage: '#a3b18a',
  emerald: '#1e7a55',
  charcoal: '#3a3d42',
  grey: '#8a8d91',
  'grey melange': '#a7a9ac',
  'slate grey': '#5b6470',
  maroon: '#6e1f2c',
  wine: '#5a1a2e',
  burgundy: '#6d2234',
  red: '#b32631',
  rust: '#a5502b',
  terracotta: '#c0653f',
  mustard: '#d2a133',
  'dusty rose': '#c98f93',
  'blush pink': '#e8b9b5',
  lavender: '#b7a6d6',
  lilac: '#c5b0d8',
  'mint green': '#a8d5ba',
  coral: '#e0735c',
  peach: '#f0b89a',
  // metals, frames and dials
  silver: '#c9ccd1',
  gold: '#c9a45c',
  'rose gold': '#d49a86',
  gunmetal: '#4a4d52',
  tortoise: '#6a3f22',
  transparent: '#dfe6ea',
  'matte black': '#2a2a2d',
  // wood finishes
  teak: '#9a5b2e',
  walnut: '#5c3b27',
  'honey oak': '#c08a4e',
  wenge: '#3b2a22',
  'sheesham natural': '#a86a3d',
  'provincial teak': '#7a4a2a',
  mahogany: '#6a2e22',
  'white oak': '#d9c3a1',
};

/** The swatch hex for a colour name (case-insensitive), or undefined when the name is not known. */
export function swatchHex(colorName: string): string | undefined {
  return SWATCHES[colorName.trim().toLowerCase()];
}

/** The file-name-safe form of a colour name: "Sky Blue" → "sky-blue". */
export function colourSlug(colorName: string): string {
  return colorName
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
