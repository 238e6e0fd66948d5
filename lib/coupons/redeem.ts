import { unitPricePaiseOf } from '@/lib/catalog/size-variants';
import { and, count, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { db, type Tx } from '@/lib/db';
import { isId } from '@/lib/db/ids';
import { badRequest } from '@/lib/errors';
import { shippingTerms } from '@/lib/store-config';
import { deliveryFeePaiseUnder } from '@/lib/store-policy';
import { unusableCoupon } from './guessing';
import { couponRedemptions, coupons, orders, products, users, type CouponRow } from '@/models';
import { invalidateCovered } from './offers';
import { isAvailable, normaliseCode, priceCoupon, type CouponLine, type CouponPrice } from './pricing';

type Reader = Tx | typeof db;

export type AppliedCoupon = CouponPrice & { coupon: CouponRow };

async function findCoupon(reader: Reader, code: string, lock: boolean): Promise<CouponRow> {
  const query = reader
    .select()
    .from(coupons)
    .where(eq(coupons.code, normaliseCode(code)));
  const [coupon] = lock ? await query.for('update') : await query;
  if (!coupon) throw unusableCoupon(normaliseCode(code));
  return coupon;
}

/** The last 10 digits of a phone number as typed or stored (+91 98765-43210 → 9876543210). */
const phoneKey = (phone: string | null | undefined) => (phone ?? '').replace(/\D/g, '').slice(-10);

/** The same key computed in SQL on an order's delivery phone. */
const orderPhoneKey = sql<string>`right(regexp_replace(${orders.address}->>'phone', '[^0-9]', '', 'g'), 10)`;

/**
 * Whether the shopper has bought before: an order of the account, or an order of any account delivered
 * to one of the phone numbers (the order's and the profile's). A second account on the same phone is
 * the same shopper for a first-order offer. An order that was cancelled or never paid does not count.
 */
async function hasOrderedBefore(reader: Reader, userId: string, phone: string | undefined): Promise<boolean> {
  const [profile] = await reader.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  const phones = [...new Set([phoneKey(phone), phoneKey(profile?.phone)])].filter((p) => p.length === 10);
  const [earlier] = await reader
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        phones.length > 0
          ? or(eq(orders.userId, userId), inArray(orderPhoneKey, phones))
          : eq(orders.userId, userId),
        ne(orders.status, 'Cancelled'),
        inArray(orders.paymentState, ['paid', 'cod', 'pending', 'refunded']),
      ),
    );
  return (earlier?.n ?? 0) > 0;
}

/**
 * Refuses a coupon the shopper may not use (any more): used up, used by them already, first order only,
 * or held by an unpaid order of theirs. `phone` is the delivery phone of the order being placed (none in
 * the cart's preview, where the profile's phone is checked).
 */
async function assertShopperMayUse(
  reader: Reader,
  coupon: CouponRow,
  userId: string | null,
  phone?: string,
): Promise<void> {
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) {
    throw unusableCoupon(coupon.code);
  }
  if (!userId) {
    if (coupon.firstOrderOnly) throw badRequest(`Log in to use ${coupon.code}: it is for your first order.`);
    return;
  }
  if (coupon.firstOrderOnly && (await hasOrderedBefore(reader, userId, phone))) {
    throw unusableCoupon(coupon.code);
  }
  // Unpaid holds of one account count once: while an online order of theirs waits for payment with the
  // code, no other order of theirs takes it (otherwise three unpaid UPI orders used up a 3-use coupon,
  // and placing them again renewed the hold). Paying or cancelling that order frees the code.
  const [held] = await reader
    .select({ orderId: couponRedemptions.orderId })
    .from(couponRedemptions)
    .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
    .where(
      and(
        eq(couponRedemptions.couponId, coupon.id),
        eq(couponRedemptions.userId, userId),
        isNull(couponRedemptions.releasedAt),
        eq(orders.paymentState, 'pending'),
      ),
    )
    .limit(1);
  if (held) {
    throw badRequest(
      `${coupon.code} is held by an order of yours that is waiting for payment: pay for it or cancel it to use the code again.`,
    );
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
    if ((mine?.n ?? 0) >= coupon.perUserLimit) throw unusableCoupon(coupon.code);
  }
}

/**
 * The code's own state and the shopper's, before the cart's: a code that cannot be used whatever the cart
 * holds is refused with the one unusable answer, never with "Add ₹350 more", which would tell a guesser
 * that it exists.
 */
async function assertUsable(
  reader: Reader,
  coupon: CouponRow,
  userId: string | null,
  now: Date,
  phone?: string,
): Promise<void> {
  if (!isAvailable(coupon, now)) throw unusableCoupon(coupon.code);
  await assertShopperMayUse(reader, coupon, userId, phone);
}

/** Prices a coupon for a shopper (or a guest) on their cart's lines, without using it: the cart's preview. */
async function previewCoupon(
  userId: string | null,
  code: string,
  lines: CouponLine[],
  now = new Date(),
): Promise<AppliedCoupon> {
  const coupon = await findCoupon(db, code, false);
  await assertUsable(db, coupon, userId, now);
  return { coupon, ...priceCoupon(coupon, lines, now) };
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
  phone?: string,
): Promise<AppliedCoupon> {
  const coupon = await findCoupon(tx, code, true);
  await assertUsable(tx, coupon, userId, now, phone);
  return { coupon, ...priceCoupon(coupon, lines, now) };
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
  const deliveryFeePaise = deliveryFeePaiseUnder(subtotalPaise, shippingTerms());
  return {
    code: applied.coupon.code,
    subtotalPaise,
    discountPaise: applied.discountPaise,
    deliveryFeePaise,
    amountPaise: subtotalPaise - applied.discountPaise + deliveryFeePaise,
  };
}
