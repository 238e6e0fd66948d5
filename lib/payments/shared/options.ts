// Browser-safe door to the payment-method rule (../options.ts) (eslint/client-boundary.mjs): client components import it from here.
export * from '../options';
