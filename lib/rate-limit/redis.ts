import Redis from 'ioredis';
import {
  resultFor,
  type RateLimiter,
  type RateLimitOptions,
  type RateLimitResult,
  type RateLimitWindow,
} from './types';

/** Opens a client that fails fast instead of queueing commands while Redis is down. */
export function openRedis(url: string): Redis {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 1000,
    commandTimeout: 500,
    // Keep trying in the background (up to every 5 s) so the limiter recovers when Redis comes back.
    retryStrategy: (times) => Math.min(times * 200, 5000),
  });
  // Connection errors surface as failed commands, which the fallback limiter reports once per outage;
  // without a listener ioredis would print every reconnect failure.
  client.on('error', () => undefined);
  return client;
}

/**
 * Fixed-window counters in Redis, shared by every app instance. One MULTI per attempt:
 * `SET key 0 PX window NX` starts a window only when none is running, INCR counts the attempt
 * (keeping the expiry), PTTL tells when the window ends.
 */
export class RedisRateLimiter implements RateLimiter {
  /** The first connection attempt, shared by the attempts that arrive while it runs; undefined once settled. */
  private firstConnection: Promise<void> | undefined;
  private firstConnectionSettled = false;

  constructor(
    private readonly client: Redis,
    private readonly prefix = 'rl:',
  ) {}

  /**
   * Waits briefly for the first connection only; after that a missing connection fails at once (the
   * caller falls back to memory) instead of holding every login while ioredis reconnects.
   */
  private async ready(): Promise<void> {
    const client = this.client;
    if (client.status === 'ready') return;
    if (this.firstConnectionSettled || client.status === 'end') {
      throw new Error(`Redis connection is ${client.status}`);
    }
    this.firstConnection ??= this.waitForFirstConnection().finally(() => {
      this.firstConnectionSettled = true;
    });
    await this.firstConnection;
  }

  private waitForFirstConnection(): Promise<void> {
    const client = this.client;
    // A failed connect is reported through the 'error' event awaited below.
    if (client.status === 'wait') client.connect().catch(() => undefined);
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => done(new Error('Redis did not connect within 1 s')), 1000);
      const onReady = () => done();
      const onError = (error: Error) => done(error);
      const done = (error?: Error) => {
        clearTimeout(timer);
        client.off('ready', onReady);
        client.off('error', onError);
        if (error) reject(error);
        else resolve();
      };
      client.once('ready', onReady);
      client.once('error', onError);
    });
  }

  async hit(key: string, options: RateLimitOptions): Promise<RateLimitResult> {
    await this.ready();
    const k = this.prefix + key;
    const replies = await this.client
      .multi()
      .set(k, '0', 'PX', options.windowMs, 'NX')
      .incr(k)
      .pttl(k)
      .exec();
    if (!replies) throw new Error('Redis transaction was aborted');
    for (const [error] of replies) if (error) throw error;
    const count = Number(replies[1]?.[1]);
    let ttl = Number(replies[2]?.[1]);
    if (!Number.isFinite(count)) throw new Error('Redis answered an unexpected counter value');
    if (!(ttl > 0)) {
      // A key without expiry (written by something else) would block forever: give it this window.
      await this.client.pexpire(k, options.windowMs);
      ttl = options.windowMs;
    }
    return resultFor(count, options, ttl);
  }

  async reset(key: string): Promise<void> {
    await this.ready();
    await this.client.del(this.prefix + key);
  }

  async peek(key: string): Promise<RateLimitWindow | null> {
    await this.ready();
    const k = this.prefix + key;
    const replies = await this.client.multi().get(k).pttl(k).exec();
    if (!replies) throw new Error('Redis transaction was aborted');
    for (const [error] of replies) if (error) throw error;
    const count = Number(replies[0]?.[1]);
    const ttl = Number(replies[1]?.[1]);
    if (!Number.isFinite(count) || !(ttl > 0)) return null;
    return { count, retryAfterMs: ttl };
  }
}
