/**
 * Invalidation by tag: of Next.js's own caches on every instance (lib/cache/tags.ts), of the in-process
 * caches keyed on tag versions (the listing API's answers, lib/catalog/listing-cache.ts, and the category
 * names memo), and, through the invalidation bus (lib/page-cache/bus.ts), of the other instances' and the
 * front cache's copies. Catalogue pages are the same HTML for every shopper, so they are cached by URL
 * and tagged: every page with 'layout' (menu, footer), listings with 'listing', a product page with
 * 'product:<id>'. A mutation bumps the versions of the tags it touches.
 * Shared through globalThis because Next.js bundles this module apart from instrumentation.ts.
 */
import { expireTags } from '../cache/tags';
import { infoPagePaths } from '../info-pages';

export type PageTag = 'layout' | 'listing' | `product:${string}`;

type Registry = {
  versions: Map<string, number>;
  listeners: Set<(tags: PageTag[]) => void>;
  /** Counts every invalidation, whatever its tags. */
  generation: number;
};

const globalForCache = globalThis as typeof globalThis & { __storePageCache?: Registry };

function registry(): Registry {
  globalForCache.__storePageCache ??= { versions: new Map(), listeners: new Set(), generation: 0 };
  return globalForCache.__storePageCache;
}

/** The current version of each tag (0 when never invalidated). */
export function tagVersions(tags: readonly PageTag[]): number[] {
  const { versions } = registry();
  return tags.map((t) => versions.get(t) ?? 0);
}

/**
 * A number that moves with every invalidation: a read that started before a change and ends after it
 * sees a different generation, whichever tags the change touched.
 */
export function invalidationGeneration(): number {
  return registry().generation;
}

/**
 * Marks everything cached with one of these tags as stale: this process's tag versions, Next.js's own
 * caches on every instance (lib/cache/tags.ts), and (unless told not to, when the change came from
 * another instance) the bus's listeners.
 */
export function invalidatePages(tags: readonly PageTag[], options: { broadcast?: boolean } = {}): void {
  const reg = registry();
  for (const tag of tags) reg.versions.set(tag, (reg.versions.get(tag) ?? 0) + 1);
  reg.generation++;
  void expireTags(tags, { share: options.broadcast !== false });
  if (options.broadcast !== false) for (const listener of reg.listeners) listener([...tags]);
}

/** Called by the server to pass invalidations on to other instances (Redis pub/sub). */
export function onInvalidate(listener: (tags: PageTag[]) => void): () => void {
  const reg = registry();
  reg.listeners.add(listener);
  return () => reg.listeners.delete(listener);
}

/**
 * After products changed: their pages, and the listings too unless the change cannot show there
 * (an order that only lowers a stock count leaves every card as it was).
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

/** The tags of a page URL path, or null when the path is never cached (per-shopper and API paths). */
export function tagsForPath(pathname: string): PageTag[] | null {
  const product = /^\/product\/([0-9a-f]{24})$/.exec(pathname);
  if (product) return ['layout', `product:${product[1]}`];
  if (pathname === '/' || pathname === '/shop' || pathname === '/collection') return ['layout', 'listing'];
  if (cachedStaticPaths.has(pathname)) return ['layout'];
  return null;
}

const cachedStaticPaths = new Set<string>(infoPagePaths);
