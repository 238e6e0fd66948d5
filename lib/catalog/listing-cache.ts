import 'server-only';
import { invalidationGeneration, tagVersions, type PageTag } from '@/lib/page-cache';
import { TaggedLru, type Tagged } from '@/lib/page-cache/store';
import type { ProductFilters } from './filters';
import { listProducts } from './listing';
import { toApiProduct } from './product';

/**
 * Answers of `GET /api/product/list` for published products, kept in process memory by normalised
 * filters. Published listings are the same for every caller, so an answer is read from the database
 * once and its JSON served again until a change could alter it: it carries the page cache's tags
 * ('listing', and 'product:<id>' for every product it lists, since it shows their stock), which product
 * edits, orders and reviews bump (lib/page-cache). The time to live only bounds changes this process
 * does not hear about (another instance, a script writing to the database).
 */
const TTL_MS = 60_000;
const MAX_BYTES = 32 * 1024 * 1024;
const MAX_ENTRIES = 2000;

/** A serialised answer, encoded once. */
type Bytes = Uint8Array<ArrayBuffer>;
type Entry = Tagged & { body: Bytes };

const utf8 = new TextEncoder();

const answers = new TaggedLru<Entry>(TTL_MS, (e) => e.body.byteLength, MAX_BYTES, MAX_ENTRIES);

/** Reads in flight by key, with the invalidation generation they started at. */
const flights = new Map<string, { generation: number; body: Promise<Bytes> }>();

const sorted = (values: readonly string[]) => [...values].sort();

/** Filters that list the same products give the same key, whatever order their lists came in. */
function cacheKey(filters: ProductFilters): string {
  return JSON.stringify({
    ...filters,
    categories: sorted(filters.categories),
    sellers: sorted(filters.sellers),
    colors: sorted(filters.colors),
    sizes: sorted(filters.sizes),
    tags: sorted(filters.tags),
    visibility: sorted(filters.visibility),
  });
}

async function read(key: string, filters: ProductFilters, generation: number): Promise<Bytes> {
  const page = await listProducts(filters, { allowHidden: true });
  const body = utf8.encode(
    JSON.stringify({ success: true, ...page, products: page.products.map(toApiProduct) }),
  );
  // Stored only if nothing was invalidated while it was read: then its tags' versions are the ones it saw.
  if (invalidationGeneration() === generation) {
    const tags: PageTag[] = ['listing', ...page.products.map((p) => `product:${p._id}` as const)];
    answers.set(key, { body, tags, versions: tagVersions(tags), storedAt: Date.now() });
  }
  return body;
}

export type ListingAnswer = {
  /** The whole JSON answer, `{ success: true, products, total, page, limit, totalPages }`. */
  body: Bytes;
  /** Whether it came without a database read of its own (a stored answer, or a read already in flight). */
  cached: boolean;
};

/**
 * The public listing API's answer for these filters, published products only (drafts are never read
 * or stored here, whatever `filters.published` says). Concurrent calls for one key share one read,
 * unless something was invalidated after that read began.
 */
export async function listPublishedProductsAnswer(filters: ProductFilters): Promise<ListingAnswer> {
  const published = { ...filters, published: true };
  const key = cacheKey(published);
  const stored = answers.get(key);
  if (stored) return { body: stored.body, cached: true };
  const generation = invalidationGeneration();
  const inFlight = flights.get(key);
  if (inFlight?.generation === generation) return { body: await inFlight.body, cached: true };
  const body = read(key, published, generation);
  flights.set(key, { generation, body });
  try {
    return { body: await body, cached: false };
  } finally {
    if (flights.get(key)?.body === body) flights.delete(key);
  }
}
