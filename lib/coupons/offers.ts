import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { db } from '@/lib/db';
import { coupons } from '@/models';
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
