// Browser-safe door to the cart types and limits (../types.ts) (eslint/client-boundary.mjs): client components import it from here.
export * from '../types';
