import { afterEach, describe, expect, it, vi } from 'vitest';
import { delayAfter } from './failures';
import {
  checkFailureLimits,
  checkRateLimits,
  clientIp,
  forgetFailures,
  recordFailure,
  resolveClientIp,
  FallbackRateLimiter,
  MemoryRateLimiter,
  rateLimit,
  rateLimitedResponse,
  resetRateLimits,
  setRateLimiter,
  tooManyAttemptsMessage,
  type RateLimiter,
} from './index';

const window = { limit: 3, windowMs: 60_000 };

describe('MemoryRateLimiter', () => {
  it('allows `limit` attempts per window, then refuses with the time left', async () => {
    let now = 1_000_000;
    const limiter = new MemoryRateLimiter({ now: () => now });
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit('k', window));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
    now += 20_000;
    const blocked = await limiter.hit('k', window);
    expect(blocked.allowed).toBe(false);
    expect(blocked.retryAfterMs).toBe(40_000);
  });

  it('starts a new window once the old one has passed, and keeps keys apart', async () => {
    let now = 0;
    const limiter = new MemoryRateLimiter({ now: () => now });
    for (let i = 0; i < 4; i++) await limiter.hit('a', window);
    expect((await limiter.hit('b', window)).allowed).toBe(true);
    now = 60_000;
    const fresh = await limiter.hit('a', window);
    expect(fresh).toMatchObject({ allowed: true, remaining: 2, retryAfterMs: 60_000 });
  });

  it('keeps blocked keys over unblocked ones when it must make room', async () => {
    const limiter = new MemoryRateLimiter({ maxKeys: 50 });
    for (let i = 0; i < 4; i++) await limiter.hit('victim', window);
    for (let i = 0; i < 500; i++) await limiter.hit(`flood-${i}`, window);
    expect(limiter.size).toBeLessThanOrEqual(50);
    expect((await limiter.hit('victim', window)).allowed).toBe(false);
  });

  it('reset forgets one key; clear forgets all', async () => {
    const limiter = new MemoryRateLimiter();
    for (let i = 0; i < 4; i++) {
      await limiter.hit('a', window);
      await limiter.hit('b', window);
    }
    await limiter.reset('a');
    expect((await limiter.hit('a', window)).allowed).toBe(true);
    expect((await limiter.hit('b', window)).allowed).toBe(false);
    limiter.clear();
    expect(limiter.size).toBe(0);
  });

  it('never holds more than maxKeys entries: expired ones go first, then the oldest', async () => {
    let now = 0;
    const limiter = new MemoryRateLimiter({ maxKeys: 100, now: () => now });
    for (let i = 0; i < 100; i++) await limiter.hit(`old-${i}`, { limit: 1, windowMs: 10 });
    now = 1_000;
    for (let i = 0; i < 1_000; i++) {
      await limiter.hit(`new-${i}`, window);
      expect(limiter.size).toBeLessThanOrEqual(100);
    }
    // The newest keys survive with their counts.
    expect((await limiter.hit('new-999', window)).remaining).toBe(1);
  });
});

describe('FallbackRateLimiter', () => {
  const failing: RateLimiter = {
    hit: () => Promise.reject(new Error('connect ECONNREFUSED')),
    reset: () => Promise.reject(new Error('connect ECONNREFUSED')),
    peek: () => Promise.reject(new Error('connect ECONNREFUSED')),
  };

  it('counts in memory while the primary fails, and logs once per outage', async () => {
    const log = vi.fn();
    const limiter = new FallbackRateLimiter(failing, new MemoryRateLimiter(), log);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit('k', window));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    await limiter.reset('k');
    expect((await limiter.hit('k', window)).allowed).toBe(true);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/Redis unavailable/);
    expect(limiter.usingFallback).toBe(true);
  });

  it('goes back to the primary when it recovers, and says so', async () => {
    const log = vi.fn();
    let down = true;
    const memory = new MemoryRateLimiter();
    const primary: RateLimiter = {
      hit: (key, options) =>
        down ? Promise.reject(new Error('down')) : new MemoryRateLimiter().hit(key, options),
      reset: async () => undefined,
      peek: async () => null,
    };
    const limiter = new FallbackRateLimiter(primary, memory, log);
    await limiter.hit('k', window);
    down = false;
    await limiter.hit('k', window);
    expect(limiter.usingFallback).toBe(false);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[1]?.[0]).toMatch(/reachable again/);
  });
});

describe('rateLimit and checkRateLimits', () => {
  afterEach(() => setRateLimiter(undefined));

  it('count against the process-wide limiter, which tests can reset', async () => {
    setRateLimiter(new MemoryRateLimiter());
    for (let i = 0; i < 3; i++) expect((await rateLimit('generic', window)).allowed).toBe(true);
    expect((await rateLimit('generic', window)).allowed).toBe(false);
    resetRateLimits();
    expect((await rateLimit('generic', window)).allowed).toBe(true);
  });

  it('checkRateLimits reports the blocking rule with the longest wait, or null', async () => {
    setRateLimiter(new MemoryRateLimiter());
    const rules = [
      { key: 'short', limit: 1, windowMs: 1_000 },
      { key: 'long', limit: 1, windowMs: 60_000 },
    ];
    expect(await checkRateLimits(rules)).toBeNull();
    const blocked = await checkRateLimits(rules);
    expect(blocked?.allowed).toBe(false);
    expect(blocked?.retryAfterMs).toBeGreaterThan(1_000);
  });
});

