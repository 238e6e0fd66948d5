import type Redis from 'ioredis';
import { env } from '@/lib/env';
import { FallbackRateLimiter } from './fallback';
import { MemoryRateLimiter } from './memory';
import { openRedis, RedisRateLimiter } from './redis';
import type { RateLimiter, RateLimitOptions, RateLimitResult } from './types';

type LimiterState = { limiter: RateLimiter; memory: MemoryRateLimiter; redis?: Redis };

// Kept on globalThis so dev hot reloads and separate route bundles share one set of counters.
const globalForLimiter = globalThis as typeof globalThis & { __storeRateLimiter?: LimiterState };

function createLimiter(): LimiterState {
  const memory = new MemoryRateLimiter();
  if (!env.REDIS_URL) return { limiter: memory, memory };
  const redis = openRedis(env.REDIS_URL);
  return { limiter: new FallbackRateLimiter(new RedisRateLimiter(redis), memory), memory, redis };
}

function state(): LimiterState {
  globalForLimiter.__storeRateLimiter ??= createLimiter();
  return globalForLimiter.__storeRateLimiter;
}

/** The process-wide limiter: Redis (with a memory fallback) when REDIS_URL is set, memory otherwise. */
export function getRateLimiter(): RateLimiter {
  return state().limiter;
}

/** Replaces the process-wide limiter (tests); undefined goes back to the default on next use. */
export function setRateLimiter(limiter: RateLimiter | undefined): void {
  globalForLimiter.__storeRateLimiter = limiter
    ? { limiter, memory: limiter instanceof MemoryRateLimiter ? limiter : new MemoryRateLimiter() }
    : undefined;
}

/** Closes the Redis connection, if any, so a script can exit; the next use starts afresh. */
export function closeRateLimiter(): void {
  globalForLimiter.__storeRateLimiter?.redis?.disconnect();
  globalForLimiter.__storeRateLimiter = undefined;
}

/** Forgets every in-memory count (tests call this between cases). */
export function resetRateLimits(): void {
  state().memory.clear();
}

const unlimited = (options: RateLimitOptions): RateLimitResult => ({
  allowed: true,
  count: 0,
  limit: options.limit,
  remaining: options.limit,
  retryAfterMs: 0,
});

/** Counts one attempt for `key` (e.g. `login:email:a@b.in`); honours RATE_LIMIT_DISABLED (load tests). */
export async function rateLimit(key: string, options: RateLimitOptions): Promise<RateLimitResult> {
  if (env.RATE_LIMIT_DISABLED) return unlimited(options);
  return getRateLimiter().hit(key, options);
}

/** The key's running window without counting an attempt (null when none, or when limits are off). */
export async function peekRateLimit(key: string) {
  if (env.RATE_LIMIT_DISABLED) return null;
  return getRateLimiter().peek(key);
}

/** Forgets one key's attempts (e.g. the e-mail's failed logins once the right password is given). */
export async function clearRateLimit(key: string): Promise<void> {
  await getRateLimiter().reset(key);
}

export type RateLimitRule = RateLimitOptions & { key: string };

/**
 * Counts one attempt against every rule and returns the blocking result with the longest wait, or
 * null when all rules allow it.
 */
export async function checkRateLimits(rules: readonly RateLimitRule[]): Promise<RateLimitResult | null> {
  const results = await Promise.all(rules.map((rule) => rateLimit(rule.key, rule)));
  let blocked: RateLimitResult | null = null;
  for (const result of results) {
    if (!result.allowed && (!blocked || result.retryAfterMs > blocked.retryAfterMs)) blocked = result;
  }
  return blocked;
}
