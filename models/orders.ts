import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';
import { users } from './users';
import { products } from './catalog';

export const orderStatuses = [
  'Order Placed',
  'Processing',
  'Packing',
  'Shipped',
  'Out for delivery',
  'Delivered',
  'Cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const paymentMethods = ['cod', 'upi', 'card'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** pending: awaiting an online payment; paid; failed (declined or expired); cod: collect on delivery; refunded. */
export const paymentStates = ['pending', 'paid', 'failed', 'cod', 'refunded'] as const;
export type PaymentState = (typeof paymentStates)[number];

export type OrderAddress = {
  firstName: string;
  lastName: string;
  email: string;
  street: string;
  apartment: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  phone: string;
};

export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /**
     * The tax invoice's serial number within its financial year (invoiceFy), from invoice_counters in the
     * transaction that issued it: null until the order is invoiced (an online order once it is paid).
     */
    invoiceNo: integer('invoice_no'),
    /** The financial year of the invoice date, India time, e.g. '2026-27'. */
    invoiceFy: text('invoice_fy'),
    /** The invoice date: GST rates are those in force then. */
    invoicedAt: timestamp('invoiced_at', { withTimezone: true, mode: 'date' }),
    status: text('status', { enum: orderStatuses }).notNull().default('Order Placed'),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull(),
    paymentState: text('payment_state', { enum: paymentStates }).notNull(),
    paymentProvider: text('payment_provider'),
    /** The provider's id for this payment (checkout session, payment link or order id). */
    paymentRef: text('payment_ref'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    deliveryFeePaise: integer('delivery_fee_paise').notNull().default(0),
    /** The coupon's discount (lib/coupons), already taken off the amount; 0 without a coupon. */
    discountPaise: integer('discount_paise').notNull().default(0),
    couponCode: text('coupon_code'),
    amountPaise: integer('amount_paise').notNull(),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    /** Online payments hold stock until this time; after it an unpaid order is failed and its stock released. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true, mode: 'date' }),
    stockReleased: integer('stock_released').notNull().default(0),
    /** The courier's id (lib/orders/couriers.ts) and its air waybill number, set when the order is shipped. */
    courier: text('courier'),
    awb: text('awb'),
    shippedAt: timestamp('shipped_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    // The GST report reads a month of invoices (lib/reports/gst.ts); only invoiced orders are indexed.
    index('orders_invoiced_idx')
      .on(t.invoicedAt)
      .where(sql`${t.invoicedAt} is not null`),
    index('orders_payment_ref_idx').on(t.paymentRef),
    index('orders_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`payment_state = 'pending'`),
    check('orders_amount_nonnegative', sql`${t.amountPaise} >= 0`),
    uniqueIndex('orders_invoice_no_idx').on(t.invoiceFy, t.invoiceNo),
  ],
);

/**
 * The last invoice number issued in each financial year. A GST tax invoice needs consecutive serial numbers
 * within a year (rule 46(b) of the CGST Rules): a row updated in the issuing transaction keeps them gap-free,
 * as a rollback undoes its increment, where a sequence would skip numbers on a rollback or a restart.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastNo: integer('last_no').notNull(),
});

/** A snapshot of each product as it was sold: later catalogue edits never change an order. */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    images: text('images').array().notNull(),
    category: text('category').notNull().default(''),
    regularPricePaise: integer('regular_price_paise'),
    salePricePaise: integer('sale_price_paise'),
    unitPricePaise: integer('unit_price_paise').notNull(),
    /** This line's share of the order's coupon discount: what it was paid is unit price × quantity − this. */
    discountPaise: integer('discount_paise').notNull().default(0),
    size: text('size').notNull(),
    /** The colour chosen ('' when the product had none). */
    color: text('color').notNull().default(''),
    quantity: integer('quantity').notNull(),
    hsnCode: text('hsn_code'),
    gstRatePercent: integer('gst_rate_percent').notNull().default(12),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.lineNo] }),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: orderStatuses }).notNull(),
    note: text('note'),
    /** Who made the change: the shopper, an admin, or null for the system (payments, timeouts). */
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

/** Every provider callback or verification, unique per provider event so a replay changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_events_provider_event_key').on(t.provider, t.eventId),
    index('payment_events_order_idx').on(t.orderId),
  ],
);

/** A repeated submit with the same Idempotency-Key returns the first order. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderStatusHistoryRow = typeof orderStatusHistory.$inferSelect;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;
