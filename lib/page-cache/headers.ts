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

/** What Next.js sends for per-request pages; every answer with a shopper's data in it keeps it. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';

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

type HeaderValue = string | string[] | number | undefined;

/**
 * Whether a rendered answer may be shared between shoppers: a complete 200 HTML page that sets no
 * cookie. Anything else (a redirect, a 404, an error, a session cookie) is answered as Next.js made it.
 */
export function isShareableAnswer(status: number, headers: Record<string, HeaderValue>): boolean {
  if (status !== 200) return false;
  if (headers['set-cookie'] !== undefined) return false;
  return String(headers['content-type'] ?? '').includes('text/html');
}

/** True when every tag's version is the one it had before the render (nothing it shows changed meanwhile). */
export function sameVersions(before: readonly number[], after: readonly number[]): boolean {
  return before.length === after.length && before.every((v, i) => v === after[i]);
}
