import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSecret, startApp, type AppServer } from './support/app';
import { auditOrders, readAllStock, type OrderAudit } from './support/audit';
import { log, sleep } from './support/config';
import { storeEnv, withSql, type DbTarget } from './support/database';
import { context, freshDatabase, requirePostgres, type FreshDatabase } from './support/fixtures';
import { jsonOf, send, summarize } from './support/http';
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

const CONCURRENCY = 10;
/** The kill comes once this many orders were acknowledged (or after KILL_AFTER_MS at the latest). */
const KILL_AFTER_ACKS = 30;
const KILL_AFTER_MS = 20_000;

type StreamResult = { inFlightAtKill: number; ackedBeforeKill: number };

/** Orders from CONCURRENCY shoppers at once, without pause, until the server is SIGKILLed under them. */
async function ordersUntilKilled(
  app: AppServer,
  shoppers: Shopper[],
  products: CatalogueProduct[],
  sent: SentOrder[],
): Promise<StreamResult> {
  const random = seededRandom(7);
  let inFlight = 0;
  let killed = false;
  const acked = () => sent.filter((o) => o.outcome === 'acked').length;
  const worker = async (shopper: Shopper) => {
    while (!killed) {
      const order = draftOrder(shopper, products, random);
      sent.push(order);
      inFlight++;
      await submitOrder(app.url, order, 20_000);
      inFlight--;
    }
  };
  const workers = shoppers.slice(0, CONCURRENCY).map(worker);
  const deadline = Date.now() + KILL_AFTER_MS;
  while (acked() < KILL_AFTER_ACKS && Date.now() < deadline && !app.exited()) await sleep(10);
  // No new orders from here: the ones unanswered after the kill are those in flight at that moment.
  killed = true;
  const inFlightAtKill = inFlight;
  const ackedBeforeKill = acked();
  await app.kill();
  await Promise.all(workers);
  return { inFlightAtKill, ackedBeforeKill };
}

const variants = [
  { name: 'PostgreSQL', kind: 'postgres' },
  { name: 'PGlite', kind: 'pglite' },
] as const;

