import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Redis from 'ioredis';
import type {
  CachedRouteKind,
  IncrementalCacheKind,
  IncrementalCachedAppPageValue,
} from 'next/dist/server/response-cache/types';
import type { CacheFs } from 'next/dist/shared/lib/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisAnswers, redisTestUrl } from '@/test/redis';
import StoreIncrementalCache, { expiringBuildOutput, storedPageHeaders } from './incremental.mjs';
import { createSharedTags } from './shared-tags.mjs';
import { createStoreCacheHandler } from './use-cache.mjs';

// The handlers run here as Next.js runs them (the same modules, Next.js's own file-system and 'use cache'
// caches underneath), against a real Redis; the "other instance" is a second Node process.
const redisUrl = redisTestUrl;
const run = promisify(execFile);
const handlers = path.join(import.meta.dirname);
const sha256 = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;

const redisAvailable = await redisAnswers();
if (!redisAvailable) console.warn(`[handlers.test] no Redis at ${redisUrl}; skipping the shared-tag tests`);

const channel = `test:handlers:${randomUUID()}`;
const key = `${channel}:tags`;
const shared = Symbol.for('store.sharedTags');
const distDir = mkdtempSync(path.join(os.tmpdir(), 'store-cache-'));

/** Another instance of the store: a separate process that revalidates tags through the same modules. */
async function otherInstance(script: string) {
  const code = `
    const { default: StoreIncrementalCache } = await import(${JSON.stringify(path.join(handlers, 'incremental.mjs'))});
    const { createStoreCacheHandler } = await import(${JSON.stringify(path.join(handlers, 'use-cache.mjs'))});
    const { sharedTags } = await import(${JSON.stringify(path.join(handlers, 'shared-tags.mjs'))});
    ${script}
    await sharedTags().close();`;
  await run(process.execPath, ['--input-type=module', '-e', code], {
    cwd: process.cwd(),
    env: { ...process.env, REDIS_URL: redisUrl, INVALIDATION_CHANNEL: channel, NEXT_PHASE: '' },
    timeout: 20_000,
  });
}

const { nodeFs } = (await import('next/dist/server/lib/node-fs-methods.js')).default as { nodeFs: CacheFs };
/** A handler as Next.js makes one for each request. */
const pageCache = () =>
  new StoreIncrementalCache({
    fs: nodeFs,
    flushToDisk: false,
    serverDistDir: distDir,
    maxMemoryCacheSize: 8 * 1024 * 1024,
    revalidatedTags: [],
    _requestHeaders: {},
  });
const pageCtx = {
  kind: 'APP_PAGE' as IncrementalCacheKind.APP_PAGE,
  isRoutePPREnabled: false,
  isFallback: false,
} as const;

