// Browser-safe door to the catalogue types and constants (../types.ts) (eslint/client-boundary.mjs): client components import it from here.
export * from '../types';
