// Browser-safe door to the script-readable cookie names (../constants.ts) (eslint/client-boundary.mjs): client components import it from here.
export { SESSION_HINT_COOKIE } from '../constants';
