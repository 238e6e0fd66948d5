// Browser-safe door to per-size prices and dimensions (../size-variants.ts) (eslint/client-boundary.mjs).
export * from '../size-variants';
