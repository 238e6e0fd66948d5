import { unitPricePaiseOf } from '@/lib/catalog/size-variants';
import { and, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { db, type Tx } from '@/lib/db';
import { isId } from '@/lib/db/ids';
import { env } from '@/lib/env';
import { badRequest } from '@/lib/errors';
import { rupeesToPaise } from '@/lib/money';
import { deliveryFeePaiseFor } from '@/lib/store-policy';
import { couponRedemptions, coupons, orders, products, type CouponRow } from '@/models';
import { invalidateCovered } from './offers';
import { normaliseCode, priceCoupon, type CouponLine, type CouponPrice } from './pricing';

type Reader = Tx | typeof db;

export type AppliedCoupon = CouponPrice & { coupon: CouponRow };

async function findCoupon(reader: Reader, code: string, lock: boolean): Promise<CouponRow> {
  const query = reader
    .select()
    .from(coupons)
    .where(eq(coupons.code, normaliseCode(code)));
  const [coupon] = lock ? await query.for('update') : await query;
  if (!coupon) throw badRequest(`${normaliseCode(code)} is not a valid coupon code.`);
  return coupon;
}

/** Refuses a coupon the shopper may not use (any more): used up, used by them already, or first order only. */
async function assertShopperMayUse(reader: Reader, coupon: CouponRow, userId: string | null): Promise<void> {
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) {
    throw badRequest(`${coupon.code} has been used up.`);
  }
  if (!userId) {
    if (coupon.firstOrderOnly) throw badRequest(`Log in to use ${coupon.code}: it is for your first order.`);
    return;
  }
  // First-order before the per-shopper count: it is the reason a shopper can act on.
  if (coupon.firstOrderOnly) {
    // An order that was cancelled or never paid does not count: the shopper has not bought anything yet.
    const [earlier] = await reader
      .select({ n: count() })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          ne(orders.status, 'Cancelled'),
          inArray(orders.paymentState, ['paid', 'cod', 'pending', 'refunded']),
        ),
      );
    if ((earlier?.n ?? 0) > 0) throw badRequest(`${coupon.code} is for your first order.`);
  }
  if (coupon.perUserLimit !== null) {
    const [mine] = await reader
      .select({ n: count() })
      .from(couponRedemptions)
      .where(
        and(
          eq(couponRedemptions.couponId, coupon.id),
          eq(couponRedemptions.userId, userId),
          isNull(couponRedemptions.releasedAt),
        ),
      );
    if ((mine?.n ?? 0) >= coupon.perUserLimit) {
      throw badRequest(
        coupon.perUserLimit === 1
          ? `You have already used ${coupon.code}.`
          : `You have already used ${coupon.code} ${coupon.perUserLimit} times.`,
      );
    }
  }
}

/** Prices a coupon for a shopper (or a guest) on their cart's lines, without using it: the cart's preview. */
async function previewCoupon(
  userId: string | null,
  code: string,
  lines: CouponLine[],
  now = new Date(),
): Promise<AppliedCoupon> {
  const coupon = await findCoupon(db, code, false);
  const price = priceCoupon(coupon, lines, now);
  await assertShopperMayUse(db, coupon, userId);
  return { coupon, ...price };
}

/**
 * Checks and prices a coupon inside the order-placing transaction, holding its row locked until the
 * transaction ends: concurrent orders with one coupon take turns, so its limits hold. The caller records
 * the use with redeemCoupon once the order row exists. Lock order: products, then the coupon (as in
 * cancelling), so the two never deadlock.
 */
export async function applyCoupon(
  tx: Tx,
  userId: string,
  code: string,
  lines: CouponLine[],
  now: Date,
): Promise<AppliedCoupon> {
  const coupon = await findCoupon(tx, code, true);
  const price = priceCoupon(coupon, lines, now);
  await assertShopperMayUse(tx, coupon, userId);
  return { coupon, ...price };
}

