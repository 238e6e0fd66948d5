import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';
import { returnReasons } from '@/lib/returns/reasons';
import { users } from './users';
import { orders } from './orders';

/** Requested → Approved / Rejected → Picked up → Received → Refunded or Exchange shipped (lib/returns/status.ts). */
export const returnStatuses = [
  'Requested',
  'Approved',
  'Rejected',
  'Picked up',
  'Received',
  'Refunded',
  'Exchange shipped',
] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

export const returnKinds = ['return', 'exchange'] as const;
export type ReturnKind = (typeof returnKinds)[number];

export { returnReasons };
export type ReturnReason = (typeof returnReasons)[number];

/** One order line in a request: which line, how many units, and for an exchange the size wanted instead. */
export type ReturnLine = { lineNo: number; quantity: number; exchangeSize?: string };
/** Every move of a request, oldest first: shown on the shopper's timeline and in the back office. */
export type ReturnEvent = {
  status: ReturnStatus;
  at: string;
  note: string | null;
  actorUserId: string | null;
};
/** Where a cash-on-delivery order's refund is sent: a UPI id, or a bank account. */
export type RefundAccount = { upiId: string } | { accountName: string; accountNumber: string; ifsc: string };

export const returnRequests = pgTable(
  'return_requests',
  {
    id: idColumn(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: returnKinds }).notNull(),
    status: text('status', { enum: returnStatuses }).notNull().default('Requested'),
    reason: text('reason', { enum: returnReasons }).notNull(),
    comment: text('comment'),
    /** The shopper's photos (their own uploads, /media/returns/<user>/…). */
    photos: text('photos').array().notNull().default([]),
    lines: jsonb('lines').$type<ReturnLine[]>().notNull(),
    /** What the returned units were paid (unit price paid × quantity); what a refund may be at most. */
    valuePaise: integer('value_paise').notNull(),
    refundAccount: jsonb('refund_account').$type<RefundAccount>(),
    history: jsonb('history').$type<ReturnEvent[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('return_requests_order_idx').on(t.orderId),
    index('return_requests_status_created_idx').on(t.status, t.createdAt),
    check('return_requests_value_nonnegative', sql`${t.valuePaise} >= 0`),
  ],
);

export const refundStates = ['pending', 'succeeded', 'failed'] as const;
export type RefundState = (typeof refundStates)[number];

/**
 * Money going back to a shopper. One row per reason to refund (its key: `return:<id>` or
 * `cancel:<orderId>`), unique, so a repeated or concurrent request makes one refund; the rows of an order
 * never add up to more than it was paid (checked under the order's row lock).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: idColumn(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    returnId: text('return_id').references(() => returnRequests.id, { onDelete: 'set null' }),
    key: text('key').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** stripe, razorpay or sandbox (through the provider that took the money), or transfer (COD orders). */
    method: text('method').notNull(),
    providerRefundId: text('provider_refund_id'),
    state: text('state', { enum: refundStates }).notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('refunds_key').on(t.key),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_provider_refund_idx').on(t.providerRefundId),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

export type ReturnRequestRow = typeof returnRequests.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
