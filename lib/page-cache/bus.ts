import { createHash, randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { invalidatePages, onInvalidate, type PageTag } from './index';
import type { FrontCachePurger } from './purge';

/**
 * Carries an invalidation from the instance where data changed to everyone who keeps a copy: the other
 * instances (their page cache, listing cache and facets memo, all keyed on the tag versions of
 * lib/page-cache) and the front cache. A change is published once; each instance drops its own copies;
 * then the instance where it happened purges the front cache, once.
 *
 * The purge waits until every other instance has said it dropped its copies (or ackTimeoutMs passed):
 * purged first, the front cache could refetch a page from an instance that has not heard of the change
 * yet and keep that stale copy for its whole s-maxage.
 */
export type InvalidationBus = {
  /** Tells the other instances, then purges the front cache; never rejects (failures are logged). */
  publish(tags: readonly PageTag[]): Promise<void>;
  close(): Promise<void>;
};

type Log = (message: string) => void;
type BusOptions = { purger?: FrontCachePurger; log?: Log };

async function purgeFront(options: BusOptions, tags: readonly PageTag[]): Promise<void> {
  if (!options.purger) return;
  try {
    await options.purger.purge(tags);
  } catch (error) {
    (options.log ?? console.error)(
      `[page-cache] front cache purge of ${tags.join(' ')} failed: ${(error as Error).message}`,
    );
  }
}

/** One instance: its caches already dropped the tags in invalidatePages; only the front cache is left. */
export function inProcessBus(options: BusOptions = {}): InvalidationBus {
  return {
    publish: (tags) => purgeFront(options, tags),
    close: async () => undefined,
  };
}

type Message = { id: string; origin: string; tags: PageTag[] };

export type RedisBusOptions = BusOptions & {
  url: string;
  /** Instances that share a database must share a channel: see invalidationChannel. */
  channel: string;
  instanceId?: string;
  /** Drops this instance's copies for tags changed elsewhere (default: the process's tag registry). */
  apply?: (tags: PageTag[]) => void;
  ackTimeoutMs?: number;
};

export type RedisBus = InvalidationBus & { instanceId: string };

type Pending = { acks: number; expected: number | null; done: () => void };

/**
 * The bus over Redis pub/sub. Messages are `{ id, origin, tags }` on `channel`; an instance ignores its
 * own, applies the others' and acknowledges on `<channel>:ack:<origin>`. A message missed while the
 * subscription was down cannot be replayed, so on reconnecting an instance drops every cached page and
 * listing (tags 'layout' and 'listing' are on all of them).
 */
export async function redisBus(options: RedisBusOptions): Promise<RedisBus> {
  const instanceId = options.instanceId ?? randomUUID();
  const log = options.log ?? ((m: string) => console.error(m));
  const apply = options.apply ?? ((tags: PageTag[]) => invalidatePages(tags, { broadcast: false }));
  const ackTimeoutMs = options.ackTimeoutMs ?? 1000;
  const ackChannel = (origin: string) => `${options.channel}:ack:${origin}`;
  const retryStrategy = (times: number) => Math.min(times * 200, 2000);
  const subscriber = new Redis(options.url, {
    connectTimeout: 1000,
    retryStrategy,
    // Named so an operator (or a test) can find this instance's subscription in CLIENT LIST.
    connectionName: `store-pages-${instanceId.slice(0, 8)}`,
  });
  const publisher = new Redis(options.url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 1000,
    commandTimeout: 1000,
    retryStrategy,
  });
  let down = false;
  const onError = (error: Error) => {
    if (!down) log(`[page-cache] Redis invalidation bus: ${error.message} (retrying)`);
    down = true;
  };
  subscriber.on('error', onError);
  publisher.on('error', onError);

  let subscribedBefore = false;
  subscriber.on('ready', () => {
    if (subscribedBefore) {
      log('[page-cache] Redis invalidation bus reconnected: dropping every cached page and listing');
      apply(['layout', 'listing']);
    }
    subscribedBefore = true;
    down = false;
  });

  const pending = new Map<string, Pending>();
  const settle = (id: string) => {
    const entry = pending.get(id);
    if (entry && entry.expected !== null && entry.acks >= entry.expected) entry.done();
  };
  subscriber.on('message', (channel: string, raw: string) => {
    if (channel !== options.channel) {
      const entry = pending.get(raw);
      if (entry) {
        entry.acks++;
        settle(raw);
      }
      return;
    }
    let message: Message;
    try {
      message = JSON.parse(raw) as Message;
    } catch {
      return;
    }
    if (message.origin === instanceId || !Array.isArray(message.tags)) return;
    apply(message.tags);
    publisher.publish(ackChannel(message.origin), message.id).catch(() => undefined);
  });

  try {
    await withTimeout(subscriber.subscribe(options.channel, ackChannel(instanceId)), 3000);
  } catch (error) {
    log(
      `[page-cache] could not subscribe to ${options.channel} yet (${(error as Error).message}); other instances' changes reach this one once Redis answers`,
    );
  }

  async function tellOthers(tags: readonly PageTag[]): Promise<void> {
    const id = randomUUID();
    let done!: () => void;
    const acknowledged = new Promise<void>((resolve) => (done = resolve));
    const entry: Pending = { acks: 0, expected: null, done };
    pending.set(id, entry);
    try {
      const message: Message = { id, origin: instanceId, tags: [...tags] };
      // PUBLISH answers how many subscribers got it: every instance, this one included.
      const receivers = await publisher.publish(options.channel, JSON.stringify(message));
      entry.expected = Math.max(0, receivers - 1);
      settle(id);
      if (options.purger) await withTimeout(acknowledged, ackTimeoutMs).catch(() => undefined);
    } catch (error) {
      log(`[page-cache] could not publish an invalidation of ${tags.join(' ')}: ${(error as Error).message}`);
    } finally {
      pending.delete(id);
    }
  }

  return {
    instanceId,
    async publish(tags) {
      if (tags.length === 0) return;
      await tellOthers(tags);
      await purgeFront(options, tags);
    },
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The channel of the instances that share one database (INVALIDATION_CHANNEL overrides it): several
 * stores, or test clusters, may share a Redis server, and pub/sub channels are server-wide.
 */
export function invalidationChannel(databaseUrl: string | undefined, pgliteDir: string): string {
  let identity = `pglite:${pgliteDir}`;
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    identity = `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  }
  return `store:pages:${createHash('sha256').update(identity).digest('hex').slice(0, 12)}`;
}

/** Sends every invalidation made in this process (invalidatePages) through the bus; returns the unhook. */
export function publishInvalidations(bus: InvalidationBus): () => void {
  return onInvalidate((tags) => void bus.publish(tags));
}
