// The store's 'use cache' handler (next.config.ts `cacheHandlers.default`): Next.js's own in-memory
// handler, bounded like it, with tag revalidations shared between instances through Redis
// (shared-tags.mjs): refreshTags(), which Next.js calls once per request before the first read, reads
// the other instances' revalidations; updateTags() writes this instance's.
import { createRequire } from 'node:module';
import { sharedTags } from './shared-tags.mjs';

// Required, not imported: Next.js's internals are CommonJS.
const { createDefaultCacheHandler } = createRequire(import.meta.url)(
  'next/dist/server/lib/cache-handlers/default.js',
);

/** Bytes of cached values kept per instance (Next.js's own default for cacheMaxMemorySize). */
const MAX_BYTES = 50 * 1024 * 1024;

export function createStoreCacheHandler(maxBytes = MAX_BYTES, tags = sharedTags()) {
  const memory = createDefaultCacheHandler(maxBytes);
  return {
    get: (cacheKey, softTags) => memory.get(cacheKey, softTags),
    set: (cacheKey, pendingEntry) => memory.set(cacheKey, pendingEntry),
    refreshTags: () => tags.pull(),
    getExpiration: (softTags) => memory.getExpiration(softTags),
    async updateTags(tagList, durations) {
      await memory.updateTags(tagList, durations);
      await tags.push(tagList);
    },
  };
}

export default createStoreCacheHandler();
