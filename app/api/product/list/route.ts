import { getRequestUser } from '@/lib/accounts';
import { listProducts, productFiltersSchema, toApiProduct } from '@/lib/catalog';
import { apiRoute, forbidden } from '@/lib/http';

export const dynamic = 'force-dynamic';

/** The product listing: the spec's parameters plus every /shop filter (see lib/catalog/filters.ts). */
export const GET = apiRoute({ query: productFiltersSchema }, async ({ req, query }) => {
  // published=false lists drafts too: store administrators only. Hidden products may be asked for.
  const isAdmin = !query.published && (await getRequestUser(req))?.role === 'admin';
  if (!query.published && !isAdmin)
    throw forbidden('Only store administrators can list unpublished products.');
  const page = await listProducts(query, { allowUnpublished: isAdmin, allowHidden: true });
  return { ...page, products: page.products.map(toApiProduct) };
});
