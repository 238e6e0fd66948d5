import 'server-only';
import { headers } from 'next/headers';
import { cacheLife, cacheTag } from 'next/cache';
import { notFound, redirect } from 'next/navigation';
import {
  getFacetSpread,
  type FilterFacets,
  getPriceBounds,
  listCategories,
  listColors,
  listSizes,
  listProducts,
  listSellers,
  listTags,
  MAX_SEARCH_LENGTH,
  parseProductFilters,
  productFilters,
  searchLimitFor,
  searchWords,
  type ProductFilters,
  type ProductPage,
} from '@/lib/catalog';
import { rateLimit, resolveClientIp } from '@/lib/rate-limit';
import { env } from '@/lib/env';
import { listingQuery, searchParamsRecord } from '@/lib/catalog/shared/listing-key';
import { cutAtWord } from '@/lib/catalog/shared/text';

export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * What the listing says about the search text when it could not be searched as typed: it was too
 * long and only its beginning was searched, or it has no word to search for ("!!!", "the").
 */
export type SearchNotice =
  | { kind: 'shortened'; length: number; searched: string }
  | { kind: 'no-words'; query: string }
  | { kind: 'limited'; retryAfterSeconds: number };

/**
 * A search text cut to the search limit at a word boundary where one is near the end (a pasted
 * paragraph keeps its first words whole); whitespace runs count as one space, as the filters do.
 */
export function shortenSearch(text: string, max = MAX_SEARCH_LENGTH): string {
  return cutAtWord(text.trim().replace(/\s+/g, ' '), max);
}

/**
 * Reads the listing state from the URL. Shoppers' URLs are forgiving: a value the API would refuse
 * with a 400 is dropped here (and reported), never an error page. A search text over the API's
 * limit is searched by its beginning instead, and the listing says so (`searchNotice`).
 */
export function readListingFilters(
  params: SearchParams,
  forced: Partial<Record<string, string>> = {},
): { filters: ProductFilters; ignored: string[]; searchNotice?: SearchNotice } {
  const input: SearchParams = {};
  // PostgreSQL text cannot hold NUL: drop it from URL values instead of failing the page.
  const clean = (v: string) => v.replaceAll('\u0000', '');
  for (const [key, value] of Object.entries({ ...params, ...forced })) {
    input[key] = Array.isArray(value) ? value.map(clean) : value === undefined ? undefined : clean(value);
  }
  delete input.published; // The storefront only ever lists published products.
  delete input.limit;
  let searchNotice: SearchNotice | undefined;
  for (const key of ['q', 'search'] as const) {
    const typed = firstParam(input[key])?.trim().replace(/\s+/g, ' ');
    if (typed && typed.length > MAX_SEARCH_LENGTH) {
      const searched = shortenSearch(typed);
      input[key] = searched;
      searchNotice = { kind: 'shortened', length: typed.length, searched };
    }
  }
  const ignored: string[] = [];
  // Each round drops every parameter an issue names by its path (`size.3` is the parameter `size`),
  // so it ends once the rest parses or no issue names a parameter left to drop.
  for (;;) {
    const parsed = parseProductFilters(input);
    if (parsed.success) {
      const q = parsed.filters.q;
      if (q && searchWords(q).length === 0) searchNotice = { kind: 'no-words', query: q };
      return { filters: parsed.filters, ignored, searchNotice };
    }
    const keys = new Set(parsed.issues.map((issue) => issue.path.split('.')[0] ?? ''));
    const dropped = [...keys].filter((key) => key in input);
    if (dropped.length === 0) break;
    for (const key of dropped) delete input[key];
    ignored.push(...dropped);
  }
  return { filters: productFilters(), ignored };
}

/**
 * The sidebar's lists (categories, colours, tags, sellers, price range) scan the whole catalogue, so they
 * are kept by Next.js under `listing`, which any change to a listed product expires.
 */
async function loadFacets(): Promise<FilterFacets> {
  'use cache';
  cacheTag('listing');
  cacheLife('hours');
  const [categories, colors, sizes, tags, sellers, priceBounds, spread] = await Promise.all([
    listCategories(),
    listColors(),
    listSizes(),
    listTags(12),
    listSellers(),
    getPriceBounds(),
    getFacetSpread(),
  ]);
  return { categories, colors, sizes, tags, sellers, priceBounds, spread };
}

/** A listing's products and its filter lists, kept by Next.js under `listing` (expired by catalogue changes). */
export async function loadListing(filters: ProductFilters) {
  'use cache';
  cacheTag('listing');
  cacheLife('hours');
  const [result, facets] = await Promise.all([listProducts(filters), loadFacets()]);
  return { result, facets };
}

/** Counts a search against the client's search limit (as the APIs do); the notice when it is past it. */
async function searchLimited(): Promise<SearchNotice | null> {
  const forwarded = (await headers()).get('x-forwarded-for');
  const rule = searchLimitFor(resolveClientIp(forwarded, env.TRUST_PROXY));
  const result = await rateLimit(rule.key, rule);
  return result.allowed
    ? null
    : { kind: 'limited', retryAfterSeconds: Math.max(1, Math.ceil(result.retryAfterMs / 1000)) };
}

const emptyPage = (f: ProductFilters): ProductPage => ({
  products: [],
  total: 0,
  totalCapped: false,
  page: 1,
  limit: f.limit,
  totalPages: 0,
});

export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Where a listing URL whose page lies past the last page belongs (/shop?page=99 of 8 pages): the
 * same URL at the last page, or without `page` when everything fits on one. Null when the page
 * exists, so the caller renders it.
 */
export function pastLastPageRedirect(
  basePath: string,
  params: SearchParams,
  result: { page: number; totalPages: number },
): string | null {
  const last = Math.max(1, result.totalPages);
  if (result.page <= last) return null;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (key === 'page') continue;
    for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) query.append(key, one);
  }
  if (last > 1) query.set('page', String(last));
  return `${basePath}${query.size ? `?${query}` : ''}`;
}

/**
 * Everything a listing page shows, read from its URL: the filters (`forced` ones win, such as a
 * collection's category), the products, the sidebar's lists and the grid or list view. A page past
 * the last one redirects to the last.
 */
export async function loadListingPage(
  basePath: string,
  params: SearchParams,
  forced: Partial<Record<string, string>> = {},
) {
  const read = readListingFilters(params, forced);
  const { filters } = read;
  let searchNotice = read.searchNotice;
  const limited = searchWords(filters.q).length ? await searchLimited() : null;
  if (limited) searchNotice = limited;
  const { result, facets } = limited
    ? { result: emptyPage(filters), facets: await loadFacets() }
    : await loadListing(filters);
  const lastPage = pastLastPageRedirect(basePath, params, result);
  if (lastPage) redirect(lastPage);
  const view: 'grid' | 'list' = firstParam(params.view) === 'list' ? 'list' : 'grid';
  return { basePath, filters, searchNotice, result, facets, view };
}

/** The query of a listing route's key (/shop/v/[key], /collection/v/[key]); a 404 when it is not a key. */
export async function keyedListingParams(params: Promise<{ key: string }>): Promise<SearchParams> {
  const query = listingQuery((await params).key);
  // A search is rendered from its query (proxy.ts), where it counts against the client's search limit.
  if (!query || query.get('q')?.trim()) notFound();
  return searchParamsRecord(query);
}
