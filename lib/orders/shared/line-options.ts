// Browser-safe door to order line labels (../line-options.ts) (eslint/client-boundary.mjs): client components import it from here.
export * from '../line-options';