/** Issue 8, point 7: SIGKILL in the middle of a stream of cash-on-delivery orders, then restart. */
describe.each(variants)('crash: SIGKILL mid-stream of orders on $name', ({ kind }) => {
  let database: FreshDatabase | undefined;
  let app: AppServer | undefined;
  let shoppers: Shopper[] = [];
  let startStock = new Map<string, number | null>();
  const sent: SentOrder[] = [];
  let stream: StreamResult | undefined;
  let afterCrash: OrderAudit | undefined;
  const available = () => kind === 'pglite' || context().postgres !== null;

  beforeAll(async () => {
    if (!available()) return;
    database = await freshDatabase(kind, `crash-${kind}`);
    const target: DbTarget = database.target;
    const env = storeEnv(target, database.dataDir, { AUTH_SECRET: authSecret() });
    // Read before the server starts: a PGlite folder may only be opened while no server has it.
    startStock = await withSql(target, readAllStock);
    app = await startApp(env, { label: `crash-${kind}` });
    shoppers = await registerShoppers(app.url, CONCURRENCY, `crash-${kind}`);
    const products = stockTrackedProducts(await fetchCatalogue(app.url), 10);

    stream = await ordersUntilKilled(app, shoppers, products, sent);

    // The restarted server is the first to open the database again, so it does the crash recovery itself.
    const restartedAt = Date.now();
    const port = app.port;
    app = await startApp(env, { label: `crash-${kind}-restarted`, port });
    log(`crash on ${kind}: restarted and healthy in ${((Date.now() - restartedAt) / 1000).toFixed(1)} s`);
    const audit = () =>
      withSql(target, (sql) =>
        auditOrders(
          sql,
          sent,
          startStock,
          shoppers.map((s) => s.id),
        ),
      );
    if (kind === 'pglite') {
      // Nothing may open a PGlite folder beside its server: look while it is stopped, then start it again.
      await app.stop();
      afterCrash = await audit();
      app = await startApp(env, { label: `crash-${kind}-restarted`, port });
    } else {
      afterCrash = await audit();
    }
    log(
      `crash on ${kind}: ${sent.length} orders sent, ${stream.ackedBeforeKill} acknowledged when SIGKILL came with ${stream.inFlightAtKill} in flight; ` +
        `after the crash: ${afterCrash.acknowledged} acknowledged, ${afterCrash.committedWithoutAnswer} written without an answer, ` +
        `${afterCrash.lostBeforeCommit} not written, ${afterCrash.refused} refused; ${afterCrash.ordersInDatabase} orders, ${afterCrash.unitsSold} units in the database`,
    );
  });

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('was cut in the middle of the stream (orders acknowledged before, requests in flight at the kill)', (ctx) => {
    if (kind === 'postgres') requirePostgres(ctx);
    expect(stream!.ackedBeforeKill).toBeGreaterThanOrEqual(10);
    expect(stream!.inFlightAtKill).toBeGreaterThan(0);
    expect(sent.filter((o) => o.outcome === 'unknown').length).toBeGreaterThan(0);
  });

  it('keeps every acknowledged order complete after the crash; none half-written; stock matches', (ctx) => {
    if (kind === 'postgres') requirePostgres(ctx);
    expect(afterCrash!.problems).toEqual([]);
    expect(afterCrash!.stockProblems).toEqual([]);
    // Answers already on the wire when the process died may still arrive: at least those seen before the kill.
    expect(afterCrash!.acknowledged).toBeGreaterThanOrEqual(stream!.ackedBeforeKill);
  });

  it('serves again after the restart and takes new orders', async (ctx) => {
    if (kind === 'postgres') requirePostgres(ctx);
    const page = await send(`${app!.url}/shop?after-crash=1`);
    expect(page.status, summarize('/shop', page)).toBe(200);
    const list = await send(`${app!.url}/api/product/list?limit=5`);
    expect(jsonOf(list)?.success, summarize('/api/product/list', list)).toBe(true);
    const products = stockTrackedProducts(await fetchCatalogue(app!.url), 5);
    const random = seededRandom(99);
    const fresh = shoppers.slice(0, 5).map((s) => draftOrder(s, products, random));
    sent.push(...fresh);
    await Promise.all(fresh.map((o) => submitOrder(app!.url, o)));
    expect(fresh.map((o) => `${o.status} ${o.outcome}`)).toEqual(fresh.map(() => '200 acked'));
  });

  it('turns a resubmitted unanswered order (same Idempotency-Key) into exactly one order', async (ctx) => {
    if (kind === 'postgres') requirePostgres(ctx);
    const unanswered = sent.filter((o) => o.outcome === 'unknown');
    for (const order of unanswered) {
      order.retried = true;
      await submitOrder(app!.url, order);
    }
    // A resubmit is acknowledged (the first order, or a new one if the first never committed) or refused as sold out.
    expect(
      unanswered
        .filter((o) => !(o.outcome === 'acked' || o.status === 409))
        .map((o) => `${o.status} ${o.message}`),
    ).toEqual([]);
    if (database!.target.kind === 'pglite') await app!.stop();
    const final = await withSql(database!.target, (sql) =>
      auditOrders(
        sql,
        sent,
        startStock,
        shoppers.map((s) => s.id),
      ),
    );
    log(
      `crash on ${kind}: after the restart, ${unanswered.length} unanswered orders resubmitted; ${final.acknowledged} acknowledged in all, ${final.ordersInDatabase} orders in the database, ${final.unitsSold} units sold`,
    );
    expect(final.problems).toEqual([]);
    expect(final.stockProblems).toEqual([]);
    expect(final.ordersInDatabase).toBe(final.acknowledged);
  });
});
