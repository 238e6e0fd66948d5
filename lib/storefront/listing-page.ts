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
import { tagVersions } from '@/lib/page-cache';
import type { FilterFacets } from '@/components/shop/filter-form';

export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * Reads the listing state from the URL. Shoppers' URLs are forgiving: a value the API would refuse
 * with a 400 is dropped here (and reported), never an error page.
 */
export function readListingFilters(
  params: SearchParams,
  forced: Partial<Record<string, string>> = {},
): { filters: ProductFilters; ignored: string[] } {
  const input: SearchParams = {};
  // PostgreSQL text cannot hold NUL: drop it from URL values instead of failing the page.
  const clean = (v: string) => v.replaceAll('\u0000', '');
  for (const [key, value] of Object.entries({ ...params, ...forced })) {
    input[key] = Array.isArray(value) ? value.map(clean) : value === undefined ? undefined : clean(value);
  }
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

const FACETS_TTL_MS = 5 * 60 * 1000;
let facetsMemo: { at: number; version: number; facets: Promise<FilterFacets> } | undefined;

/**
 * The sidebar's lists (categories, colours, tags, sellers, price range) scan the whole catalogue, so
 * they are kept for five minutes and dropped as soon as any listed product changes.
 */
function loadFacets(): Promise<FilterFacets> {
  const [version = 0] = tagVersions(['listing']);
  if (facetsMemo && facetsMemo.version === version && Date.now() - facetsMemo.at < FACETS_TTL_MS)
    return facetsMemo.facets;
  const facets = Promise.all([
    listCategories(),
    listColors(8),
    listTags(12),
    listSellers(),
    getPriceBounds(),
  ]).then(([categories, colors, tags, sellers, priceBounds]) => ({
    categories,
    colors,
    tags,
    sellers,
    priceBounds,
    showDimensions: env.STORE_CATALOGUE === 'furniture',
  }));
  facetsMemo = { at: Date.now(), version, facets };
  // A failed read is not remembered.
  facets.catch(() => {
    if (facetsMemo?.facets === facets) facetsMemo = undefined;
  });
  return facets;
}

export async function loadListing(filters: ProductFilters) {
  const [result, facets] = await Promise.all([listProducts(filters), loadFacets()]);
  return { result, facets };
}

export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
