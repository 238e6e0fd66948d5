// Browser-safe door to colour availability (../colour-options.ts) (eslint/client-boundary.mjs): client components import it from here.
export * from '../colour-options';
