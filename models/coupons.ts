import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';
import { orders } from './orders';
import { users } from './users';

export const couponKinds = ['percent', 'flat'] as const;
export type CouponKind = (typeof couponKinds)[number];

/** An offer the store owner sets up in the back office; shoppers apply it by its code in the cart. */
export const coupons = pgTable(
  'coupons',
  {
    id: idColumn(),
    /** Upper case, e.g. FIRST10; unique. */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind', { enum: couponKinds }).notNull(),
    /** Percent off (1-100) for 'percent', paise off for 'flat'. */
    value: integer('value').notNull(),
    /** The cart value (of the lines in scope) it needs, in paise. */
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    /** A cap on a percent discount, in paise; null for none. */
    maxDiscountPaise: integer('max_discount_paise'),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    /** Redemptions allowed in all; null for no limit. */
    usageLimit: integer('usage_limit'),
    /** Redemptions allowed per shopper; null for no limit. */
    perUserLimit: integer('per_user_limit'),
    /** Live redemptions (placed and not cancelled): the row is locked when it changes. */
    usedCount: integer('used_count').notNull().default(0),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** Product categories it applies to; empty for the whole store. */
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    /** Shown on product pages as their best offer (a public offer); private codes are handed out. */
    showOnProduct: boolean('show_on_product').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check('coupons_value_positive', sql`${t.value} > 0`),
    check('coupons_percent_range', sql`${t.kind} <> 'percent' OR ${t.value} <= 100`),
    check('coupons_used_nonnegative', sql`${t.usedCount} >= 0`),
  ],
);

/** One use of a coupon by one order; released (not deleted) when the order is cancelled or its payment fails. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: idColumn(),
    couponId: text('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_key').on(t.orderId),
    index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;
export type NewCouponRow = typeof coupons.$inferInsert;
export type CouponRedemptionRow = typeof couponRedemptions.$inferSelect;