const bootstrap = 'self.__next_f=self.__next_f||[];self.__next_f.push([0])';
const payload = 'self.__next_f.push([1,"0:{\\"P\\":null}"])';
const jsonLd = '{"@context":"https://schema.org","@type":"Product","name":"Kurta"}';
const html =
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async></script></head><body>` +
  `<script type="application/ld+json">${jsonLd}</script><h1>Kurta</h1>` +
  `<script>${bootstrap}</script><script>${payload}</script></body></html>`;

function appPage(tags: string): IncrementalCachedAppPageValue {
  return {
    kind: 'APP_PAGE' as CachedRouteKind.APP_PAGE,
    html,
    rscData: Buffer.from('0:{"P":null}\n'),
    headers: { 'x-next-cache-tags': tags },
    postponed: undefined,
    status: 200,
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  };
}

const streamOf = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
const textOf = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

beforeAll(() => {
  (globalThis as Record<symbol, unknown>)[shared] = createSharedTags({
    url: redisAvailable ? redisUrl : undefined,
    key,
  });
});

afterAll(async () => {
  const tags = (globalThis as Record<symbol, { close(): Promise<void> }>)[shared];
  await tags?.close();
  delete (globalThis as Record<symbol, unknown>)[shared];
  if (redisAvailable) {
    const client = new Redis(redisUrl);
    await client.del(key);
    client.disconnect();
  }
  rmSync(distDir, { recursive: true, force: true });
});

describe('a page the incremental cache stores', () => {
  it('is answered with a script policy of its own inline scripts and its store tags, on every hit', async () => {
    const id = `/product/${randomUUID()}`;
    await pageCache().set(id, appPage(`_N_T_/layout,_N_T_${id},product:abc,listing`), {
      cacheControl: { revalidate: 3600, expire: 86_400 },
    });
    const hit = (await pageCache().get(id, pageCtx))?.value as IncrementalCachedAppPageValue;
    const headers = hit.headers as Record<string, string>;
    const policy = headers['content-security-policy']!;
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '))!;
    // Exactly this origin and the two inline scripts: no nonce, no 'strict-dynamic', no 'unsafe-inline',
    // and the JSON-LD block (data, not run) is not hashed.
    expect(scriptSrc.split(' ').sort()).toEqual(
      ['script-src', "'self'", sha256(bootstrap), sha256(payload)].sort(),
    );
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain(sha256(jsonLd));
    // The front cache is purged by the store's tags, not by Next.js's own path tags.
    expect(headers.xkey).toBe('product:abc listing');
    expect(headers['surrogate-key']).toBe('product:abc listing');
    // The rest of the entry is what Next.js stored.
    expect(hit.html).toBe(html);
    expect(hit.segmentData?.get('/_tree')?.toString()).toBe('tree');
  });

  it('is dated from when its render began: a render that read the catalogue before a change is not kept after it', async () => {
    const { expireTags } = await import('../tags');
    const tag = `product:${randomUUID()}`;
    const stored = (tags: string) => appPage(`_N_T_/layout,${tags}`);
    const cacheControl = { revalidate: 3600, expire: 86_400 };
    const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

    // A request looks the page up, misses and renders it; the owner's edit lands mid-render.
    const during = `/product/${randomUUID()}`;
    const handler = pageCache();
    expect(await handler.get(during, pageCtx)).toBeNull();
    await pause();
    await expireTags([tag]);
    await pause();
    await handler.set(during, stored(tag), { cacheControl });
    // The next request finds it older than the edit: a miss, so it renders the page again.
    expect(await pageCache().get(during, pageCtx)).toBeNull();

    // A render that began after the edit is kept.
    const after = `/product/${randomUUID()}`;
    const later = pageCache();
    await later.get(after, pageCtx);
    await later.set(after, stored(tag), { cacheControl });
    expect((await pageCache().get(after, pageCtx))?.value).toMatchObject({ kind: 'APP_PAGE' });
  });

  it('upgrades insecure requests only for an https site, and leaves a page without store tags untagged', () => {
    const headers = storedPageHeaders({ 'x-next-cache-tags': '_N_T_/about' }, html, { https: true });
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(headers.xkey).toBeUndefined();
    expect(storedPageHeaders({}, html)['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});

describe('what the build rendered (without the database)', () => {
  const started = Date.now();
  const entry = (kind: string, lastModified: number) => ({ lastModified, value: { kind } });

  it('is answered as expired, so the first request renders the page again before answering', () => {
    expect(expiringBuildOutput(entry('APP_PAGE', started - 60_000), started)?.lastModified).toBe(-1);
    // robots.txt and other route answers the build wrote (they may hold the build's SITE_URL).
    expect(expiringBuildOutput(entry('APP_ROUTE', started - 1), started)?.lastModified).toBe(-1);
  });

  it('leaves what this server stored since it started, and what is not a page', () => {
    const fresh = entry('APP_PAGE', started + 5);
    expect(expiringBuildOutput(fresh, started)).toBe(fresh);
    const fetched = entry('FETCH', started - 60_000);
    expect(expiringBuildOutput(fetched, started)).toBe(fetched);
    expect(expiringBuildOutput(null, started)).toBeNull();
  });

  it('a page this server stored after it started is served by the handler as stored, not expired', async () => {
    const id = `/about-${randomUUID()}`;
    await pageCache().set(id, appPage('_N_T_/layout'), {
      cacheControl: { revalidate: 3600, expire: 86_400 },
    });
    const stored = await pageCache().get(id, pageCtx);
    expect(stored?.lastModified).toBeGreaterThan(0);
  });
});

describe.skipIf(!redisAvailable)('a tag revalidated on another instance', () => {
  it('makes this instance render the page again on its next request', async () => {
    const id = `/product/${randomUUID()}`;
    const tag = `product:${randomUUID()}`;
    await pageCache().set(id, appPage(`_N_T_${id},${tag}`), {
      cacheControl: { revalidate: 3600, expire: 86_400 },
    });
    const other = `/product/${randomUUID()}`;
    await pageCache().set(other, appPage(`_N_T_${other},product:unrelated`), {
      cacheControl: { revalidate: 3600, expire: 86_400 },
    });
    expect(await pageCache().get(id, pageCtx)).not.toBeNull();

    await otherInstance(
      `await new StoreIncrementalCache({}).revalidateTag([${JSON.stringify(tag)}], { expire: 0 });`,
    );

    // A new request (a new handler) reads the other instance's revalidation before it serves.
    expect(await pageCache().get(id, pageCtx)).toBeNull();
    expect(await pageCache().get(other, pageCtx)).not.toBeNull();
  });

  it("expires this instance's 'use cache' entries with that tag", async () => {
    const cache = createStoreCacheHandler(1024 * 1024);
    const tag = `product:${randomUUID()}`;
    const entry = (value: string, tags: string[]) =>
      Promise.resolve({
        value: streamOf(value),
        tags,
        stale: 30,
        timestamp: Date.now(),
        expire: 86_400,
        revalidate: 3600,
      });
    await cache.set('product-read', entry('kurta at 999', [tag]));
    await cache.set('nav-read', entry('navigation', ['layout']));
    await cache.refreshTags();
    const before = await cache.get('product-read', []);
    expect(await textOf(before!.value)).toBe('kurta at 999');

    await otherInstance(`await createStoreCacheHandler(1024).updateTags([${JSON.stringify(tag)}]);`);

    await cache.refreshTags();
    expect(await cache.get('product-read', [])).toBeUndefined();
    expect(await cache.getExpiration([tag])).toBeGreaterThan(0);
    const untouched = await cache.get('nav-read', []);
    expect(await textOf(untouched!.value)).toBe('navigation');
  });
});

describe('with Redis unreachable', () => {
  it('serves from this instance, waits at most about a second once, and reports the outage once', async () => {
    const logs: string[] = [];
    const tags = createSharedTags({
      url: 'redis://127.0.0.1:1',
      key: `${channel}:down`,
      retryMs: 60_000,
      log: (m) => logs.push(m),
    });
    try {
      const started = performance.now();
      await tags.pull();
      await tags.push(['listing']);
      const first = performance.now() - started;
      await tags.pull();
      const second = performance.now() - started - first;
      expect(first).toBeLessThan(1500);
      expect(second).toBeLessThan(50);
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatch(/shared tags: read failed/);
    } finally {
      await tags.close();
    }
  });
});

describe('a change the store commits', () => {
  it("expires Next.js's stored pages with its tags, here and for the other instances", async () => {
    const { invalidateProducts } = await import('@/lib/page-cache');
    const productId = randomUUID().replaceAll('-', '').slice(0, 24);
    const id = `/product/${productId}`;
    const listed = `/shop/v/${randomUUID()}`;
    const about = `/about-${randomUUID()}`;
    const life = { cacheControl: { revalidate: 3600, expire: 86_400 } };
    await pageCache().set(id, appPage(`_N_T_${id},product:${productId}`), life);
    await pageCache().set(listed, appPage(`_N_T_${listed},listing`), life);
    await pageCache().set(about, appPage(`_N_T_${about},layout`), life);
    // An entry stored in the very millisecond of a change is not expired by it (as with revalidateTag).
    await new Promise((r) => setTimeout(r, 5));

    invalidateProducts([productId]);

    expect(await pageCache().get(id, pageCtx)).toBeNull();
    expect(await pageCache().get(listed, pageCtx)).toBeNull();
    expect(await pageCache().get(about, pageCtx)).not.toBeNull();
    if (redisAvailable) {
      // The write to Redis is not awaited by the change: wait for it.
      const client = new Redis(redisUrl);
      let stored: string | null = null;
      for (let i = 0; i < 100 && stored === null; i++) {
        stored = await client.hget(key, `product:${productId}`);
        if (stored === null) await new Promise((r) => setTimeout(r, 20));
      }
      client.disconnect();
      expect(JSON.parse(stored!).expired).toBeGreaterThan(Date.now() - 10_000);
    }
  });
});
