// Browser-safe door to swatch colours (../colours.ts) (eslint/client-boundary.mjs): client components import it from here.
export { swatchHex, colourSlug } from '../colours';
