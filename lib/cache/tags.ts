import type { SharedTags } from './handlers/shared-tags.mjs';

const shared = Symbol.for('store.sharedTags');

/**
 * Expires what Next.js keeps with these tags (stored pages and 'use cache' reads), here at once and on
 * the other instances before their next request (lib/cache/handlers/shared-tags.mjs); resolves once the
 * other instances can see it. Works inside and outside a request. Before Next.js has loaded the store's
 * cache handlers nothing is cached, so there is nothing to expire.
 */
export function expireTags(tags: readonly string[]): Promise<void> {
  const handlers = (globalThis as Record<symbol, SharedTags | undefined>)[shared];
  return handlers ? handlers.expire(tags) : Promise.resolve();
}
