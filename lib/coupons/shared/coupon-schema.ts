// Browser-safe door to the coupon schemas (../schemas.ts) (eslint/client-boundary.mjs): the back office's coupon form imports it from here.
export * from '../schemas';
