import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { db, runAfterCommit, type Tx } from '@/lib/db';
import { tickAsLeader } from '@/lib/db/clock-lease';
import { env } from '@/lib/env';
import { invalidateProducts } from '@/lib/page-cache';
import { coupons, products } from '@/models';
import { discountOn, inScope } from './pricing';

/** The best public offer on one unit of a product, as its page shows it ("Use FIRST10: ₹845"). */
export type ProductOffer = {
  code: string;
  /** The price of one unit with the coupon. */
  pricePaise: number;
  discountPaise: number;
  firstOrderOnly: boolean;
};

/**
 * The public coupon that takes most off one unit of the product now: active, shown on product pages,
 * within its dates, not used up, covering the product's category, with a minimum the unit reaches.
 * The same for every visitor (the page is cached), so shopper conditions are shown, not checked.
 */
export async function getBestProductOffer(
  product: { category: string; pricePaise: number | null },
  now = new Date(),
): Promise<ProductOffer | null> {
  const price = product.pricePaise;
  if (price == null || price <= 0) return null;
  const rows = await db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.active, true),
        eq(coupons.showOnProduct, true),
        lte(coupons.minOrderPaise, price),
        or(isNull(coupons.startsAt), lte(coupons.startsAt, now)),
        or(isNull(coupons.endsAt), gt(coupons.endsAt, now)),
        or(isNull(coupons.usageLimit), sql`${coupons.usedCount} < ${coupons.usageLimit}`),
      ),
    );
  let best: ProductOffer | null = null;
  for (const coupon of rows) {
    if (!inScope(coupon, product.category)) continue;
    const discountPaise = discountOn(coupon, price);
    if (discountPaise <= 0) continue;
    if (
      !best ||
      discountPaise > best.discountPaise ||
      (discountPaise === best.discountPaise && !coupon.firstOrderOnly)
    ) {
      best = {
        code: coupon.code,
        pricePaise: price - discountPaise,
        discountPaise,
        firstOrderOnly: coupon.firstOrderOnly,
      };
    }
  }
  return best;
}

/**
 * Product pages show their best offer, so a coupon change makes the pages of the products it covered
 * before or covers now stale (every product for a store-wide coupon, whose scope is []). Told after
 * the commit when `reader` is a transaction, at once otherwise.
 */
export async function invalidateCovered(reader: Tx | typeof db, ...scopes: string[][]): Promise<void> {
  if (scopes.length === 0) return;
  const storeWide = scopes.some((s) => s.length === 0);
  const categories = [...new Set(scopes.flat())];
  const rows = await reader
    .select({ id: products.id })
    .from(products)
    .where(storeWide ? undefined : inArray(products.category, categories));
  runAfterCommit(reader, () =>
    invalidateProducts(
      rows.map((r) => r.id),
      { listings: false },
    ),
  );
}

/**
 * Pages of the products whose shown offer began or ended by the clock between `since` and `now`
 * (a coupon's start or end date passed): no edit tells the page cache, so the offer clock does.
 * Returns how many coupons did.
 */
export async function refreshOffersBetween(since: Date, now: Date): Promise<number> {
  const passed = (column: typeof coupons.startsAt | typeof coupons.endsAt) =>
    and(gt(column, since), lte(column, now));
  const rows = await db
    .select({ categories: coupons.categories })
    .from(coupons)
    .where(and(eq(coupons.showOnProduct, true), or(passed(coupons.startsAt), passed(coupons.endsAt))));
  await invalidateCovered(db, ...rows.map((r) => r.categories));
  return rows.length;
}

const globalForClock = globalThis as typeof globalThis & { __storeOfferClock?: NodeJS.Timeout };

/** Started once with the server (instrumentation.ts): every tick (CLOCK_TICK_SECONDS), the offers that began or ended. */
export function startOfferClock(): void {
  if (globalForClock.__storeOfferClock) return;
  const everyMs = env.CLOCK_TICK_SECONDS * 1000;
  let since = new Date();
  globalForClock.__storeOfferClock = setInterval(() => {
    const now = new Date();
    // One instance of several refreshes (the clock's lease); another taking over catches up from its own start.
    tickAsLeader('offers', everyMs, () => refreshOffersBetween(since, now)).then(
      (ran) => {
        if (ran) since = now;
      },
      (error: unknown) =>
        console.error('[offers] refreshing product pages failed; retried on the next tick', error),
    );
  }, everyMs);
  globalForClock.__storeOfferClock.unref();
}
