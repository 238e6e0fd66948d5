import type { Db, Tx } from '@/lib/db';
import { coupons, type NewCouponRow } from '@/models';

/** The store's opening offers, the same in both catalogues (store-wide, no category scope). */
export const seedCoupons: Omit<NewCouponRow, 'id'>[] = [
  {
    code: 'FIRST10',
    description: '10% off your first order, up to ₹500',
    kind: 'percent',
    value: 10,
    maxDiscountPaise: 50_000,
    firstOrderOnly: true,
    perUserLimit: 1,
  },
  {
    code: 'SAVE200',
    description: '₹200 off when your cart reaches ₹1,999',
    kind: 'flat',
    value: 20_000,
    minOrderPaise: 199_900,
  },
];

/** Adds the opening offers by code; a coupon the owner already has (edited or not) is left as it is. */
export async function seedOffers(db: Db | Tx): Promise<void> {
  await db.insert(coupons).values(seedCoupons).onConflictDoNothing({ target: coupons.code });
}
