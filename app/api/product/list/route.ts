import { getRequestUser } from '@/lib/accounts';
import { listProducts, productFiltersSchema, searchLimit, searchWords, toApiProduct } from '@/lib/catalog';
import { listingAnswer } from '@/lib/catalog/listing-answer';
import { forbidden } from '@/lib/errors';
import { apiRoute } from '@/lib/http';

/** The product listing: the spec's parameters plus every /shop filter (see lib/catalog/filters.ts). */
export const GET = apiRoute(
  {
    query: productFiltersSchema,
    // Only a search counts: a listing without words is one cached answer for everyone.
    rateLimit: ({ req, query }) => (searchWords(query.q).length ? searchLimit(req) : null),
  },
  async ({ req, query }) => {
    // Published products are the same answer for every caller: its JSON is kept by Next.js.
    if (query.published) {
      const { json, cached } = await listingAnswer(query);
      return new Response(json, {
        headers: { 'content-type': 'application/json', 'x-api-cache': cached ? 'HIT' : 'MISS' },
      });
    }
    // published=false lists drafts too: store administrators only, read fresh, never cached.
    if ((await getRequestUser(req))?.role !== 'admin')
      throw forbidden('Only store administrators can list unpublished products.');
    const page = await listProducts(query, { allowUnpublished: true, allowHidden: true });
    return { ...page, products: page.products.map(toApiProduct) };
  },
);