describe('RATE_LIMIT_DISABLED', () => {
  it('lets every attempt through (load tests)', async () => {
    vi.stubEnv('RATE_LIMIT_DISABLED', '1');
    vi.resetModules();
    const limits = await import('./index');
    try {
      limits.setRateLimiter(new limits.MemoryRateLimiter());
      for (let i = 0; i < 50; i++) expect((await limits.rateLimit('disabled', window)).allowed).toBe(true);
      expect(await limits.checkRateLimits([{ key: 'disabled', ...window }])).toBeNull();
    } finally {
      limits.setRateLimiter(undefined);
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});

describe('answers', () => {
  it('word the wait in whole minutes, rounded up', () => {
    expect(tooManyAttemptsMessage(1)).toBe('Too many attempts. Please try again in 1 minute.');
    expect(tooManyAttemptsMessage(60_000)).toBe('Too many attempts. Please try again in 1 minute.');
    expect(tooManyAttemptsMessage(60_001)).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(tooManyAttemptsMessage(15 * 60_000)).toBe('Too many attempts. Please try again in 15 minutes.');
  });

  it('answer 429 JSON with Retry-After in seconds', async () => {
    const res = rateLimitedResponse({
      allowed: false,
      count: 11,
      limit: 10,
      remaining: 0,
      retryAfterMs: 90_500,
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('91');
    expect(await res.json()).toEqual({
      success: false,
      message: 'Too many attempts. Please try again in 2 minutes.',
    });
  });
});

describe('clientIp (TRUST_PROXY)', () => {
  const req = (headers: Record<string, string>) => new Request('http://localhost/', { headers });
  // The front door (lib/http/front-door.ts) appends the TCP peer to X-Forwarded-For: its last entry is always the real peer.
  const chain = '198.51.100.66, 203.0.113.7, 10.0.0.2';

  it('off (the default): the peer, whatever the client wrote before it', () => {
    expect(clientIp(req({ 'x-forwarded-for': chain }), { mode: 'off' })).toBe('10.0.0.2');
    expect(resolveClientIp('1.2.3.4, 5.6.7.8, 127.0.0.1', { mode: 'off' })).toBe('127.0.0.1');
    expect(clientIp(req({ 'x-real-ip': '198.51.100.4' }), { mode: 'off' })).toBe('local');
    expect(clientIp(req({ 'x-forwarded-for': '' }), { mode: 'off' })).toBe('local');
    expect(clientIp(req({}), { mode: 'off' })).toBe('local');
  });

  it('a hop count: the entry that many places left of the peer, never past the first', () => {
    expect(resolveClientIp(chain, { mode: 'hops', hops: 1 })).toBe('203.0.113.7');
    expect(resolveClientIp(chain, { mode: 'hops', hops: 2 })).toBe('198.51.100.66');
    expect(resolveClientIp(chain, { mode: 'hops', hops: 5 })).toBe('198.51.100.66');
  });

  it('a list of proxies: skips trusted entries from the right, so a forged entry further left is ignored', () => {
    const trust = { mode: 'list', entries: ['10.0.0.0/8', 'loopback'] } as const;
    expect(resolveClientIp(chain, trust)).toBe('203.0.113.7');
    expect(resolveClientIp('203.0.113.7, 10.1.2.3, 127.0.0.1', trust)).toBe('203.0.113.7');
    expect(resolveClientIp('203.0.113.9', trust)).toBe('203.0.113.9');
    expect(resolveClientIp('::ffff:203.0.113.8, ::1', { mode: 'list', entries: ['loopback'] })).toBe(
      '203.0.113.8',
    );
    expect(resolveClientIp('2001:db8::1, fd00::5', { mode: 'list', entries: ['private'] })).toBe(
      '2001:db8::1',
    );
  });

  it('rotating a forged X-Forwarded-For never changes the address when no proxy is trusted', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 50; i++) seen.add(resolveClientIp(`203.0.113.${i}, 192.0.2.1`, { mode: 'off' }));
    expect([...seen]).toEqual(['192.0.2.1']);
  });
});

describe('failure streaks with growing delays', () => {
  afterEach(() => setRateLimiter(undefined));
  const rule = { key: 'guess', free: 3, baseDelayMs: 1_000, maxDelayMs: 8_000, forgetMs: 60_000 };

  it('delayAfter: nothing before the free failures are used up, then doubling up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => delayAfter(rule, n))).toEqual([
      0, 0, 1000, 2000, 4000, 8000, 8000,
    ]);
  });

  it('only failures count, a wait ends on its own, and the next failure waits longer', async () => {
    let now = 1_000_000;
    setRateLimiter(new MemoryRateLimiter({ now: () => now }));
    for (let i = 0; i < 2; i++) await recordFailure([rule]);
    expect(await checkFailureLimits([rule])).toBeNull();
    await recordFailure([rule]);
    expect(await checkFailureLimits([rule])).toMatchObject({ allowed: false, retryAfterMs: 1_000 });
    now += 1_001;
    expect(await checkFailureLimits([rule])).toBeNull();
    await recordFailure([rule]);
    expect(await checkFailureLimits([rule])).toMatchObject({ retryAfterMs: 2_000 });
    await forgetFailures([rule]);
    expect(await checkFailureLimits([rule])).toBeNull();
    // The streak is forgotten a while after it began.
    for (let i = 0; i < 2; i++) await recordFailure([rule]);
    now += 60_001;
    await recordFailure([rule]);
    expect(await checkFailureLimits([rule])).toBeNull();
  });
});
