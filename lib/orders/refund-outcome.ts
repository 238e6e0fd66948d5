import { and, eq, sql } from 'drizzle-orm';
import { writeAudit } from '@/lib/admin/audit';
import type { Tx } from '@/lib/db';
import type { ProviderName, RefundOutcome } from '@/lib/payments';
import { orders, refunds } from '@/models';
import { queueOrderEmail } from './emails';

/**
 * A provider's word on a refund (from a verified webhook): pending becomes succeeded or failed; a
 * settled refund never changes again. The order reads "Refunded" once its refunds cover what it was paid.
 */
export async function applyRefundOutcome(
  tx: Tx,
  provider: ProviderName,
  providerRefundId: string,
  state: RefundOutcome,
): Promise<boolean> {
  if (state === 'pending') return false;
  const [row] = await tx
    .update(refunds)
    .set({ state })
    .where(
      and(
        eq(refunds.providerRefundId, providerRefundId),
        eq(refunds.method, provider),
        eq(refunds.state, 'pending'),
      ),
    )
    .returning({ id: refunds.id, orderId: refunds.orderId, amountPaise: refunds.amountPaise });
  if (!row) return false;
  // The provider's word moves the money (or says it did not): recorded with no actor, as the system's.
  await writeAudit(tx, {
    actorUserId: null,
    action: `refund.${state}`,
    entity: 'order',
    entityId: row.orderId,
    after: { refundId: row.id, providerRefundId, provider, amountPaise: row.amountPaise, state },
  });
  if (state === 'succeeded') await settled(tx, row.orderId, row.amountPaise);
  return true;
}

/** A refund went through (a transfer at once, a provider's once confirmed): the shopper is e-mailed the amount, and a fully refunded order reads Refunded. */
export async function settled(tx: Tx, orderId: string, amountPaise: number): Promise<void> {
  await queueOrderEmail(tx, orderId, 'order_refunded', new Date(), { refundPaise: amountPaise });
  await markRefundedWhenSettled(tx, orderId);
}

async function markRefundedWhenSettled(tx: Tx, orderId: string): Promise<void> {
  await tx
    .update(orders)
    .set({ paymentState: 'refunded' })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.paymentState, 'paid'),
        sql`${orders.amountPaise} <= (select coalesce(sum(amount_paise), 0) from refunds where order_id = ${orderId} and state = 'succeeded')`,
      ),
    );
}
