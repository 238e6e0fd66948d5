import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { redisAnswers, redisTestUrl } from '@/test/redis';
import { FallbackRateLimiter } from './fallback';
import { MemoryRateLimiter } from './memory';
import { openRedis, RedisRateLimiter } from './redis';

// Runs against a real Redis (REDIS_TEST_URL, default 127.0.0.1:6379); skipped, visibly, when none answers.
const url = redisTestUrl;

const available = await redisAnswers(url);
if (!available) console.warn(`[redis.test] no Redis at ${url}; skipping the Redis limiter tests`);

const prefix = `test:rl:${randomBytes(6).toString('hex')}:`;
const clients: Redis[] = [];
/** A client as the app opens it (fails fast, no offline queue). */
function client(target = url): Redis {
  const c = openRedis(target);
  clients.push(c);
  return c;
}

/** A plain client for looking at keys directly. */
function inspector(): Redis {
  const c = new Redis(url);
  clients.push(c);
  return c;
}

afterAll(async () => {
  if (available) {
    const cleaner = new Redis(url);
    const keys = await cleaner.keys(`${prefix}*`);
    if (keys.length > 0) await cleaner.del(...keys);
    cleaner.disconnect();
  }
  for (const c of clients) c.disconnect();
});

describe.skipIf(!available)('RedisRateLimiter', () => {
  it('allows `limit` attempts per window, then refuses with the time left', async () => {
    const limiter = new RedisRateLimiter(client(), prefix);
    const options = { limit: 3, windowMs: 60_000 };
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit('k1', options));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
    const last = results[3]!;
    expect(last.retryAfterMs).toBeGreaterThan(55_000);
    expect(last.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it('shares counts between instances (two clients, one key)', async () => {
    const a = new RedisRateLimiter(client(), prefix);
    const b = new RedisRateLimiter(client(), prefix);
    const options = { limit: 2, windowMs: 60_000 };
    await a.hit('shared', options);
    await b.hit('shared', options);
    expect((await a.hit('shared', options)).allowed).toBe(false);
  });

  it('keys expire with their window, and reset forgets a key', async () => {
    const redis = inspector();
    const limiter = new RedisRateLimiter(client(), prefix);
    const options = { limit: 1, windowMs: 150 };
    await limiter.hit('short', options);
    expect((await limiter.hit('short', options)).allowed).toBe(false);
    expect(await redis.pttl(`${prefix}short`)).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 250));
    expect((await limiter.hit('short', options)).allowed).toBe(true);
    await limiter.reset('short');
    expect(await redis.exists(`${prefix}short`)).toBe(0);
  });

  it('counts concurrent attempts exactly (atomic MULTI)', async () => {
    const limiter = new RedisRateLimiter(client(), prefix);
    const options = { limit: 10, windowMs: 60_000 };
    const results = await Promise.all(Array.from({ length: 25 }, () => limiter.hit('burst', options)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  it('repairs a key left without expiry so it cannot block forever', async () => {
    const redis = inspector();
    await redis.set(`${prefix}stuck`, '99');
    const limiter = new RedisRateLimiter(client(), prefix);
    const result = await limiter.hit('stuck', { limit: 5, windowMs: 60_000 });
    expect(result.allowed).toBe(false);
    expect(await redis.pttl(`${prefix}stuck`)).toBeGreaterThan(0);
  });
});

describe('RedisRateLimiter with Redis unreachable', () => {
  it('fails fast, and the fallback answers from memory and logs once', async () => {
    const log = vi.fn();
    const limiter = new FallbackRateLimiter(
      new RedisRateLimiter(client('redis://127.0.0.1:1'), prefix),
      new MemoryRateLimiter(),
      log,
    );
    const options = { limit: 2, windowMs: 60_000 };
    const started = Date.now();
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await limiter.hit('down', options));
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(results.map((r) => r.allowed)).toEqual([true, true, false]);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it.skipIf(!available)('fails at once after a working connection is lost', async () => {
    const redis = client();
    const limiter = new RedisRateLimiter(redis, prefix);
    await limiter.hit('lost', { limit: 5, windowMs: 60_000 });
    redis.disconnect();
    const started = Date.now();
    await expect(limiter.hit('lost', { limit: 5, windowMs: 60_000 })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(100);
  });
});

describe.skipIf(!available)('rateLimit with REDIS_URL set', () => {
  it('counts in Redis, shared by every instance', async () => {
    vi.stubEnv('REDIS_URL', url);
    vi.resetModules();
    const limits = await import('./index');
    try {
      limits.closeRateLimiter();
      const key = `${prefix}env`;
      const options = { limit: 2, windowMs: 60_000 };
      expect((await limits.rateLimit(key, options)).allowed).toBe(true);
      expect(await inspector().get(`rl:${key}`)).toBe('1');
      // Another process would see the same counter: simulate it by counting on a second client.
      await new RedisRateLimiter(client(), 'rl:').hit(key, options);
      expect((await limits.rateLimit(key, options)).allowed).toBe(false);
      await inspector().del(`rl:${key}`);
    } finally {
      limits.closeRateLimiter();
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
