import 'server-only';
import { keepRead, keptValue } from '@/lib/cache/keep';
import type { ProductFilters } from './filters';
import { listProducts } from './listing';
import { toApiProduct } from './product';

/**
 * `cacheTag` takes at most 128 tags: an answer that lists more products than this is tagged 'listing'
 * only, and kept for a minute, so a stock count in it may be a minute old.
 */
const MAX_PRODUCT_TAGS = 120;

const sorted = <T extends string>(values: readonly T[]) => [...values].sort();

/** Filters that list the same products read the same, whatever order their lists came in. */
function normalised(filters: ProductFilters): ProductFilters {
  return {
    ...filters,
    published: true,
    categories: sorted(filters.categories),
    sellers: sorted(filters.sellers),
    colors: sorted(filters.colors),
    sizes: sorted(filters.sizes),
    tags: sorted(filters.tags),
    visibility: sorted(filters.visibility),
  };
}

/**
 * The JSON of `GET /api/product/list` for published products, read from the database (drafts are
 * never read here, whatever `filters.published` says): `{ success: true, products, total, page, limit,
 * totalPages }`. The bench writes it to a file as the list API's ceiling.
 */
export async function readListingAnswer(filters: ProductFilters): Promise<{ json: string; ids: string[] }> {
  const page = await listProducts(normalised(filters), { allowHidden: true });
  const json = JSON.stringify({ success: true, ...page, products: page.products.map(toApiProduct) });
  return { json, ids: page.products.map((p) => p._id) };
}

/** Milliseconds since the epoch, finer than Date.now(): a read in the same millisecond as a call is told apart. */
const now = () => performance.timeOrigin + performance.now();

/**
 * One answer per normalised filters, kept by Next.js for everyone: tagged 'listing', and
 * 'product:<id>' for each product it lists (it shows their stock, price and rating), which product
 * edits, orders and reviews expire on every instance (lib/page-cache, lib/cache/tags.ts).
 */
async function keptAnswer(filters: ProductFilters) {
  'use cache';
  const readAt = now();
  const tagged = (ids: string[]) => ids.length <= MAX_PRODUCT_TAGS;
  return keepRead(
    ({ ids }) => (tagged(ids) ? 'hours' : { stale: 60, revalidate: 60, expire: 120 }),
    ({ ids }) => ['listing', ...(tagged(ids) ? ids.map((id) => `product:${id}`) : [])],
    async () => ({ ...(await readListingAnswer(filters)), readAt }),
  );
}

export type ListingAnswer = {
  /** The whole JSON answer. */
  json: string;
  /** Whether it was read before this call began (kept by Next.js), not by a read during it. */
  cached: boolean;
};

/** The public listing API's answer for these filters (published products only), kept by Next.js. */
export async function listingAnswer(filters: ProductFilters): Promise<ListingAnswer> {
  const calledAt = now();
  const { json, readAt } = keptValue(await keptAnswer(normalised(filters)));
  return { json, cached: readAt < calledAt };
}
