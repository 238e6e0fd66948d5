import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { authSecret, startApp } from './support/app';
import { auditOrders, readAllStock } from './support/audit';
import {
  clusterUnavailableReason,
  startCluster,
  stopAll,
  type Cluster,
  type Stoppable,
} from './support/cluster';
import { deliveryFeePaiseFor, STORE_POLICY } from '@/lib/store-policy';
import { DELIVERY_FEE_RUPEES, log, sleep } from './support/config';
import { runStoreScript, storeEnv, withSql, type DbTarget, type Env } from './support/database';
import { freshDatabase, requirePostgres, type FreshDatabase } from './support/fixtures';
import { clientNavigation, jsonOf, send, summarize, type Reply } from './support/http';
import {
  draftOrder,
  fetchCatalogue,
  registerShoppers,
  seededRandom,
  stockTrackedProducts,
  submitOrder,
  type CatalogueProduct,
  type SentOrder,
  type Shopper,
} from './support/shop';

/**
 * Issue 15, point 5: two app instances sharing PostgreSQL and Redis behind Varnish, as `npm run cluster`
 * runs them. Changes made through one instance must reach the other and the front cache within 2 s; a
 * shopper's session and rate limits are shared; a killed instance costs no page once the probe noticed;
 * nothing of a shopper's own is ever served from the front cache to anybody else. Issue 25, point 5: the
 * hold and offer clocks run on one instance at a time, and pass to another when their holder dies.
 */
const FRESH_WITHIN_MS = 2000;
/** The hold and offer clocks tick every second here (a minute by default), so a takeover is seen in seconds. */
const TICK_MS = 1000;
const ADMIN = { email: 'cluster-owner@example.in', password: 'Cluster-owner-123' };

const unavailable = clusterUnavailableReason();
function requireCluster(ctx: TestContext): void {
  requirePostgres(ctx);
  if (unavailable) {
    log(`SKIPPED "${ctx.task.name}": ${unavailable}`);
    ctx.skip(unavailable);
  }
}

/**
 * Polls `url` from now on until `fresh` holds for its body. Returns `ms`: when the first request that got
 * a fresh answer was sent, counted from now, or null when none did within `withinMs`. On a loaded
 * machine one render can take seconds; what is measured is how soon the caches stopped serving the old
 * page, not how fast a page renders.
 */
async function freshWithin(
  url: string,
  fresh: (body: string) => boolean,
  withinMs: number,
  headers: Record<string, string> = {},
) {
  const started = performance.now();
  let last: Reply | undefined;
  for (;;) {
    const sentAt = performance.now() - started;
    if (sentAt > withinMs) return { ms: null, last };
    last = await send(url, { headers });
    if (last.status === 200 && fresh(last.text)) return { ms: sentAt, last };
    await sleep(20);
  }
}

type Lease = { name: string; pid: number | null; expiresAt: number };

/** The hold and offer clocks' leases: which server process holds each (its pid) and until when. */
async function clockLeases(target: DbTarget): Promise<Lease[]> {
  const rows = await withSql(target, (sql) =>
    sql<{ name: string; holder: string; expires_at: Date }>(
      `select name, holder, expires_at from clock_leases where name in ('holds', 'offers') order by name`,
    ),
  );
  // A holder is "<host>:<pid>:<random>" (lib/db/clock-lease.ts THIS_INSTANCE).
  return rows.map((r) => ({
    name: r.name,
    pid: Number(/:(\d+):[0-9a-f]+$/.exec(r.holder)?.[1]) || null,
    expiresAt: new Date(r.expires_at).getTime(),
  }));
}

async function signIn(baseUrl: string, email: string, password: string) {
  const reply = await send(`${baseUrl}/api/user/login`, { json: { email, password } });
  const body = jsonOf(reply);
  if (reply.status !== 200 || typeof body?.token !== 'string')
    throw new Error(`could not sign in ${email}: ${summarize('/api/user/login', reply)}`);
  return { token: body.token, cookie: reply.headers.get('set-cookie') ?? '' };
}

