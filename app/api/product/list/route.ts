import { getRequestUser } from '@/lib/accounts';
import { listProducts, productFiltersSchema, toApiProduct } from '@/lib/catalog';
import { apiRoute, forbidden } from '@/lib/http';

export const dynamic = 'force-dynamic';

/** The product listing: the spec's parameters plus every /shop filter (see lib/catalog/filters.ts). */
export const GET = apiRoute({ query: productFiltersSchema }, async ({ req, query }) => {
  // published=false lists drafts too: store administrators only.
  if (!query.published && (await getRequestUser(req))?.role !== 'admin') {
    throw forbidden('Only store administrators can list unpublished products.');
  }
  const { products, total, page, limit, totalPages } = await listProducts(query);
  return { products: products.map(toApiProduct), total, page, limit, totalPages };
});
