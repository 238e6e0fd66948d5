import { eq } from 'drizzle-orm';
import { db } from '@/lib/db';
import { conflict, notFound } from '@/lib/http/errors';
import { paiseToRupees } from '@/lib/money';
import {
  decideSandboxSession,
  findSandboxSession,
  sandboxEventBody,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxEvent,
  type OnlineMethod,
  type SandboxDecision,
} from '@/lib/payments';
import { orders } from '@/models';
import { markPaymentFailed, HOLD_EXPIRED_NOTE } from './lifecycle';
import { handlePaymentWebhook } from './webhooks';

export type SandboxSessionView = {
  id: string;
  orderId: string;
  method: OnlineMethod;
  /** Rupees. */
  amount: number;
  /** open: waiting for the shopper; approved or declined: decided; expired: the hold ran out. */
  state: 'open' | 'approved' | 'declined' | 'expired';
  expiresAt: string;
  /** Where the payment page sends the shopper back to once decided. */
  returnUrl: string | null;
};

function returnUrl(orderId: string, decision: SandboxDecision): string {
  return `/verify?success=${decision === 'approved'}&orderId=${encodeURIComponent(orderId)}`;
}

/** The test-mode payment page's data; 404 for an unknown session. */
export async function getSandboxSession(id: string, now = new Date()): Promise<SandboxSessionView> {
  const session = await findSandboxSession(id);
  if (!session) throw notFound('This payment session does not exist.');
  const [order] = await db
    .select({ paymentState: orders.paymentState })
    .from(orders)
    .where(eq(orders.id, session.orderId));
  const expired = !session.decision && (session.expiresAt <= now || order?.paymentState !== 'pending');
  return {
    id: session.id,
    orderId: session.orderId,
    method: session.method,
    amount: paiseToRupees(session.amountPaise),
    state: session.decision ?? (expired ? 'expired' : 'open'),
    expiresAt: session.expiresAt.toISOString(),
    returnUrl: session.decision ? returnUrl(session.orderId, session.decision) : null,
  };
}

async function decide(
  id: string,
  decision: SandboxDecision,
  now: Date,
): Promise<{ orderId: string; redirectUrl: string }> {
  const session = await findSandboxSession(id);
  if (!session) throw notFound('This payment session does not exist.');
  if (!session.decision) {
    const [order] = await db
      .select({ paymentState: orders.paymentState })
      .from(orders)
      .where(eq(orders.id, session.orderId));
    if (session.expiresAt <= now || order?.paymentState !== 'pending') {
      await db.transaction((tx) => markPaymentFailed(tx, session.orderId, HOLD_EXPIRED_NOTE));
      throw conflict('This payment session has expired. Please place your order again.');
    }
  }
  const standing = await decideSandboxSession(session, decision);
  if (standing !== decision) {
    throw conflict(`This payment was already ${standing}.`, {
      redirectUrl: returnUrl(session.orderId, standing),
    });
  }
  // Like a real provider, the sandbox tells the store through a signed webhook, handled on the same path.
  const body = sandboxEventBody(session, decision);
  await handlePaymentWebhook(
    'sandbox',
    body,
    new Headers({ [SANDBOX_SIGNATURE_HEADER]: signSandboxEvent(body) }),
  );
  return { orderId: session.orderId, redirectUrl: returnUrl(session.orderId, decision) };
}

/** The shopper approves the test payment: the order is marked paid through the webhook path. */
export function approveSandboxPayment(id: string, now = new Date()) {
  return decide(id, 'approved', now);
}

/** The shopper declines the test payment: the order is cancelled and its stock released. */
export function declineSandboxPayment(id: string, now = new Date()) {
  return decide(id, 'declined', now);
}
