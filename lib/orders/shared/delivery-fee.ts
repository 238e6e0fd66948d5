// Browser-safe door to the delivery fee rule (lib/store-policy.ts) (eslint/client-boundary.mjs): client components import it from here.
export { deliveryFeePaiseFor } from '@/lib/store-policy';
