// Browser-safe door to the account form schemas (../schemas.ts; carries the password dictionary, so only forms import it) (eslint/client-boundary.mjs): client components import it from here.
export * from '../schemas';
