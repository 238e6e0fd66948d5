import { afterAll, describe, expect, it } from 'vitest';
import { authSecret, startApp, type AppServer } from './support/app';
import { log } from './support/config';
import { storeEnv } from './support/database';
import { freshDatabase } from './support/fixtures';
import { clientNavigation, jsonOf, send, summarize } from './support/http';

/**
 * Issue 25: a cached catalogue page costs the database nothing, served by Next.js's own server
 * (`next start`, no page cache beside it). The server counts its queries (STORE_COUNT_QUERIES=1, read
 * from /api/health); a page asked for a second time must send none.
 */
let app: AppServer | undefined;
afterAll(async () => {
  await app?.stop();
});

/** Queries the server has sent so far, counting the one of /api/health itself. */
async function queriesSent(url: string): Promise<number> {
  const reply = await send(`${url}/api/health`);
  const queries = jsonOf(reply)?.queries;
  if (typeof queries !== 'number') throw new Error(`no query count: ${summarize('/api/health', reply)}`);
  return queries;
}

/** Queries one request for `path` costs. */
async function costOf(url: string, path: string, headers: Record<string, string> = {}) {
  const before = await queriesSent(url);
  const reply = await send(`${url}${path}`, { headers });
  expect(reply.status, summarize(path, reply)).toBe(200);
  if (headers.RSC) expect(reply.contentType, path).toContain('text/x-component');
  return (await queriesSent(url)) - before - 1;
}

/**
 * The fewest queries of three requests for `path`: the mail worker's pass (every 30 s) may land inside
 * one of them, and a page that does query queries on every try.
 */
async function queriesFor(url: string, path: string, headers: Record<string, string> = {}) {
  const costs: number[] = [];
  for (let i = 0; i < 3; i++) costs.push(await costOf(url, path, headers));
  return Math.min(...costs);
}

describe('a cached catalogue page sends no query (issue 25)', () => {
  it('serves /, /shop, a filtered /shop, a product page, its navigation payload and prefetches a second time with no query', async () => {
    const database = await freshDatabase('pglite', 'cache-queries');
    const env = storeEnv(database.target, database.dataDir, {
      AUTH_SECRET: authSecret(),
      STORE_COUNT_QUERIES: '1',
      // The clocks tick at start only, not inside a measurement.
      CLOCK_TICK_SECONDS: '3600',
    });
    app = await startApp(env, { label: 'cache-queries' });
    const { url } = app;
    // Next.js's own server prints what the owner reads at start (instrumentation.ts), as `npm start` did.
    expect(app.logs().join('\n')).toMatch(/\[payments\] live: cash on delivery/);
    const listed = jsonOf(await send(`${url}/api/product/list?limit=1`));
    const product = (listed?.products as { _id: string; category: string }[] | undefined)?.[0];
    expect(product).toBeTruthy();

    // The count moves: a search nobody asked for before queries the database.
    expect(await costOf(url, `/shop?q=shirt&n=${Date.now()}`)).toBeGreaterThan(0);

    const paths = [
      '/',
      '/shop',
      `/shop?category=${encodeURIComponent(product!.category)}`,
      `/product/${product!._id}`,
    ];
    const costs: Record<string, number> = {};
    for (const path of paths) {
      await send(`${url}${path}`); // the first request renders and fills the cache
      costs[path] = await queriesFor(url, path);
    }
    // A client navigation to the product (its payload) and the router's prefetch of its tree.
    const productPath = `/product/${product!._id}`;
    const payloads: Record<string, { path: string; headers: Record<string, string> }> = {
      navigation: await clientNavigation(productPath),
      'prefetch of the tree': await clientNavigation(productPath, { segment: '/_tree' }),
      'prefetch of the page': await clientNavigation(productPath, { segment: '/_full' }),
    };
    for (const [name, request] of Object.entries(payloads)) {
      await send(`${url}${request.path}`, { headers: request.headers });
      costs[name] = await queriesFor(url, request.path, request.headers);
    }
    // The listing is rendered in this server from its keyed path (patches/README.md): Next.js names the
    // rewrite relative. Spelt `http://localhost:<port>/…`, it was taken for another site and proxied over
    // HTTP back to this server.
    const listing = await fetch(`${url}/shop`);
    expect(listing.status).toBe(200);
    expect(listing.headers.get('x-middleware-rewrite')).toMatch(/^\/en\/shop\/v\/[^/]+$/);
    log(
      `queries of a cached request: ${Object.entries(costs)
        .map(([path, n]) => `${path} ${n}`)
        .join(', ')}`,
    );
    expect(costs).toEqual(Object.fromEntries([...paths, ...Object.keys(payloads)].map((p) => [p, 0])));
  });
});
