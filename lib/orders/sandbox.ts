import { eq } from 'drizzle-orm';
import { db } from '@/lib/db';
import { conflict, notFound } from '@/lib/errors';
import { paiseToRupees } from '@/lib/money';
import {
  decideSandboxSession,
  findSandboxSession,
  isSandboxEnabled,
  sandboxEventBody,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxEvent,
  type OnlineMethod,
  type SandboxDecision,
} from '@/lib/payments';
import { orders } from '@/models';
import { assertOwner, markPaymentFailed, HOLD_EXPIRED_NOTE } from './lifecycle';
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

export const SANDBOX_OFF_MESSAGE = 'Test-mode payments are switched off on this store.';

/**
 * The session and its order, for the order's owner only: 404 when the sandbox is switched off (sessions
 * made while it was on included) or the session is unknown, 403 for another account's order. Approving
 * marks an order paid with no money moved, so nobody but its shopper may even see the page.
 */
async function ownSession(id: string, userId: string) {
  if (!isSandboxEnabled()) throw notFound(SANDBOX_OFF_MESSAGE);
  const session = await findSandboxSession(id);
  if (!session) throw notFound('This payment session does not exist.');
  const [row] = await db.select().from(orders).where(eq(orders.id, session.orderId));
  const order = assertOwner(row, userId);
  return { session, order };
}

/** The test-mode payment page's data for the order's owner; 404 for an unknown session. */
export async function getSandboxSession(
  id: string,
  userId: string,
  now = new Date(),
): Promise<SandboxSessionView> {
  const { session, order } = await ownSession(id, userId);
  const expired = !session.decision && (session.expiresAt <= now || order.paymentState !== 'pending');
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
  userId: string,
  decision: SandboxDecision,
  now: Date,
): Promise<{ orderId: string; redirectUrl: string }> {
  const { session, order } = await ownSession(id, userId);
  if (!session.decision) {
    if (session.expiresAt <= now || order.paymentState !== 'pending') {
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

/** The order's shopper approves the test payment: the order is marked paid through the webhook path. */
export function approveSandboxPayment(id: string, userId: string, now = new Date()) {
  return decide(id, userId, 'approved', now);
}

/** The order's shopper declines the test payment: the order is cancelled and its stock released. */
export function declineSandboxPayment(id: string, userId: string, now = new Date()) {
  return decide(id, userId, 'declined', now);
}
