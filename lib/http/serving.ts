import { acquireDataDirLock, DataDirBusyError } from '@/lib/db/folder-lock';
import { env } from '@/lib/env';
import { installFrontDoor } from './front-door';
import { purgeOnInvalidate, purgerFor } from '@/lib/page-cache/purge';

/**
 * What a server process of the store sets up before it answers anything (instrumentation.ts, under
 * `next start` or `next dev`):
 * - the embedded database's folder is this process's until it exits: a second server, or a CLI such as
 *   `npm run admin:create`, is refused instead of corrupting it (lib/db/folder-lock.ts);
 * - the front door (lib/http/front-door.ts), which lib/http/preload.cjs runs for every request;
 * - the front cache's purge: a change made here, once Next.js's caches on every instance have dropped it,
 *   is purged from the front cache by tag (FRONT_CACHE_PURGE_URL), once.
 */
export function startServing(): void {
  if (!env.DATABASE_URL) {
    try {
      acquireDataDirLock(env.PGLITE_DATA_DIR);
    } catch (error) {
      if (!(error instanceof DataDirBusyError)) throw error;
      console.error(`[serve] ${error.message}`);
      process.exit(1);
    }
  }
  installFrontDoor({ trustsProxy: env.TRUST_PROXY.mode !== 'off' });
  const purger = purgerFor(env.FRONT_CACHE_PURGE_URL);
  if (purger) purgeOnInvalidate(purger);
}
