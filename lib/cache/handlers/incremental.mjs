// The store's incremental cache handler (next.config.ts `cacheHandler`): Next.js's own file-system cache
// (build output on disk, run-time entries in a bounded memory LRU), with two additions:
// - a page it stores gets the headers that only a stored page can carry, which Next.js replays on the
//   first answer and on every hit: a script policy of hashes (a cached page cannot carry a per-request
//   nonce), and its cache tags as `xkey` / `Surrogate-Key`, so the front cache can be purged by tag;
// - tag revalidations are shared with the other instances through Redis (shared-tags.mjs).
import { createRequire } from 'node:module';
import { hashedPagePolicy } from './script-hashes.mjs';
import { sharedTags } from './shared-tags.mjs';

// Required, not imported: Next.js's internals are CommonJS, and this must be the very module it uses.
const FileSystemCache = createRequire(import.meta.url)(
  'next/dist/server/lib/incremental-cache/file-system-cache.js',
).default;

/** Next.js's own tags (paths, layouts) stay out of the front cache's tags: purges use the store's. */
const isStoreTag = (tag) => tag.length > 0 && !tag.startsWith('_N_T_');

/** The headers a stored page is answered with, added to those Next.js rendered. */
export function storedPageHeaders(headers, html, { https = false } = {}) {
  const out = { ...headers };
  out['content-security-policy'] = hashedPagePolicy(html, { https });
  const tags = String(headers?.['x-next-cache-tags'] ?? '')
    .split(',')
    .filter(isStoreTag);
  if (tags.length > 0) {
    out.xkey = tags.join(' ');
    out['surrogate-key'] = tags.join(' ');
  }
  return out;
}

const https = () => (process.env.SITE_URL ?? '').startsWith('https:');

/** When this server started: a page stored before it is the build's (runtime entries live in memory). */
const startedAt = Date.now();

/** What the build renders: pages, and route handlers answered from a file (robots.txt). */
const renderedKinds = new Set(['APP_PAGE', 'APP_ROUTE']);

/**
 * A page (or route answer) the build rendered, answered as expired, so its first request renders it
 * again, blocking, and stores that. The build has no database (lib/cache/build-phase.ts), so its pages
 * lack the catalogue, and it may run with another SITE_URL or catalogue than the server.
 */
export function expiringBuildOutput(entry, since = startedAt) {
  if (!renderedKinds.has(entry?.value?.kind) || !(entry.lastModified < since) || entry.lastModified === -1)
    return entry;
  return { ...entry, lastModified: -1 };
}

/**
 * Dates a stored entry from when its render began, not when it was written (Next.js's file-system cache
 * writes Date.now()). A render that read the catalogue before a change and is stored after it is then
 * older than the change's tag expiry, so the next request renders again instead of keeping the old page
 * for hours. `'use cache'` entries are dated from their start by Next.js itself.
 */
export function datedFromRenderStart(memoryCache, key, data, startedAt) {
  const stored = memoryCache?.get(key);
  if (startedAt === undefined || !stored || stored.value !== data) return;
  stored.lastModified = Math.min(stored.lastModified, startedAt);
}

export default class StoreIncrementalCache extends FileSystemCache {
  /** One read of the shared tags per request: Next.js makes a handler per request. */
  #tagsPulled;
  /** When this request first looked each key up: a render of that key starts after the lookup. */
  #lookedUp = new Map();

  async get(key, ctx) {
    if (!this.#lookedUp.has(key)) this.#lookedUp.set(key, Date.now());
    this.#tagsPulled ??= sharedTags().pull();
    await this.#tagsPulled;
    return expiringBuildOutput(await super.get(key, ctx));
  }

  async set(key, data, ctx) {
    if (data?.kind === 'APP_PAGE' && typeof data.html === 'string' && data.html.length > 0) {
      data.headers = storedPageHeaders(data.headers, data.html, { https: https() });
    }
    await super.set(key, data, ctx);
    if (renderedKinds.has(data?.kind)) {
      datedFromRenderStart(FileSystemCache.memoryCache, key, data, this.#lookedUp.get(key));
    }
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    await sharedTags().push(typeof tags === 'string' ? [tags] : tags);
  }
}
