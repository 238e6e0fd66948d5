import { eq } from 'drizzle-orm';
import { db, type Tx } from '@/lib/db';
import { isId } from '@/lib/db/ids';
import { getPaymentProvider, type PaymentEvent, type ProviderName } from '@/lib/payments';
import { orders, paymentEvents, type OrderRow } from '@/models';
import { applyRefundOutcome } from './refund-outcome';
import { markOrderPaid, markPaymentFailed, PAYMENT_FAILED_NOTE, type PaymentChange } from './lifecycle';

export type WebhookResult = { duplicate: boolean; result: PaymentChange | 'ignored' };

async function findOrder(tx: Tx, provider: ProviderName, event: PaymentEvent): Promise<OrderRow | undefined> {
  if (event.orderId && isId(event.orderId)) {
    const [order] = await tx.select().from(orders).where(eq(orders.id, event.orderId));
    if (order) return order;
  }
  if (event.providerRef) {
    const [order] = await tx.select().from(orders).where(eq(orders.paymentRef, event.providerRef));
    if (order && order.paymentProvider === provider) return order;
  }
  return undefined;
}

/**
 * Records a verified provider event once and applies it, in one transaction: the event row is unique per
 * provider and event id, so a replay is answered as a duplicate and changes nothing, and a failure while
 * applying leaves no row behind, so the provider's retry is applied later.
 */
export async function applyPaymentEvent(provider: ProviderName, event: PaymentEvent): Promise<WebhookResult> {
  return db.transaction(async (tx) => {
    const order = await findOrder(tx, provider, event);
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({
        provider,
        eventId: event.eventId,
        orderId: order?.id ?? null,
        type: event.type,
        payload: (event.payload ?? {}) as object,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!recorded) return { duplicate: true, result: 'unchanged' };
    if (event.refund) {
      await applyRefundOutcome(tx, provider, event.refund.providerRefundId, event.refund.state);
      return { duplicate: false, result: 'unchanged' };
    }
    if (!order || event.outcome === 'ignore' || order.paymentProvider !== provider) {
      return { duplicate: false, result: 'ignored' };
    }
    if (event.providerRef && order.paymentRef && event.providerRef !== order.paymentRef) {
      return { duplicate: false, result: 'mismatch' };
    }
    const result =
      event.outcome === 'paid'
        ? await markOrderPaid(tx, order.id, {
            providerRef: event.providerRef,
            amountPaise: event.amountPaise,
          })
        : await markPaymentFailed(tx, order.id, PAYMENT_FAILED_NOTE);
    return { duplicate: false, result };
  });
}

/**
 * A provider's webhook: checks the signature over the raw body (a bad or missing one is a 400 and changes
 * nothing), then records and applies the event once.
 */
export async function handlePaymentWebhook(
  provider: ProviderName,
  rawBody: string,
  headers: Headers,
): Promise<WebhookResult> {
  const event = await getPaymentProvider(provider).parseWebhook(rawBody, headers);
  return applyPaymentEvent(provider, event);
}
