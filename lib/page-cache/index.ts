/**
 * Invalidation by tag. Catalogue pages and reads are the same for every shopper, so Next.js keeps them
 * tagged: every page with 'layout' (menu, footer), listings (pages and the listing API's answers) with
 * 'listing', a product page and every answer that shows the product with 'product:<id>'. A mutation
 * expires the tags it touches, once it has committed: in Next.js's caches on every instance
 * (lib/cache/tags.ts), then in the front cache (lib/page-cache/purge.ts, one purge per change, from
 * the instance where it happened).
 * Shared through globalThis because Next.js bundles this module apart from instrumentation.ts.
 */
import { expireTags } from '../cache/tags';

export type PageTag = 'layout' | 'listing' | `product:${string}`;

type Registry = {
  /** How many times this process expired each tag (the API tests read it: they run without Next.js). */
  versions: Map<string, number>;
  /** Called with each change's tags once Next.js's caches on every instance have dropped them. */
  listeners: Set<(tags: PageTag[]) => Promise<void> | void>;
};

const globalForCache = globalThis as typeof globalThis & { __storePageCache?: Registry };

function registry(): Registry {
  globalForCache.__storePageCache ??= { versions: new Map(), listeners: new Set() };
  return globalForCache.__storePageCache;
}

/** How many times this process has expired each tag (0 when never). */
export function tagVersions(tags: readonly PageTag[]): number[] {
  const { versions } = registry();
  return tags.map((t) => versions.get(t) ?? 0);
}

/**
 * Expires everything kept with one of these tags: Next.js's own caches on every instance, then (the
 * listeners: the front cache's purger) what is kept in front of them. Purged first, the front cache
 * could fetch the page again from an instance that still held the old one.
 */
export function invalidatePages(tags: readonly PageTag[]): void {
  const reg = registry();
  for (const tag of tags) reg.versions.set(tag, (reg.versions.get(tag) ?? 0) + 1);
  const changed = [...tags];
  const listeners = [...reg.listeners];
  void expireTags(changed).then(async () => {
    for (const listener of listeners) await listener(changed);
  });
}

/** Runs `listener` after each invalidation has reached Next.js's caches; returns the unhook. */
export function onInvalidate(listener: (tags: PageTag[]) => Promise<void> | void): () => void {
  const reg = registry();
  reg.listeners.add(listener);
  return () => reg.listeners.delete(listener);
}

/**
 * After products changed: their pages, and the listings too unless the change cannot show there
 * (an order that only lowers a stock count leaves every card as it was; the listing API's answers
 * that show the count carry the product's tag).
 */
export function invalidateProducts(
  productIds: readonly string[],
  options: { listings?: boolean } = {},
): void {
  const tags: PageTag[] = productIds.map((id) => `product:${id}` as const);
  if (options.listings !== false) tags.push('listing');
  invalidatePages(tags);
}

/** After the menu or footer changed: every page. */
export function invalidateLayout(): void {
  invalidatePages(['layout']);
}
