import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Redis from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { redisAnswers, redisTestUrl } from '@/test/redis';
import { inProcessBus, invalidationChannel, publishInvalidations, redisBus, type RedisBus } from './bus';
import { invalidatePages, tagVersions, type PageTag } from './index';
import { VarnishPurger } from './purge';

// The Redis bus runs against a real Redis (REDIS_TEST_URL, default 127.0.0.1:6379); skipped, visibly, when none answers.
const redisUrl = redisTestUrl;

const redisAvailable = await redisAnswers();
if (!redisAvailable) console.warn(`[bus.test] no Redis at ${redisUrl}; skipping the Redis bus tests`);

type Event = { at: number; what: string };

/** A real HTTP server standing where Varnish would: it records every PURGE and its tags. */
async function purgeTarget(events: Event[]) {
  const server = http.createServer((req, res) => {
    events.push({ at: performance.now(), what: `${req.method} ${String(req.headers['xkey-purge'])}` });
    res.writeHead(200).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const until = async (check: () => boolean, ms = 3000) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  return check();
};

describe('invalidation in one process', () => {
  it('drops the tags in this process at once and purges the front cache once per change', async () => {
    const events: Event[] = [];
    const target = await purgeTarget(events);
    const bus = inProcessBus({ purger: new VarnishPurger(target.url) });
    const unhook = publishInvalidations(bus);
    try {
      const tag: PageTag = `product:${'c'.repeat(24)}`;
      const [before = 0] = tagVersions([tag]);
      invalidatePages([tag, 'listing']);
      expect(tagVersions([tag])).toEqual([before + 1]);
      expect(await until(() => events.length === 1)).toBe(true);
      expect(events[0]!.what).toBe(`PURGE ${tag} listing`);
      // A change heard from another instance is applied here, not purged again.
      invalidatePages(['layout'], { broadcast: false });
      await new Promise((r) => setTimeout(r, 100));
      expect(events).toHaveLength(1);
    } finally {
      unhook();
      await bus.close();
      await target.close();
    }
  });

  it('keeps instances on different databases on different channels', () => {
    const a = invalidationChannel('postgres://u:secret@db.internal:5432/store', '.data/pglite');
    expect(a).toBe(invalidationChannel('postgres://other:pw@db.internal:5432/store', '.data/pglite'));
    expect(a).not.toBe(invalidationChannel('postgres://u@db.internal:5432/staging', '.data/pglite'));
    expect(a).not.toContain('secret');
  });
});

describe.skipIf(!redisAvailable)('invalidation over Redis pub/sub', () => {
  const channel = `test:pages:${randomUUID()}`;
  const applied: Record<'a' | 'b' | 'c', Event[]> = { a: [], b: [], c: [] };
  const purges: Event[] = [];
  let target: Awaited<ReturnType<typeof purgeTarget>>;
  let buses: RedisBus[] = [];
  const busFor = async (name: 'a' | 'b' | 'c', purging: boolean) => {
    const bus = await redisBus({
      url: redisUrl,
      channel,
      apply: (tags) => applied[name].push({ at: performance.now(), what: tags.join(' ') }),
      purger: purging ? new VarnishPurger(target.url) : undefined,
      log: () => undefined,
    });
    buses.push(bus);
    return bus;
  };

  beforeAll(async () => {
    target = await purgeTarget(purges);
  });
  afterEach(async () => {
    await Promise.all(buses.map((b) => b.close()));
    buses = [];
    for (const list of Object.values(applied)) list.length = 0;
    purges.length = 0;
  });
  afterAll(async () => {
    await target.close();
  });

  it('reaches every other instance once, not its own, and purges the front cache after they dropped their copies', async () => {
    const a = await busFor('a', true);
    await busFor('b', true);
    await busFor('c', true);
    await a.publish(['product:abc', 'listing'] as PageTag[]);
    expect(applied.a).toEqual([]);
    expect(applied.b.map((e) => e.what)).toEqual(['product:abc listing']);
    expect(applied.c.map((e) => e.what)).toEqual(['product:abc listing']);
    expect(purges.map((e) => e.what)).toEqual(['PURGE product:abc listing']);
    // The purge comes only once both other instances dropped their copies.
    expect(purges[0]!.at).toBeGreaterThan(Math.max(applied.b[0]!.at, applied.c[0]!.at));
  });

  it('still purges (after its wait) when another instance does not answer, and never rejects', async () => {
    const a = await busFor('a', true);
    // A subscriber that never acknowledges, like a hung instance.
    const silent = new Redis(redisUrl);
    await silent.subscribe(channel);
    try {
      const started = performance.now();
      await a.publish(['layout']);
      expect(performance.now() - started).toBeGreaterThanOrEqual(900);
      expect(purges.map((e) => e.what)).toEqual(['PURGE layout']);
    } finally {
      silent.disconnect();
    }
  });

  it('drops every cached page and listing after its subscription was cut (a message may have been missed)', async () => {
    const b = await busFor('b', false);
    const admin = new Redis(redisUrl);
    try {
      const list = await admin.client('LIST');
      const name = `store-pages-${b.instanceId.slice(0, 8)}`;
      const id = /id=(\d+)[^\n]*name=(\S+)/g;
      const ids = [...String(list).matchAll(id)].filter((m) => m[2] === name).map((m) => m[1]);
      expect(ids).toHaveLength(1);
      await admin.client('KILL', 'ID', ids[0]!);
      expect(await until(() => applied.b.length > 0, 5000)).toBe(true);
      expect(applied.b[0]!.what).toBe('layout listing');
    } finally {
      admin.disconnect();
    }
  });
});
