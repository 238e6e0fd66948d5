// Browser-safe door to the review moderation schemas (../moderation-schema.ts) (eslint/client-boundary.mjs): the back office's hide form imports it from here.
export * from '../moderation-schema';
