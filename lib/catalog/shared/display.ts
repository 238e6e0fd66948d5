// Browser-safe door to category display names (../display.ts) (eslint/client-boundary.mjs): client components import it from here.
export { displayName } from '../display';
