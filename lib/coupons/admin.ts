import { asc, eq } from 'drizzle-orm';
import { writeAudit, changedFields } from '@/lib/admin/audit';
import { db } from '@/lib/db';
import { isId } from '@/lib/db/ids';
import { AppError, conflict, notFound } from '@/lib/errors';
import { paiseToRupees, rupeesToPaise } from '@/lib/money';
import { coupons, type CouponRow, type NewCouponRow } from '@/models';
import { invalidateCovered } from './offers';
import type { CouponInput } from './schemas';

/** A coupon as the back office API shows it: money in rupees, dates as ISO strings. */
export type AdminCoupon = {
  _id: string;
  code: string;
  description: string;
  kind: CouponRow['kind'];
  value: number;
  minOrder: number;
  maxDiscount: number | null;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  perUserLimit: number | null;
  used: number;
  firstOrderOnly: boolean;
  categories: string[];
  active: boolean;
  showOnProduct: boolean;
};

export function toAdminCoupon(row: CouponRow): AdminCoupon {
  return {
    _id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind,
    value: row.kind === 'flat' ? paiseToRupees(row.value) : row.value,
    minOrder: paiseToRupees(row.minOrderPaise),
    maxDiscount: row.maxDiscountPaise == null ? null : paiseToRupees(row.maxDiscountPaise),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perUserLimit: row.perUserLimit,
    used: row.usedCount,
    firstOrderOnly: row.firstOrderOnly,
    categories: row.categories,
    active: row.active,
    showOnProduct: row.showOnProduct,
  };
}

function toValues(input: CouponInput): Omit<NewCouponRow, 'id'> {
  return {
    code: input.code,
    description: input.description,
    kind: input.kind,
    value: input.kind === 'flat' ? rupeesToPaise(input.value) : input.value,
    minOrderPaise: rupeesToPaise(input.minOrder),
    maxDiscountPaise: input.maxDiscount == null ? null : rupeesToPaise(input.maxDiscount),
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    usageLimit: input.usageLimit,
    perUserLimit: input.perUserLimit,
    firstOrderOnly: input.firstOrderOnly,
    categories: input.categories,
    active: input.active,
    showOnProduct: input.showOnProduct,
  };
}

/** Every coupon, by code. */
export async function listAdminCoupons(): Promise<AdminCoupon[]> {
  const rows = await db.select().from(coupons).orderBy(asc(coupons.code));
  return rows.map(toAdminCoupon);
}

/** One coupon, as the back office's edit form starts from (404 for an unknown id). */
export async function getAdminCoupon(id: string): Promise<AdminCoupon> {
  const [row] = isId(id) ? await db.select().from(coupons).where(eq(coupons.id, id)) : [];
  if (!row) throw notFound('Coupon not found.');
  return toAdminCoupon(row);
}

/**
 * A limit below the uses already made would leave the coupon over its limit with orders that cannot be
 * taken back, so it is refused (the uses are read under the row's lock, as redeeming counts them).
 */
function checkUsageLimit(usedCount: number, usageLimit: number | null): void {
  if (usageLimit == null || usageLimit >= usedCount) return;
  // Every limit is at least 1, so a refused one always has two uses or more.
  const message = `This coupon has been used ${usedCount} times; its limit cannot be lower than ${usedCount}.`;
  throw new AppError('conflict', message, undefined, [{ path: 'usageLimit', message }]);
}

/** Whether product pages may show the coupon as their offer (dates and uses aside). */
const shownOnPages = (row: CouponRow) => row.active && row.showOnProduct;

/** Creates a coupon with its audit row (409 when the code is taken). */
export async function createCoupon(input: CouponInput, actorUserId: string): Promise<AdminCoupon> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(coupons).values(toValues(input)).onConflictDoNothing().returning();
    if (!row) throw conflict(`There is already a coupon ${input.code}.`);
    const coupon = toAdminCoupon(row);
    await writeAudit(tx, {
      actorUserId,
      action: 'coupon.create',
      entity: 'coupon',
      entityId: row.id,
      after: coupon,
    });
    await invalidateCovered(tx, row.categories);
    return coupon;
  });
}

/**
 * Replaces a coupon's terms (its use count stays, and its limit may not go below it); the audit row
 * holds what changed, and the product pages it was or is shown on are refreshed.
 */
export async function updateCoupon(
  id: string,
  input: CouponInput,
  actorUserId: string,
): Promise<AdminCoupon> {
  return db.transaction(async (tx) => {
    const [current] = isId(id) ? await tx.select().from(coupons).where(eq(coupons.id, id)).for('update') : [];
    if (!current) throw notFound('Coupon not found.');
    if (input.code !== current.code) {
      const [taken] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, input.code));
      if (taken) throw conflict(`There is already a coupon ${input.code}.`);
    }
    checkUsageLimit(current.usedCount, input.usageLimit);
    const [row] = await tx.update(coupons).set(toValues(input)).where(eq(coupons.id, id)).returning();
    if (!row) throw notFound('Coupon not found.');
    const coupon = toAdminCoupon(row);
    const diff = changedFields({ ...toAdminCoupon(current) }, { ...coupon });
    if (Object.keys(diff.after).length === 0) return coupon;
    await writeAudit(tx, { actorUserId, action: 'coupon.update', entity: 'coupon', entityId: id, ...diff });
    // A coupon hidden from product pages before and after changes no page's offer.
    if (shownOnPages(current) || shownOnPages(row)) {
      await invalidateCovered(tx, current.categories, row.categories);
    }
    return coupon;
  });
}
