// Browser-safe door to the courier list and tracking links (../couriers.ts) (eslint/client-boundary.mjs).
export * from '../couriers';
