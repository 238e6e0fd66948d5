import { searchLimit, suggestQuerySchema, suggestSearches } from '@/lib/catalog';
import { apiRoute } from '@/lib/http';

/** Search-as-you-type: products and categories for `q` (the last word a prefix), or for its correction. */
export const GET = apiRoute(
  { query: suggestQuerySchema, rateLimit: ({ req }) => searchLimit(req) },
  async ({ query }) => suggestSearches(query.q, query.limit),
);