/** Records an order's use of a coupon locked by applyCoupon and counts it against the coupon's limit. */
export async function redeemCoupon(
  tx: Tx,
  applied: AppliedCoupon,
  order: { orderId: string; userId: string },
): Promise<void> {
  await tx.insert(couponRedemptions).values({
    couponId: applied.coupon.id,
    orderId: order.orderId,
    userId: order.userId,
    code: applied.coupon.code,
    discountPaise: applied.discountPaise,
  });
  const [after] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(eq(coupons.id, applied.coupon.id))
    .returning({ usedCount: coupons.usedCount, usageLimit: coupons.usageLimit });
  // The last use takes the offer off its product pages.
  if (
    after &&
    after.usageLimit !== null &&
    after.usedCount === after.usageLimit &&
    applied.coupon.showOnProduct
  )
    await invalidateCovered(tx, applied.coupon.categories);
}

/**
 * Gives a cancelled or failed order's coupon use back, once (the released_at stamp decides in the same
 * statement), so the shopper and the coupon's overall limit get it back. Returns whether one was released.
 */
export async function releaseCouponRedemption(tx: Tx, orderId: string, now = new Date()): Promise<boolean> {
  const [released] = await tx
    .update(couponRedemptions)
    .set({ releasedAt: now })
    .where(and(eq(couponRedemptions.orderId, orderId), isNull(couponRedemptions.releasedAt)))
    .returning({ couponId: couponRedemptions.couponId });
  if (!released) return false;
  const [coupon] = await tx
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
    .where(eq(coupons.id, released.couponId))
    .returning();
  // A used-up offer that got a use back shows on its product pages again.
  if (coupon?.showOnProduct && coupon.usageLimit !== null && coupon.usedCount === coupon.usageLimit - 1)
    await invalidateCovered(tx, coupon.categories);
  return true;
}

export type CartCouponPreview = {
  code: string;
  subtotalPaise: number;
  discountPaise: number;
  deliveryFeePaise: number;
  amountPaise: number;
};

/**
 * The cart's coupon preview: prices the code on the cart's lines at today's database prices, the way
 * placeOrder will (a product that cannot be ordered is left out here; placing the order refuses it).
 */
export async function previewCartCoupon(
  userId: string | null,
  code: string,
  items: { productId: string; quantity: number; size?: string }[],
  now = new Date(),
): Promise<CartCouponPreview> {
  const ids = [...new Set(items.map((i) => i.productId).filter(isId))];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: products.id,
            category: products.category,
            regularPricePaise: products.regularPricePaise,
            salePricePaise: products.salePricePaise,
            pricePaise: products.pricePaise,
            sizeVariants: products.sizeVariants,
          })
          .from(products)
          .where(and(inArray(products.id, ids), eq(products.published, true), eq(products.available, true)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const lines = items.flatMap((item) => {
    const product = byId.get(item.productId);
    // The line's size at its own price, as placeOrder charges it (a Queen bed, not the "from" price).
    const unitPaise = product ? unitPricePaiseOf(product, item.size ?? 'default') : null;
    return product && unitPaise != null
      ? [{ category: product.category, valuePaise: unitPaise * item.quantity }]
      : [];
  });
  if (lines.length === 0) throw badRequest('Your cart is empty. Please add items to your cart!');
  const applied = await previewCoupon(userId, code, lines, now);
  const subtotalPaise = lines.reduce((s, l) => s + l.valuePaise, 0);
  // The same rule as placeOrder: the delivery fee follows the subtotal before the discount.
  const deliveryFeePaise = deliveryFeePaiseFor(subtotalPaise, rupeesToPaise(env.DELIVERY_FEE));
  return {
    code: applied.coupon.code,
    subtotalPaise,
    discountPaise: applied.discountPaise,
    deliveryFeePaise,
    amountPaise: subtotalPaise - applied.discountPaise + deliveryFeePaise,
  };
}
