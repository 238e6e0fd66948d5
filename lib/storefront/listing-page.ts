import 'server-only';
import {
  getPriceBounds,
  listCategories,
  listColors,
  listProducts,
  listSellers,
  listTags,
  parseProductFilters,
  productFilters,
  type ProductFilters,
} from '@/lib/catalog';
import { env } from '@/lib/env';
import type { FilterFacets } from '@/components/shop/filter-form';

export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * Reads the listing state from the URL. Shoppers' URLs are forgiving: a value the API would refuse
 * with a 400 is dropped here (and reported), never an error page.
 */
export function readListingFilters(params: SearchParams, forced: Partial<Record<string, string>> = {}): { filters: ProductFilters; ignored: string[] } {
  const input: SearchParams = { ...params, ...forced };
  delete input.published; // The storefront only ever lists published products.
  delete input.limit;
  const ignored: string[] = [];
  for (let attempt = 0; attempt < 10; attempt++) {
    const parsed = parseProductFilters(input);
    if (parsed.success) return { filters: parsed.filters, ignored };
    const key = parsed.message.split(':')[0] ?? '';
    if (!(key in input)) break;
    ignored.push(key);
    delete input[key];
  }
  return { filters: productFilters(), ignored };
}

export async function loadListing(filters: ProductFilters) {
  const [result, categories, colors, tags, sellers, priceBounds] = await Promise.all([
    listProducts(filters),
    listCategories(),
    listColors(8),
    listTags(12),
    listSellers(),
    getPriceBounds(),
  ]);
  const facets: FilterFacets = {
    categories,
    colors,
    tags,
    sellers,
    priceBounds,
    showDimensions: env.STORE_CATALOGUE === 'furniture',
  };
  return { result, facets };
}

export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
