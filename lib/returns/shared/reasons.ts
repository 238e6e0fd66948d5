// Browser-safe door to the return reasons (../reasons.ts) (eslint/client-boundary.mjs): client components import it from here.
export * from '../reasons';
