// Browser-safe door to media URL helpers (../url.ts) (eslint/client-boundary.mjs): client components import it from here.
export * from '../url';
