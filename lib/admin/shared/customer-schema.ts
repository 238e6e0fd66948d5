// Browser-safe door to the customer schemas (../customer-schema.ts) (eslint/client-boundary.mjs): the back office's block form imports it from here.
export * from '../customer-schema';
