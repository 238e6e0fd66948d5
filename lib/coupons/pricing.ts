import { badRequest } from '@/lib/errors';
import { unusableCoupon } from './guessing';
import { formatPaise } from '@/lib/money';
import type { CouponRow } from '@/models';

/** A priced cart or order line as a coupon sees it: its category and its value (unit price × quantity). */
export type CouponLine = { category: string; valuePaise: number };

export type CouponPrice = {
  discountPaise: number;
  /** Each line's share of the discount, in the order of the lines given (0 for lines out of scope). */
  lineDiscounts: number[];
};

type CouponTerms = Pick<
  CouponRow,
  | 'code'
  | 'kind'
  | 'value'
  | 'minOrderPaise'
  | 'maxDiscountPaise'
  | 'categories'
  | 'startsAt'
  | 'endsAt'
  | 'active'
>;

/** Whether a line is in the coupon's scope (no categories: the whole store). */
export function inScope(coupon: Pick<CouponRow, 'categories'>, category: string): boolean {
  return coupon.categories.length === 0 || coupon.categories.includes(category);
}

/** The discount on a value in scope: a percent (rounded down, capped) or a flat sum, never above the value. */
export function discountOn(
  coupon: Pick<CouponRow, 'kind' | 'value' | 'maxDiscountPaise'>,
  valuePaise: number,
) {
  const raw = coupon.kind === 'percent' ? Math.floor((valuePaise * coupon.value) / 100) : coupon.value;
  const capped = coupon.maxDiscountPaise == null ? raw : Math.min(raw, coupon.maxDiscountPaise);
  return Math.max(0, Math.min(capped, valuePaise));
}

/**
 * Spreads a discount over lines in proportion to their value, in whole paise: each line gets its share
 * rounded down and the last line in scope takes the remainder, so the shares add up to the discount exactly.
 */
export function prorate(discountPaise: number, values: number[], eligible: boolean[]): number[] {
  const total = values.reduce((s, v, i) => s + (eligible[i] ? v : 0), 0);
  const shares = values.map((v, i) =>
    eligible[i] && total > 0 ? Math.floor((discountPaise * v) / total) : 0,
  );
  const last = eligible.lastIndexOf(true);
  if (last >= 0) shares[last]! += discountPaise - shares.reduce((s, v) => s + v, 0);
  return shares;
}

/** Whether a coupon can be used now by its switch and dates (no reason given: see UnusableCouponError). */
export function isAvailable(coupon: CouponTerms, now: Date): boolean {
  if (!coupon.active) return false;
  if (coupon.startsAt && now < coupon.startsAt) return false;
  if (coupon.endsAt && now > coupon.endsAt) return false;
  return true;
}

/**
 * Prices a coupon on some lines, or refuses it (400): out of dates (the one unusable-code answer),
 * nothing in its categories, or below its minimum ("Add ₹350 more to use SAVE200").
 */
export function priceCoupon(coupon: CouponTerms, lines: CouponLine[], now: Date): CouponPrice {
  if (!isAvailable(coupon, now)) throw unusableCoupon(coupon.code);
  const eligible = lines.map((l) => inScope(coupon, l.category));
  const values = lines.map((l) => l.valuePaise);
  const inScopeValue = values.reduce((s, v, i) => s + (eligible[i] ? v : 0), 0);
  if (inScopeValue === 0) {
    throw badRequest(`${coupon.code} applies only to ${coupon.categories.join(', ')}.`);
  }
  if (inScopeValue < coupon.minOrderPaise) {
    const scope = coupon.categories.length > 0 ? ` of ${coupon.categories.join(', ')}` : '';
    throw badRequest(
      `Add ${formatPaise(coupon.minOrderPaise - inScopeValue)} more${scope} to use ${coupon.code}.`,
    );
  }
  const discountPaise = discountOn(coupon, inScopeValue);
  return { discountPaise, lineDiscounts: prorate(discountPaise, values, eligible) };
}

/** Normalises what a shopper typed: trimmed and upper case. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * What was paid for some units of an order line: its value less its share of the coupon discount, the
 * same figure the invoice taxes. Part of a line is its share rounded down, so parts never exceed the whole.
 */
export function paidForUnits(
  item: { unitPricePaise: number; quantity: number; discountPaise: number },
  units: number,
): number {
  const paid = item.unitPricePaise * item.quantity - item.discountPaise;
  return units >= item.quantity ? paid : Math.floor((paid * units) / item.quantity);
}
