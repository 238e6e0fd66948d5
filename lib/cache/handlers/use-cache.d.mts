import type { CacheHandler } from 'next/dist/server/lib/cache-handlers/types';
import type { SharedTags } from './shared-tags.mjs';
export function createStoreCacheHandler(maxBytes?: number, tags?: SharedTags): CacheHandler;
declare const handler: CacheHandler;
export default handler;
