// Browser-safe door to payment wording (../payment-text.ts) (eslint/client-boundary.mjs): client components import it from here.
export * from '../payment-text';
