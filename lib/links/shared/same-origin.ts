// Browser-safe door to redirect-path checks (../same-origin.ts) (eslint/client-boundary.mjs): client components import it from here.
export { safeNextPath } from '../same-origin';
