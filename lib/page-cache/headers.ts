import { env } from '@/lib/env';
import type { PageTag } from './index';

/**
 * The HTTP caching contract of the store's answers. Pages that are the same for every shopper say so
 * with standard headers, so any shared cache (Varnish here, a CDN in production) may keep them, and
 * name their tags so that cache can be purged by tag when the data behind them changes.
 */

/** How long a shared cache may keep serving a page after its s-maxage while it fetches a fresh copy. */
export const STALE_WHILE_REVALIDATE_SECONDS = 300;

/** PAGE_CACHE_SECONDS: 60 by default, 0 in development (edits show at once; the headers keep their shape). */
export function pageCacheSeconds(): number {
  return env.PAGE_CACHE_SECONDS ?? (env.NODE_ENV === 'development' ? 0 : 60);
}

/**
 * Cache-Control of a shopper-independent page: browsers revalidate every time (max-age=0: a purge
 * cannot reach a browser's cache), shared caches keep it `ttlSeconds` and may serve it stale while
 * refetching. A time to live of 0 (development) lets nothing keep it, with the same shape of headers.
 */
export function sharedCacheControl(ttlSeconds: number): string {
  const ttl = Math.max(0, Math.floor(ttlSeconds));
  if (ttl === 0) return 'public, max-age=0, s-maxage=0';
  return `public, max-age=0, s-maxage=${ttl}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
}

/**
 * The tag headers of a cacheable answer: `xkey` for Varnish's xkey vmod and the same space-separated
 * list as `Surrogate-Key` (Fastly; Cloudflare reads `Cache-Tag`, see docs/deploy.md). The front cache
 * strips them before answering browsers.
 */
export function tagHeaders(tags: readonly PageTag[]): Record<'xkey' | 'surrogate-key', string> {
  const list = [...new Set(tags)].join(' ');
  return { xkey: list, 'surrogate-key': list };
}

/** Every caching header of a shopper-independent answer with these tags. */
export function sharedCacheHeaders(tags: readonly PageTag[], ttlSeconds: number): Record<string, string> {
  return { 'cache-control': sharedCacheControl(ttlSeconds), ...tagHeaders(tags) };
}
