import { and, eq, ne, sql } from 'drizzle-orm';
import { db, type Tx } from '@/lib/db';
import { writeAudit } from '@/lib/admin/audit';
import { conflict } from '@/lib/errors';
import { formatPaise } from '@/lib/money';
import {
  getPaymentProvider,
  isProviderName,
  sandboxRefundEventBody,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxEvent,
  type ProviderName,
  type RefundOutcome,
} from '@/lib/payments';
import { orders, refunds, type OrderRow, type RefundRow } from '@/models';
import { applyRefundOutcome, settled } from './refund-outcome';
import { handlePaymentWebhook } from './webhooks';

export { applyRefundOutcome };

/** What the order brought in: its amount once paid (online, or cash collected on delivery), else nothing. */
function paidPaise(order: OrderRow): number {
  return order.paymentState === 'paid' || order.paymentState === 'refunded' ? order.amountPaise : 0;
}

/**
 * Records a refund of `amountPaise` for an order locked by the caller's transaction. The key names the
 * reason (`return:<id>`, `cancel:<orderId>`): the same key answers the refund already recorded, so a
 * retried or concurrent request refunds once. Refunds of an order never add up to more than it was paid
 * (409). Cash-on-delivery money goes back by bank or UPI transfer, recorded as done by the store; online
 * money goes back through the provider that took it (sendRefund, after the transaction commits).
 */
export async function createRefund(
  tx: Tx,
  order: OrderRow,
  refund: { key: string; amountPaise: number; returnId?: string; actorUserId: string | null },
): Promise<RefundRow> {
  const [existing] = await tx.select().from(refunds).where(eq(refunds.key, refund.key));
  if (existing) return existing;
  const paid = paidPaise(order);
  if (paid === 0) throw conflict('Nothing has been paid for this order, so there is nothing to refund.');
  const [sums] = await tx
    .select({ refunded: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), ne(refunds.state, 'failed')));
  const refunded = sums?.refunded ?? 0;
  if (refund.amountPaise > paid - refunded) {
    throw conflict(`At most ${formatPaise(paid - refunded)} can still be refunded for this order.`);
  }
  const transfer = order.paymentMethod === 'cod';
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      returnId: refund.returnId ?? null,
      key: refund.key,
      amountPaise: refund.amountPaise,
      method: transfer ? 'transfer' : (order.paymentProvider ?? 'unknown'),
      state: transfer ? 'succeeded' : 'pending',
    })
    .returning();
  // Money leaving the store: who decided it and how much, committed with the refund row.
  await writeAudit(tx, {
    actorUserId: refund.actorUserId,
    action: 'refund.create',
    entity: 'order',
    entityId: order.id,
    after: {
      refundId: row!.id,
      key: refund.key,
      amountPaise: refund.amountPaise,
      method: row!.method,
      state: row!.state,
      ...(refund.returnId ? { returnId: refund.returnId } : {}),
    },
  });
  if (transfer) await settled(tx, order.id, refund.amountPaise);
  return row!;
}

/**
 * Asks the provider that took the money for a recorded refund, once (the provider gets the refund's key
 * as its idempotency key, and a refund that already has the provider's id is not sent again). The
 * provider confirms through its webhook; the offline sandbox sends that webhook at once. A provider that
 * refuses leaves the refund failed, so the amount can be refunded again.
 */
export async function sendRefund(refundId: string): Promise<RefundRow> {
  const [refund] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!refund) throw new Error(`refund ${refundId} missing`);
  if (refund.method === 'transfer' || refund.providerRefundId || refund.state !== 'pending') return refund;
  const [order] = await db.select().from(orders).where(eq(orders.id, refund.orderId));
  if (!order?.paymentRef || !isProviderName(refund.method)) {
    return setRefundState(refund.id, 'failed');
  }
  const provider: ProviderName = refund.method;
  try {
    const started = await getPaymentProvider(provider).refundPayment(
      { orderId: order.id, providerRef: order.paymentRef, amountPaise: order.amountPaise },
      { amountPaise: refund.amountPaise, key: refund.key },
    );
    await db
      .update(refunds)
      .set({ providerRefundId: started.providerRefundId })
      .where(eq(refunds.id, refund.id));
    if (provider === 'sandbox') {
      const body = sandboxRefundEventBody(started.providerRefundId, order.id, refund.amountPaise);
      await handlePaymentWebhook(
        'sandbox',
        body,
        new Headers({ [SANDBOX_SIGNATURE_HEADER]: signSandboxEvent(body) }),
      );
    } else if (started.state !== 'pending') {
      await db.transaction((tx) => applyRefundOutcome(tx, provider, started.providerRefundId, started.state));
    }
  } catch (error) {
    console.error(`[refunds] ${provider} refused refund ${refund.id}:`, error);
    return setRefundState(refund.id, 'failed');
  }
  const [after] = await db.select().from(refunds).where(eq(refunds.id, refund.id));
  return after!;
}

async function setRefundState(id: string, state: RefundOutcome): Promise<RefundRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(refunds).set({ state }).where(eq(refunds.id, id)).returning();
    await writeAudit(tx, {
      actorUserId: null,
      action: `refund.${state}`,
      entity: 'order',
      entityId: row!.orderId,
      after: { refundId: id, amountPaise: row!.amountPaise, method: row!.method, state },
    });
    return row!;
  });
}

/** An order's refunds, oldest first. */
export function listRefunds(orderId: string): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.createdAt);
}

/**
 * Cancelling a paid order refunds it in full, the refund recorded in the cancelling transaction (pass
 * this as its inTransaction step) and sent once it commits (sendCancelRefund). The actor of its audit row
 * is the shopper unless the back office cancelled (it passes the administrator).
 */
export async function refundOnCancel(
  tx: Tx,
  before: OrderRow,
  actorUserId: string | null = before.userId,
): Promise<void> {
  if (before.paymentState !== 'paid') return;
  await createRefund(tx, before, {
    key: `cancel:${before.id}`,
    amountPaise: before.amountPaise,
    actorUserId,
  });
}

/** Sends the refund of a cancelled order, if it has one waiting. */
export async function sendCancelRefund(orderId: string): Promise<void> {
  const [refund] = await db
    .select()
    .from(refunds)
    .where(eq(refunds.key, `cancel:${orderId}`));
  if (refund) await sendRefund(refund.id);
}