describe('cluster: two instances behind Varnish, sharing PostgreSQL and Redis', () => {
  let database: FreshDatabase | undefined;
  let target: DbTarget;
  let cluster: Cluster | undefined;
  let adminToken = '';
  let shoppers: Shopper[] = [];
  let catalogue: CatalogueProduct[] = [];
  let env: Env = {};
  // Whatever has started, even if beforeAll timed out half-way (its promise keeps running).
  const started: Stoppable[] = [];

  beforeAll(async () => {
    if (unavailable) return;
    database = await freshDatabase('postgres', 'cluster').catch(() => undefined);
    if (!database) return;
    target = database.target;
    env = storeEnv(target, database.dataDir, {
      AUTH_SECRET: authSecret(),
      // Rate limits stay on: counting them across instances is one of the things tested.
      RATE_LIMIT_DISABLED: '',
      PAGE_CACHE_SECONDS: '60',
      CLOCK_TICK_SECONDS: String(TICK_MS / 1000),
    });
    await runStoreScript(
      ['scripts/admin-create.ts', '--email', ADMIN.email, '--password', ADMIN.password],
      env,
    );
    log('cluster: store owner account created');
    cluster = await startCluster(env, 'cluster', started);
    adminToken = (await signIn(cluster.a.url, ADMIN.email, ADMIN.password)).token;
    shoppers = await registerShoppers(cluster.a.url, 4, 'cluster');
    catalogue = await fetchCatalogue(cluster.a.url);
    log('cluster: admin signed in, 4 shoppers registered, catalogue read');
  }, 600_000);

  afterAll(async () => {
    await stopAll(started);
    await database?.drop();
  });

  it('shows an admin price change made through A through the front cache and on B within 2 s, in the page and in its client navigation payloads', async (ctx) => {
    requireCluster(ctx);
    const { a, b, front } = cluster!;
    const product = stockTrackedProducts(catalogue, 5)[0]!;
    const page = `/product/${product.id}`;
    // Both copies are warm: the front cache and B's own cache (Next.js's) hold the page.
    for (const base of [front, front, b.url, b.url]) expect((await send(base + page)).status).toBe(200);
    expect((await send(front + page)).headers.get('x-cache')).toBe('HIT');
    expect((await send(b.url + page)).headers.get('x-nextjs-cache')).toBe('HIT');
    // The router's prefetch of the whole page is kept by the front cache too (a client navigation's
    // payload is rendered per request from Next.js's cache: 0 queries, test/resilience/cache-queries).
    const prefetch = await clientNavigation(page, { segment: '/_full' });
    const navigation = await clientNavigation(page);
    for (const request of [prefetch, navigation])
      expect((await send(front + request.path, { headers: request.headers })).status).toBe(200);
    const prefetched = await send(front + prefetch.path, { headers: prefetch.headers });
    expect(prefetched.contentType).toContain('text/x-component');
    expect(prefetched.headers.get('x-cache'), 'the prefetch through the front cache').toBe('HIT');

    const price = 7777 + Math.floor(Math.random() * 1000);
    const edit = await send(`${a.url}/api/admin/products/${product.id}`, {
      method: 'PATCH',
      token: adminToken,
      json: { regularPrice: price, salePrice: null },
    });
    expect(edit.status, summarize('PATCH product', edit)).toBe(200);
    const shows = (body: string) => body.includes(`"price":"${price}.00"`);
    // In a payload the price is a string of the product's props, as in the page's JSON-LD.
    const showsInPayload = (body: string) =>
      body.includes(`"${price}.00"`) || body.includes(`"price":${price}`);
    const [viaFront, viaB, prefetchViaFront, navigationOnB] = await Promise.all([
      freshWithin(front + page, shows, FRESH_WITHIN_MS),
      freshWithin(b.url + page, shows, FRESH_WITHIN_MS),
      freshWithin(front + prefetch.path, showsInPayload, FRESH_WITHIN_MS, prefetch.headers),
      freshWithin(b.url + navigation.path, showsInPayload, FRESH_WITHIN_MS, navigation.headers),
    ]);
    log(
      `price change through A: fresh through Varnish after ${viaFront.ms?.toFixed(0)} ms, on B after ${viaB.ms?.toFixed(0)} ms; its prefetch through Varnish after ${prefetchViaFront.ms?.toFixed(0)} ms, its navigation payload on B after ${navigationOnB.ms?.toFixed(0)} ms`,
    );
    expect(viaFront.ms, 'through the front cache').not.toBeNull();
    expect(viaB.ms, 'on instance B').not.toBeNull();
    expect(prefetchViaFront.ms, 'the prefetch through the front cache').not.toBeNull();
    expect(navigationOnB.ms, 'the navigation payload on instance B').not.toBeNull();
  });

  it('serves a product image as AVIF or WebP by what the browser accepts, from one cached copy of each', async (ctx) => {
    requireCluster(ctx);
    const { front } = cluster!;
    const list = await send(`${front}/api/product/list?limit=1&sort=featured`);
    const image = new URL(
      (JSON.parse(list.text) as { products: Array<{ image: string[] }> }).products[0]!.image[0]!,
    ).pathname;
    expect(image).toMatch(/^\/media\/.+\.webp$/);
    const accepts = {
      chrome: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8',
      firefox: 'image/avif,image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5',
      older: 'image/webp,*/*',
    };
    const get = (accept: string) => send(front + image, { headers: { accept } });
    const chrome = [await get(accepts.chrome), await get(accepts.chrome)];
    expect(chrome.map((r) => r.contentType)).toEqual(['image/avif', 'image/avif']);
    expect(chrome[1]!.headers.get('x-cache')).toBe('HIT');
    // Another browser's Accept string that takes AVIF shares that copy.
    const firefox = await get(accepts.firefox);
    expect([firefox.contentType, firefox.headers.get('x-cache')]).toEqual(['image/avif', 'HIT']);
    const older = [await get(accepts.older), await get(accepts.older)];
    expect(older.map((r) => r.contentType)).toEqual(['image/webp', 'image/webp']);
    expect(older[1]!.headers.get('x-cache')).toBe('HIT');
  });

  it('shows "out of stock" through the front cache within 2 s after B sells the last unit, and refuses the next order', async (ctx) => {
    requireCluster(ctx);
    const { a, b, front } = cluster!;
    const product = stockTrackedProducts(catalogue, 5)[1]!;
    const page = `/product/${product.id}`;
    const setStock = await send(`${a.url}/api/admin/products/${product.id}`, {
      method: 'PATCH',
      token: adminToken,
      json: { stock: 1 },
    });
    expect(setStock.status, summarize('PATCH stock', setStock)).toBe(200);
    const inStock = await freshWithin(front + page, (body) => body.includes('Only 1 left'), FRESH_WITHIN_MS);
    expect(inStock.ms, 'one unit left, through the front cache').not.toBeNull();
    expect((await send(front + page)).headers.get('x-cache')).toBe('HIT');

    const [first, second] = shoppers;
    const oneUnit = (shopper: Shopper, seed: number) => {
      const order = draftOrder(shopper, [product], seededRandom(seed));
      order.lines = order.lines.map((l) => ({ ...l, quantity: 1 }));
      order.amountPaise =
        product.pricePaise +
        deliveryFeePaiseFor(
          product.pricePaise,
          DELIVERY_FEE_RUPEES * 100,
          STORE_POLICY.freeShippingThresholdRupees,
        );
      return order;
    };
    const sold = await submitOrder(b.url, oneUnit(first!, 1));
    expect(sold.status, summarize('order through B', sold)).toBe(200);

    const outOfStock = (body: string) =>
      body.includes('https://schema.org/OutOfStock') && body.includes('Out of stock');
    const viaFront = await freshWithin(front + page, outOfStock, FRESH_WITHIN_MS);
    log(`last unit sold through B: "out of stock" through Varnish after ${viaFront.ms?.toFixed(0)} ms`);
    expect(viaFront.ms, 'out of stock through the front cache').not.toBeNull();

    const late = oneUnit(second!, 2);
    const refused = await submitOrder(front, late);
    expect(refused.status, summarize('second order', refused)).toBe(409);
    expect(late.outcome).toBe('refused');
  });

  it('keeps a shopper signed in through A signed in on B (same token, same cookie)', async (ctx) => {
    requireCluster(ctx);
    const { a, b } = cluster!;
    const shopper = shoppers[2]!;
    const session = await signIn(a.url, shopper.email, 'shop-safely-123');
    const cookie = session.cookie.split(';')[0]!;
    expect(cookie).toMatch(/^token=/);
    const ways: Record<string, string>[] = [{ cookie }, { token: session.token }];
    for (const headers of ways) {
      const info = await send(`${b.url}/api/user/info`, { headers });
      const user = jsonOf(info)?.user as { email?: string } | undefined;
      expect(info.status, summarize('/api/user/info on B', info)).toBe(200);
      expect(user?.email).toBe(shopper.email);
    }
  });

  it('never serves a signed-in shopper’s cart, orders or account pages (or their data) from the front cache to anyone else', async (ctx) => {
    requireCluster(ctx);
    const { front } = cluster!;
    const [owner, other] = shoppers;
    const mine = await signIn(front, owner!.email, 'shop-safely-123');
    const theirs = await signIn(front, other!.email, 'shop-safely-123');
    const cookieOf = (s: { cookie: string }) => s.cookie.split(';')[0]!;
    type Call = { path: string; method: 'GET' | 'POST'; personal: boolean };
    const calls: Call[] = [
      ...['/cart', '/orders', '/profile', '/wishlist', '/place-order', '/api/user/info'].map(
        (path): Call => ({ path, method: 'GET', personal: true }),
      ),
      { path: '/api/cart/get', method: 'POST', personal: true },
      { path: '/api/order/userorders', method: 'POST', personal: true },
      ...['/', '/shop', `/product/${catalogue[0]!.id}`].map((path): Call => ({
        path,
        method: 'GET',
        personal: false,
      })),
    ];
    const call = (path: string, method: 'GET' | 'POST', who: Record<string, string>) =>
      send(front + path, { method, headers: who, json: method === 'POST' ? {} : undefined });
    for (const { path, method, personal } of calls) {
      // The owner twice (a second request could be a hit of the first), by cookie and by token header.
      const asOwner = [
        await call(path, method, { cookie: cookieOf(mine) }),
        await call(path, method, { cookie: cookieOf(mine) }),
        await call(path, method, { token: mine.token }),
      ];
      for (const reply of personal ? asOwner : []) {
        expect(reply.status, summarize(path, reply)).toBeLessThan(500);
        if (path.startsWith('/api/')) {
          expect(reply.headers.get('x-cache'), `${path} for its owner`).not.toBe('HIT');
          expect(reply.headers.get('cache-control') ?? '', `${method} ${path} cache-control`).toMatch(
            /private|no-store/,
          );
        } else {
          // The cart, orders and account pages are one page for everyone (Next.js keeps them): the
          // shopper's data is read by the browser, so even the owner's copy of the HTML holds none of it.
          expect(reply.text.includes(owner!.email), `${path} holds the shopper's e-mail`).toBe(false);
          expect(reply.text.includes(owner!.id), `${path} holds the shopper's id`).toBe(false);
        }
      }
      const asOthers = [
        await call(path, method, { cookie: cookieOf(theirs) }),
        await call(path, method, { token: theirs.token }),
        await call(path, method, {}),
      ];
      for (const reply of asOthers) {
        expect(reply.text.includes(owner!.email), `${method} ${path} served to another shopper`).toBe(false);
        expect(reply.text.includes(owner!.id), `${method} ${path} served to another shopper`).toBe(false);
      }
    }
    // The owner's own answer does carry their data, so the checks above could fail.
    expect((await call('/api/user/info', 'GET', { cookie: cookieOf(mine) })).text).toContain(owner!.email);
  });

  it('counts failed sign-ins across both instances (Redis), not per instance', async (ctx) => {
    requireCluster(ctx);
    const { a, b } = cluster!;
    const wrong = (base: string, email: string) =>
      send(`${base}/api/user/login`, { json: { email, password: 'not-the-password-1' } });
    // How many failures one instance allows before 429, whatever the limits are set to.
    const probeEmail = shoppers[3]!.email;
    let allowed = 0;
    for (; allowed < 60; allowed++) if ((await wrong(a.url, probeEmail)).status === 429) break;
    expect(allowed, 'a 429 came at all').toBeLessThan(60);
    // Another account: half of those failures through A, then B allows only the other half.
    const email = shoppers[1]!.email;
    const throughA = Math.ceil(allowed / 2);
    for (let i = 0; i < throughA; i++) expect((await wrong(a.url, email)).status).toBe(401);
    let onB = 0;
    for (; onB < allowed + 1; onB++) if ((await wrong(b.url, email)).status === 429) break;
    log(
      `rate limits: ${allowed} failed sign-ins allowed; after ${throughA} through A, B allowed ${onB} more`,
    );
    expect(onB).toBe(allowed - throughA);
  });

  it('runs the hold and offer clocks on one instance at a time, the same one tick after tick', async (ctx) => {
    requireCluster(ctx);
    const { a, b } = cluster!;
    const name = new Map([
      [a.pid, 'A'],
      [b.pid, 'B'],
    ]);
    const samples: Lease[] = [];
    const until = performance.now() + 6 * TICK_MS;
    while (performance.now() < until) {
      samples.push(...(await clockLeases(target)));
      await sleep(200);
    }
    for (const clock of ['holds', 'offers']) {
      const leases = samples.filter((l) => l.name === clock);
      const holders = [...new Set(leases.map((l) => l.pid))];
      const renewals = new Set(leases.map((l) => l.expiresAt)).size;
      log(
        `clocks: "${clock}" held by ${holders.map((pid) => name.get(pid!) ?? pid).join(', ')}, renewed ${renewals} times in 6 ticks`,
      );
      // Both instances tick every second; a clock run by both would change hands between samples.
      expect(holders, `${clock}: one holder throughout`).toHaveLength(1);
      expect(name.has(holders[0]!), `${clock}: held by A or B`).toBe(true);
      // The holder ran its ticks: each renews the lease (tickAsLeader runs the job only when it holds it).
      expect(renewals, `${clock}: renewed on every tick`).toBeGreaterThanOrEqual(4);
    }
  });

  it('loses no page once the probe noticed a SIGKILLed instance, and no order at all', async (ctx) => {
    requireCluster(ctx);
    const { a, front } = cluster!;
    // Shoppers of its own: the audit checks every order of theirs against what was sent.
    const buyers = await registerShoppers(a.url, 4, 'cluster-kill');
    const products = stockTrackedProducts(await fetchCatalogue(front), 10);
    const startStock = await withSql(target, readAllStock);
    const random = seededRandom(15);
    const sent: SentOrder[] = [];
    const pageResults: { at: number; ok: boolean; rendered: boolean; detail: string }[] = [];
    const orderFailures: string[] = [];
    let running = true;
    let n = 0;
    const pagePaths = () => {
      n++;
      // Mostly cached pages, and one in four that no cache holds (a fresh search), rendered by an instance.
      if (n % 4 === 0) return { path: `/shop?q=shirt&n=${n}`, rendered: true };
      const cached = ['/', '/shop', `/product/${products[n % products.length]!.id}`];
      return { path: cached[n % cached.length]!, rendered: false };
    };
    const pageWorker = async () => {
      while (running) {
        const { path, rendered } = pagePaths();
        const reply = await send(front + path, { timeoutMs: 15_000 });
        pageResults.push({
          at: performance.now(),
          ok: reply.status === 200,
          rendered,
          detail: summarize(path, reply),
        });
      }
    };
    const orderWorker = async (shopper: Shopper) => {
      while (running) {
        const order = draftOrder(shopper, products, random);
        sent.push(order);
        const reply = await submitOrder(front, order, 15_000);
        // Varnish's 503 for an instance that went away is no answer from the store: the order's fate is unknown.
        if (reply.status >= 500 || reply.failure) {
          order.outcome = 'unknown';
          orderFailures.push(summarize('/api/order/place', reply));
        }
        await sleep(50);
      }
    };
    const workers = [...Array.from({ length: 6 }, pageWorker), ...buyers.map((s) => orderWorker(s))];
    await sleep(4000);
    const killedAt = performance.now();
    await a.kill();
    let noticedAt: number | null = null;
    while (performance.now() - killedAt < 15_000) {
      if (cluster!.backendHealthy(a) === false) {
        noticedAt = performance.now();
        break;
      }
      await sleep(50);
    }
    await sleep(8000);
    running = false;
    await Promise.all(workers);

    expect(noticedAt, 'Varnish marked A sick').not.toBeNull();
    const before = pageResults.filter((r) => r.at <= noticedAt! && r.at >= killedAt);
    const failedBefore = before.filter((r) => !r.ok);
    const after = pageResults.filter((r) => r.at > noticedAt!);
    const failedAfter = after.filter((r) => !r.ok);
    const ordersUnknown = sent.filter((o) => o.outcome === 'unknown');
    log(
      `SIGKILL of A: probe noticed after ${(noticedAt! - killedAt).toFixed(0)} ms; page requests failed before that: ${failedBefore.length} of ${before.length}; after: ${failedAfter.length} of ${after.length}; ` +
        `${sent.length} orders sent, ${ordersUnknown.length} without an answer${orderFailures.length ? ` (first: ${orderFailures.slice(0, 3).join(' | ')})` : ''}; ` +
        `failed page requests: ${
          [...failedBefore, ...failedAfter]
            .slice(0, 3)
            .map((r) => r.detail)
            .join(' | ') || 'none'
        }`,
    );
    // Pages the instances had to render (not only front-cache hits) were asked for after the probe noticed.
    expect(after.filter((r) => r.rendered).length).toBeGreaterThan(0);
    expect(failedAfter.map((r) => r.detail)).toEqual([]);

    // Orders that got no answer are sent again (same Idempotency-Key) through the front cache: exactly one each.
    for (const order of ordersUnknown) {
      order.retried = true;
      await submitOrder(front, order);
    }
    const audit = await withSql(target, (sql) =>
      auditOrders(
        sql,
        sent,
        startStock,
        buyers.map((s) => s.id),
      ),
    );
    log(
      `SIGKILL of A: ${audit.acknowledged} orders acknowledged, ${audit.committedWithoutAnswer} written without an answer, ${audit.lostBeforeCommit} not written before the retry`,
    );
    expect(audit.problems).toEqual([]);
    expect(audit.stockProblems).toEqual([]);
    expect(audit.ordersInDatabase).toBe(audit.acknowledged);
  });

  it('keeps the clocks on B when a new instance starts, and hands them over within three ticks once B is killed', async (ctx) => {
    requireCluster(ctx);
    const { a, b, redisUrl, front } = cluster!;
    // The test before killed A; should it have stopped early, A goes now. B runs the clocks alone.
    await a.kill();
    await sleep(5 * TICK_MS);
    expect((await clockLeases(target)).map((l) => l.pid)).toEqual([b.pid, b.pid]);
    // A new instance, as a deploy or a restart starts one: it takes nothing while B renews its leases.
    const c = await startApp(
      { ...env, REDIS_URL: redisUrl, FRONT_CACHE_PURGE_URL: front, TRUST_PROXY: '1' },
      { label: 'cluster-C' },
    );
    started.push(c);
    await sleep(3 * TICK_MS);
    expect(
      (await clockLeases(target)).map((l) => l.pid),
      'B keeps both clocks',
    ).toEqual([b.pid, b.pid]);
    await b.kill();
    const killedAt = performance.now();
    let takenAt: number | null = null;
    while (performance.now() - killedAt < 8 * TICK_MS) {
      const leases = await clockLeases(target);
      if (leases.length === 2 && leases.every((l) => l.pid === c.pid)) {
        takenAt = performance.now();
        break;
      }
      await sleep(100);
    }
    log(
      `clocks: the new instance held both ${takenAt === null ? 'never' : `${(takenAt - killedAt).toFixed(0)} ms after B was killed`}`,
    );
    // A lease lasts three ticks past its last renewal; the survivor takes it on its first tick after that.
    expect(takenAt, 'the new instance holds both clocks').not.toBeNull();
    expect(takenAt! - killedAt).toBeLessThanOrEqual(4 * TICK_MS + 1000);

    // The clock really runs there: an unpaid UPI order whose hold ran out is failed and its stock put back.
    const product = stockTrackedProducts(await fetchCatalogue(c.url), 3)[0]!;
    const stockOf = async () =>
      (
        await withSql(target, (sql) =>
          sql<{ stock: number }>('select stock from products where id = $1', [product.id]),
        )
      )[0]!.stock;
    const before = await stockOf();
    const order = draftOrder(shoppers[0]!, [product], seededRandom(25));
    const reply = await submitOrder(c.url, order, 30_000, 'place-upi');
    expect(reply.status, summarize('/api/order/place-upi', reply)).toBe(200);
    const orderId = String(order.orderId);
    const units = order.lines[0]!.quantity;
    expect(await stockOf(), 'the unpaid order holds its units').toBe(before - units);
    await withSql(target, (sql) =>
      sql("update orders set hold_expires_at = now() - interval '1 second' where id = $1", [orderId]),
    );
    const expiredAt = performance.now();
    let state = 'pending';
    while (state === 'pending' && performance.now() - expiredAt < 4 * TICK_MS) {
      await sleep(100);
      state = (
        await withSql(target, (sql) =>
          sql<{ payment_state: string }>('select payment_state from orders where id = $1', [orderId]),
        )
      )[0]!.payment_state;
    }
    log(
      `clocks: the new instance released the expired hold ${(performance.now() - expiredAt).toFixed(0)} ms after it ran out`,
    );
    expect(state).toBe('failed');
    expect(await stockOf(), 'the units are back, once').toBe(before);
  });
});
