// Shares Next.js's tag manifest between the instances of one store through Redis.
//
// Next.js keeps, per process, a map of tag -> { stale, expired } timestamps (tags-manifest.external) that
// both its page cache and its 'use cache' cache consult before serving an entry. revalidateTag() on one
// instance only writes that instance's map. Here every revalidation is also written to one Redis hash,
// and every request first reads the hash into the local map, so a tag expired on one instance is expired
// on all before their next read. Entries themselves stay in each instance's memory: each instance renders
// a page once after a change, and nothing of Next.js's internal entry format is stored outside it.
//
// Without REDIS_URL (one instance: npm start) this is a no-op. With Redis down, each instance keeps its
// own map and learns other instances' changes when Redis is back, or when its entries' revalidate time
// passes; a failed read costs at most timeoutMs, then Redis is skipped for retryMs.
import { createHash } from 'node:crypto';
import Redis from 'ioredis';
import { createRequire } from 'node:module';

// Required, not imported: Next.js's internals are CommonJS, and this must be the very map it reads.
const { tagsManifest } = createRequire(import.meta.url)(
  'next/dist/server/lib/incremental-cache/tags-manifest.external.js',
);

/** Tag events older than this are dropped from Redis (every cache life the store uses is shorter). */
const RETENTION_MS = 30 * 24 * 3600 * 1000;

/**
 * The Redis hash of the instances that share one database: several stores, or test clusters, may share
 * a Redis server. INVALIDATION_CHANNEL names it when set; otherwise it is derived from the database.
 */
export function sharedTagsKey(env = process.env) {
  if (env.INVALIDATION_CHANNEL) return `${env.INVALIDATION_CHANNEL}:tags`;
  let identity = `pglite:${env.PGLITE_DATA_DIR || '.data/pglite'}`;
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    identity = `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  }
  return `store:tags:${createHash('sha256').update(identity).digest('hex').slice(0, 12)}`;
}

const latest = (a, b) => (typeof a === 'number' ? (typeof b === 'number' ? Math.max(a, b) : a) : b);

/** Folds one tag's remote timestamps into the local map, keeping the later of each. */
function merge(tag, remote) {
  const local = tagsManifest.get(tag) ?? {};
  const next = { ...local };
  const stale = latest(local.stale, remote.stale);
  const expired = latest(local.expired, remote.expired);
  if (stale !== undefined) next.stale = stale;
  if (expired !== undefined) next.expired = expired;
  if (next.stale !== local.stale || next.expired !== local.expired) tagsManifest.set(tag, next);
}

/** What revalidateTag(tag, { expire: 0 }) writes into this process's manifest. */
function expireHere(tags) {
  const now = Date.now();
  for (const tag of tags) tagsManifest.set(tag, { ...tagsManifest.get(tag), stale: now, expired: now });
}

/**
 * @param {{ url?: string, key?: string, timeoutMs?: number, retryMs?: number, log?: (m: string) => void }} options
 */
export function createSharedTags(options = {}) {
  const { url, key = sharedTagsKey(), timeoutMs = 200, retryMs = 5000, log = console.error } = options;
  if (!url) {
    return {
      pull: async () => undefined,
      push: async () => undefined,
      expire: async (tags) => expireHere(tags),
      close: async () => undefined,
    };
  }

  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    commandTimeout: timeoutMs,
    retryStrategy: (times) => Math.min(times * 200, retryMs),
  });
  client.on('error', () => undefined);
  // The first command waits for the first connection (up to a second); later ones fail at once while
  // ioredis reconnects in the background.
  let connecting = client.connect().catch(() => undefined);
  let skipUntil = 0;
  let down = false;

  const failed = (what, error) => {
    skipUntil = Date.now() + retryMs;
    if (!down)
      log(`[cache] shared tags: ${what} failed (${error.message}); serving from this instance's tags`);
    down = true;
  };
  const usable = async () => {
    if (Date.now() < skipUntil) return false;
    if (connecting) {
      await Promise.race([connecting, new Promise((r) => setTimeout(r, 1000))]);
      connecting = undefined;
    }
    return true;
  };
  const recovered = () => {
    if (down) log('[cache] shared tags: Redis answers again');
    down = false;
  };

  return {
    /** Reads every instance's tag events into this process's manifest. */
    async pull() {
      if (!(await usable())) return;
      try {
        const all = await client.hgetall(key);
        recovered();
        const old = [];
        const cutoff = Date.now() - RETENTION_MS;
        for (const [tag, json] of Object.entries(all)) {
          const remote = JSON.parse(json);
          if (latest(remote.stale, remote.expired) < cutoff) old.push(tag);
          else merge(tag, remote);
        }
        if (old.length > 0) void client.hdel(key, ...old).catch(() => undefined);
      } catch (error) {
        failed('read', error);
      }
    },
    /** Writes these tags' events, as this process's manifest now has them, for the other instances. */
    async push(tags) {
      const fields = [];
      for (const tag of tags) {
        const entry = tagsManifest.get(tag);
        if (entry) fields.push(tag, JSON.stringify({ stale: entry.stale, expired: entry.expired }));
      }
      if (fields.length === 0 || !(await usable())) return;
      try {
        await client.hset(key, ...fields);
        recovered();
      } catch (error) {
        failed(`write of ${tags.join(' ')}`, error);
      }
    },
    /**
     * Expires these tags now, as revalidateTag(tag, { expire: 0 }) does, from anywhere: a route handler
     * after its transaction commits, or a clock outside any request (where revalidateTag throws).
     */
    async expire(tags) {
      expireHere(tags);
      await this.push(tags);
    },
    async close() {
      client.disconnect();
    },
  };
}

const shared = Symbol.for('store.sharedTags');

/**
 * The process's one instance: both handlers use it, and Next.js may load each handler module more than
 * once. The build (NEXT_PHASE) shares nothing: it must not need Redis, and an open socket would keep its
 * workers alive.
 */
export function sharedTags() {
  globalThis[shared] ??= createSharedTags({
    url: process.env.NEXT_PHASE === 'phase-production-build' ? undefined : process.env.REDIS_URL,
  });
  return globalThis[shared];
}
