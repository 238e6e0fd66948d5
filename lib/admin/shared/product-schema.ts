// Browser-safe door to the product form schema (../product-schema.ts) (eslint/client-boundary.mjs): client components import it from here.
export * from '../product-schema';
