import { acquireDataDirLock, DataDirBusyError } from '@/lib/db/folder-lock';
import { env } from '@/lib/env';
import { installFrontDoor } from './front-door';
import {
  inProcessBus,
  invalidationChannel,
  publishInvalidations,
  redisBus,
  type InvalidationBus,
} from '@/lib/page-cache/bus';
import { purgerFor } from '@/lib/page-cache/purge';

async function startBus(): Promise<InvalidationBus> {
  const purger = purgerFor(env.FRONT_CACHE_PURGE_URL);
  if (!env.REDIS_URL) return inProcessBus({ purger });
  const channel = env.INVALIDATION_CHANNEL ?? invalidationChannel(env.DATABASE_URL, env.PGLITE_DATA_DIR);
  return redisBus({ url: env.REDIS_URL, channel, purger });
}

/**
 * What a server process of the store sets up before it answers anything (instrumentation.ts, under
 * `next start` or `next dev`):
 * - the embedded database's folder is this process's until it exits: a second server, or a CLI such as
 *   `npm run admin:create`, is refused instead of corrupting it (lib/db/folder-lock.ts);
 * - the front door (lib/http/front-door.ts), which lib/http/preload.cjs runs for every request;
 * - the invalidation bus: a change made here reaches the other instances' in-process caches (Redis
 *   pub/sub) and then the front cache, as one purge by tag (FRONT_CACHE_PURGE_URL).
 */
export async function startServing(): Promise<void> {
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
  publishInvalidations(await startBus());
}
