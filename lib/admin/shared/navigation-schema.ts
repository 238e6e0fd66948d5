// Browser-safe door to the menu and footer form schemas (../navigation-schema.ts) (eslint/client-boundary.mjs): client components import it from here.
export * from '../navigation-schema';
