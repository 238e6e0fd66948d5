import { invalidateProducts } from '@/lib/page-cache';
import { and, asc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { db, runAfterCommit, type Tx } from '@/lib/db';
import { isId } from '@/lib/db/ids';
import { removeCartLines } from '@/lib/cart';
import { writeAudit } from '@/lib/admin/audit';
import { releaseCouponRedemption } from '@/lib/coupons';
import { badRequest, conflict, notFound } from '@/lib/errors';
import { orderItems, orderStatusHistory, orders, paymentEvents, products, type OrderRow } from '@/models';
import { assertOwner } from './owner';
import { transitionError, type OrderStatus } from './status';
import {
  SHIPMENT_ONLY_WHEN_SHIPPED_MESSAGE,
  SHIPMENT_REQUIRED_MESSAGE,
  type ShipmentInput,
} from './couriers';
import { queueOrderEmail, statusMailKind } from './emails';
import { issueInvoice } from './issue-invoice';
import { releaseVariantStock } from './variant-stock';

export const PAYMENT_FAILED_NOTE = 'Payment failed';
export const HOLD_EXPIRED_NOTE = 'Payment not completed in time';

/** Locks one order row for the rest of the transaction. */
export async function lockOrder(tx: Tx, orderId: string): Promise<OrderRow | undefined> {
  if (!isId(orderId)) return undefined;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

export { assertOwner };

/**
 * Puts the order's units back on the shelf, once: the stock_released flag turns from 0 to 1 in the same
 * statement that decides, so a second call (a replayed webhook, a race with the hold timeout) does nothing.
 * Only products whose stock is tracked are incremented, and the colour and size rows of products that keep
 * stock per variant.
 */
export async function releaseOrderStock(tx: Tx, orderId: string): Promise<boolean> {
  const [flagged] = await tx
    .update(orders)
    .set({ stockReleased: 1 })
    .where(and(eq(orders.id, orderId), eq(orders.stockReleased, 0)))
    .returning({ id: orders.id });
  if (!flagged) return false;
  const lines = await tx
    .select({
      productId: orderItems.productId,
      color: orderItems.color,
      size: orderItems.size,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.productId)));
  const units = new Map<string, number>();
  for (const line of lines) {
    if (line.productId) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  }
  // Same order as placing (by id) so concurrent placing and releasing never deadlock.
  for (const productId of [...units.keys()].sort()) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${units.get(productId) ?? 0}` })
      .where(and(eq(products.id, productId), isNotNull(products.stock)));
  }
  await releaseVariantStock(tx, lines);
  // Every way an order ends unfulfilled (cancelled, payment failed or expired) comes through here once;
  // after the products and their variants, the lock order of placing (products, variants, then the
  // coupon), so the two never deadlock.
  await releaseCouponRedemption(tx, orderId);
  // Told after the commit: a page rendered between the two would be kept with the old stock.
  runAfterCommit(tx, () => invalidateProducts([...units.keys()]));
  return true;
}

async function recordStatus(
  tx: Tx,
  orderId: string,
  status: OrderStatus,
  note: string | null,
  actorUserId: string | null,
): Promise<void> {
  await tx.insert(orderStatusHistory).values({ orderId, status, note, actorUserId });
}

/** Removes the ordered product, size and colour lines from the shopper's saved cart (the cart's own write). */
export async function clearOrderedCartLines(tx: Tx, userId: string, orderId: string): Promise<void> {
  const lines = await tx
    .select({ productId: orderItems.productId, size: orderItems.size, color: orderItems.color })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  await removeCartLines(
    tx,
    userId,
    lines.flatMap((l) => (l.productId ? [{ productId: l.productId, size: l.size, color: l.color }] : [])),
  );
}

export type PaymentChange = 'paid' | 'paid_after_cancel' | 'failed' | 'unchanged' | 'mismatch' | 'missing';

/**
 * Marks an online order paid on the provider's word (a verified webhook or the provider's own answer):
 * ends the stock hold and empties the ordered lines from the cart. A payment that arrives after the
 * order was given up keeps it cancelled and notes that a refund is due.
 */
export async function markOrderPaid(
  tx: Tx,
  orderId: string,
  check: { providerRef?: string; amountPaise?: number } = {},
): Promise<PaymentChange> {
  const order = await lockOrder(tx, orderId);
  if (!order) return 'missing';
  if (check.providerRef && order.paymentRef && check.providerRef !== order.paymentRef) return 'mismatch';
  if (check.amountPaise !== undefined && check.amountPaise !== order.amountPaise) {
    console.error(
      `[orders] payment of ${check.amountPaise} paise does not match order ${orderId} (${order.amountPaise}).`,
    );
    return 'mismatch';
  }
  if (order.paymentState === 'pending') {
    await tx
      .update(orders)
      .set({
        paymentState: 'paid',
        holdExpiresAt: null,
        paymentRef: order.paymentRef ?? check.providerRef ?? null,
      })
      .where(eq(orders.id, orderId));
    await clearOrderedCartLines(tx, order.userId, orderId);
    await issueInvoice(tx, orderId, new Date());
    await queueOrderEmail(tx, orderId, 'order_placed');
    return 'paid';
  }
  if (order.paymentState === 'failed') {
    await tx.update(orders).set({ paymentState: 'paid' }).where(eq(orders.id, orderId));
    // A failed order that could not be cancelled any more goes ahead, so it is invoiced now it is paid.
    if (order.status !== 'Cancelled') await issueInvoice(tx, orderId, new Date());
    await recordStatus(
      tx,
      orderId,
      order.status,
      'Payment received after the order was cancelled; a refund is due.',
      null,
    );
    return 'paid_after_cancel';
  }
  return 'unchanged';
}

/**
 * Gives up on an online payment (declined, failed or expired): the order is cancelled with the note,
 * and its stock goes back on the shelf once. An order already paid is left alone.
 */
export async function markPaymentFailed(tx: Tx, orderId: string, note: string): Promise<PaymentChange> {
  const order = await lockOrder(tx, orderId);
  if (!order) return 'missing';
  if (order.paymentState !== 'pending') return 'unchanged';
  const cancel = transitionError(order.status, 'Cancelled', 'system') === null;
  await tx
    .update(orders)
    .set({ paymentState: 'failed', holdExpiresAt: null, ...(cancel ? { status: 'Cancelled' as const } : {}) })
    .where(eq(orders.id, orderId));
  if (cancel) await recordStatus(tx, orderId, 'Cancelled', note, null);
  const released = await releaseOrderStock(tx, orderId);
  // Stock back on the shelf and a coupon use given back, by the system (no actor).
  await writeAudit(tx, {
    actorUserId: null,
    action: 'order.payment_failed',
    entity: 'order',
    entityId: orderId,
    before: { status: order.status, paymentState: order.paymentState },
    after: {
      status: cancel ? 'Cancelled' : order.status,
      paymentState: 'failed',
      note,
      stockReleased: released,
    },
  });
  return 'failed';
}

/**
 * The shopper cancels their own order: only while it is 'Order Placed' and within the cancellation window.
 * Stock is restored once; an unpaid online payment is marked failed. Returns the order as it was.
 */
export async function cancelOrderAsShopper(
  userId: string,
  orderId: string,
  now = new Date(),
  inTransaction?: (tx: Tx, before: OrderRow) => Promise<unknown>,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = assertOwner(await lockOrder(tx, orderId), userId);
    const refusal = transitionError(order.status, 'Cancelled', 'shopper', { placedAt: order.createdAt, now });
    if (refusal) throw conflict(refusal);
    await tx
      .update(orders)
      .set({
        status: 'Cancelled',
        holdExpiresAt: null,
        ...(order.paymentState === 'pending' ? { paymentState: 'failed' as const } : {}),
      })
      .where(eq(orders.id, orderId));
    const note =
      order.paymentState === 'paid'
        ? 'Cancelled by the shopper; a refund is due.'
        : 'Cancelled by the shopper';
    await recordStatus(tx, orderId, 'Cancelled', note, userId);
    const released = await releaseOrderStock(tx, orderId);
    // The shopper put stock back (and may be owed money: the refund writes its own row).
    await writeAudit(tx, {
      actorUserId: userId,
      action: 'order.cancel',
      entity: 'order',
      entityId: orderId,
      before: { status: order.status, paymentState: order.paymentState },
      after: { status: 'Cancelled', amountPaise: order.amountPaise, stockReleased: released },
    });
    await inTransaction?.(tx, order);
    return order;
  });
}

export type StatusChangeDetails = {
  /** Shown to the shopper in the status timeline. */
  note?: string;
  /** Required for Shipped, refused otherwise: kept on the order with the time it shipped. */
  shipment?: ShipmentInput;
  now?: Date;
};

/**
 * A store administrator moves an order along (or cancels it, restoring stock); the state machine decides.
 * `inTransaction` runs in the same transaction after the change (the back office writes its audit row there).
 * Returns the order as it was before the change.
 */
export async function updateOrderStatus(
  orderId: string,
  to: OrderStatus,
  actorUserId: string,
  { note, shipment, now = new Date() }: StatusChangeDetails = {},
  inTransaction?: (tx: Tx, before: OrderRow, shippedAt: Date | null) => Promise<unknown>,
): Promise<OrderRow> {
  // Every caller, not only the API's schema: an order never reads Shipped without a way to track it.
  if (to === 'Shipped' && !shipment) throw badRequest(SHIPMENT_REQUIRED_MESSAGE);
  if (to !== 'Shipped' && shipment) throw badRequest(SHIPMENT_ONLY_WHEN_SHIPPED_MESSAGE);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('Order not found.');
    const refusal = transitionError(order.status, to, 'admin');
    if (refusal) throw conflict(refusal);
    const shippedAt = shipment ? now : null;
    await tx
      .update(orders)
      .set({
        status: to,
        ...(shipment ? { courier: shipment.courier, awb: shipment.awb, shippedAt } : {}),
        ...(to === 'Cancelled' ? { holdExpiresAt: null } : {}),
        ...(to === 'Cancelled' && order.paymentState === 'pending'
          ? { paymentState: 'failed' as const }
          : {}),
        ...(collectsCash(order, to) ? { paymentState: 'paid' as const } : {}),
      })
      .where(eq(orders.id, orderId));
    await recordStatus(tx, orderId, to, note?.trim() || null, actorUserId);
    if (collectsCash(order, to)) {
      // The courier collected the cash: the order is paid, and the payment is on record like a provider's.
      await tx
        .insert(paymentEvents)
        .values({
          provider: 'cod',
          eventId: `collected:${orderId}`,
          orderId,
          type: 'cod.collected',
          payload: { amountPaise: order.amountPaise, method: 'cod', recordedBy: actorUserId },
        })
        .onConflictDoNothing();
    }
    if (to === 'Cancelled') await releaseOrderStock(tx, orderId);
    const mail = statusMailKind[to];
    if (mail) await queueOrderEmail(tx, orderId, mail);
    await inTransaction?.(tx, order, shippedAt);
    return order;
  });
}

/** Delivering a cash-on-delivery order is when its money comes in. */
function collectsCash(order: OrderRow, to: OrderStatus): boolean {
  return to === 'Delivered' && order.paymentMethod === 'cod' && order.paymentState === 'cod';
}

/**
 * Fails online orders whose payment hold has run out (PAYMENT_HOLD_MINUTES) and puts their stock back.
 * At most `limit` orders, oldest hold first; the hold clock (hold-clock.ts) runs it every minute.
 * Returns how many orders it released.
 */
export async function releaseExpiredHolds(now = new Date(), limit = 25): Promise<number> {
  const expired = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.paymentState, 'pending'), lt(orders.holdExpiresAt, now)))
    .orderBy(asc(orders.holdExpiresAt))
    .limit(limit);
  let released = 0;
  for (const { id } of expired) {
    const change = await db.transaction((tx) => markPaymentFailed(tx, id, HOLD_EXPIRED_NOTE));
    if (change === 'failed') released++;
  }
  return released;
}
