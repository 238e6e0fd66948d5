import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getAuthSecret } from '@/lib/accounts/secret';
import { db } from '@/lib/db';
import { badRequest } from '@/lib/errors';
import { paymentEvents } from '@/models/orders';
import { hmacHex, signatureMatches } from './signature';
import type {
  OnlineMethod,
  PaymentEvent,
  PaymentProvider,
  PaymentReference,
  PaymentRequest,
  PaymentStatus,
  RefundRequest,
  StartedPayment,
  StartedRefund,
} from './types';

/**
 * The offline test-mode provider used when no provider keys are set. It keeps its own records (rows of
 * payment_events under provider 'sandbox': `session:<id>` when a payment starts, `decision:<id>` when
 * the shopper approves or declines it), so verification asks the sandbox's state, never the browser.
 */
const PROVIDER = 'sandbox';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export type SandboxDecision = 'approved' | 'declined';

export type SandboxSession = {
  id: string;
  orderId: string;
  method: OnlineMethod;
  amountPaise: number;
  expiresAt: Date;
  decision: SandboxDecision | null;
};

type SessionPayload = {
  sessionId: string;
  orderId: string;
  method: OnlineMethod;
  amountPaise: number;
  expiresAt: string;
};

export function isSandboxSessionId(id: string): boolean {
  return /^sbx_[0-9a-f]{32}$/.test(id);
}

/** The key the sandbox signs its webhook events with, derived from the app's own secret. */
function sandboxSecret(): string {
  return hmacHex(getAuthSecret(), 'payments-sandbox-webhook-v1');
}

/** Signs a sandbox event body; the answer goes in the x-sandbox-signature header. */
export function signSandboxEvent(rawBody: string): string {
  return hmacHex(sandboxSecret(), rawBody);
}

/** The sandbox's record of a payment session, or null for an unknown id. */
export async function findSandboxSession(id: string): Promise<SandboxSession | null> {
  if (!isSandboxSessionId(id)) return null;
  const rows = await db
    .select({ eventId: paymentEvents.eventId, type: paymentEvents.type, payload: paymentEvents.payload })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, PROVIDER), eq(paymentEvents.eventId, `session:${id}`)));
  const created = rows[0]?.payload as SessionPayload | undefined;
  if (!created) return null;
  const [decision] = await db
    .select({ type: paymentEvents.type })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, PROVIDER), eq(paymentEvents.eventId, `decision:${id}`)));
  return {
    id,
    orderId: created.orderId,
    method: created.method,
    amountPaise: created.amountPaise,
    expiresAt: new Date(created.expiresAt),
    decision: decision ? (decision.type === 'session.approved' ? 'approved' : 'declined') : null,
  };
}

/**
 * Records the shopper's choice on the sandbox's payment page. The first decision wins (a unique row), so
 * approving after declining, or the reverse, changes nothing; the answer is the decision that stands.
 */
export async function decideSandboxSession(
  session: SandboxSession,
  decision: SandboxDecision,
): Promise<SandboxDecision> {
  await db
    .insert(paymentEvents)
    .values({
      provider: PROVIDER,
      eventId: `decision:${session.id}`,
      orderId: session.orderId,
      type: decision === 'approved' ? 'session.approved' : 'session.declined',
      payload: { sessionId: session.id, decision, at: new Date().toISOString() },
    })
    .onConflictDoNothing();
  const stored = await findSandboxSession(session.id);
  return stored?.decision ?? decision;
}

function statusOf(session: SandboxSession | null, ref: PaymentReference, now = new Date()): PaymentStatus {
  if (!session || session.orderId !== ref.orderId || session.amountPaise !== ref.amountPaise) return 'failed';
  if (session.decision === 'approved') return 'paid';
  if (session.decision === 'declined') return 'failed';
  return session.expiresAt <= now ? 'failed' : 'pending';
}

/** A signed event as the sandbox sends it to the store's webhook handling. */
export function sandboxEventBody(session: SandboxSession, decision: SandboxDecision): string {
  return JSON.stringify({
    id: `evt_${randomBytes(12).toString('hex')}`,
    type: decision === 'approved' ? 'payment.succeeded' : 'payment.failed',
    created: Math.floor(Date.now() / 1000),
    data: { sessionId: session.id, orderId: session.orderId, amountPaise: session.amountPaise },
  });
}

type SandboxEventBody = {
  id?: unknown;
  type?: unknown;
  data?: { sessionId?: unknown; orderId?: unknown; amountPaise?: unknown; refundId?: unknown };
};

/** The signed event the sandbox sends once a refund has gone through (at once: no bank to wait for). */
export function sandboxRefundEventBody(
  providerRefundId: string,
  orderId: string,
  amountPaise: number,
): string {
  return JSON.stringify({
    id: `evt_${randomBytes(12).toString('hex')}`,
    type: 'refund.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: { refundId: providerRefundId, orderId, amountPaise },
  });
}

export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',

    async createPayment(request: PaymentRequest): Promise<StartedPayment> {
      const sessionId = `sbx_${randomBytes(16).toString('hex')}`;
      const payload: SessionPayload = {
        sessionId,
        orderId: request.orderId,
        method: request.method,
        amountPaise: request.amountPaise,
        expiresAt: request.holdExpiresAt.toISOString(),
      };
      await db.insert(paymentEvents).values({
        provider: PROVIDER,
        eventId: `session:${sessionId}`,
        orderId: request.orderId,
        type: 'session.created',
        payload,
      });
      // Relative, so it works on whatever host and port the store is served from.
      return { redirectUrl: `/pay/sandbox/${sessionId}`, providerRef: sessionId };
    },

    async verifyPayment(ref: PaymentReference): Promise<PaymentStatus> {
      return statusOf(await findSandboxSession(ref.providerRef), ref);
    },

    async cancelPayment(ref: PaymentReference): Promise<PaymentStatus> {
      const session = await findSandboxSession(ref.providerRef);
      if (session && !session.decision) session.decision = await decideSandboxSession(session, 'declined');
      return statusOf(session, ref);
    },

    async refundPayment(ref: PaymentReference, refund: RefundRequest): Promise<StartedRefund> {
      const session = await findSandboxSession(ref.providerRef);
      if (statusOf(session, ref) !== 'paid')
        throw new Error(`Sandbox session ${ref.providerRef} was not paid.`);
      // One refund per key, like a provider's idempotency key: a retry answers the refund already made.
      const providerRefundId = `sbx_rf_${createHash('sha256').update(refund.key).digest('hex').slice(0, 24)}`;
      await db
        .insert(paymentEvents)
        .values({
          provider: PROVIDER,
          eventId: `refund:${providerRefundId}`,
          orderId: ref.orderId,
          type: 'refund.created',
          payload: { providerRefundId, key: refund.key, amountPaise: refund.amountPaise },
        })
        .onConflictDoNothing();
      return { providerRefundId, state: 'pending' };
    },

    async parseWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent> {
      if (!signatureMatches(signSandboxEvent(rawBody), headers.get(SANDBOX_SIGNATURE_HEADER))) {
        throw badRequest('Invalid sandbox signature.');
      }
      let body: SandboxEventBody;
      try {
        body = JSON.parse(rawBody) as SandboxEventBody;
      } catch {
        throw badRequest('Webhook body must be JSON.');
      }
      if (typeof body.id !== 'string' || typeof body.type !== 'string')
        throw badRequest('Malformed sandbox event.');
      const data = body.data ?? {};
      if (body.type === 'refund.succeeded' && typeof data.refundId === 'string') {
        return {
          eventId: body.id,
          type: body.type,
          outcome: 'ignore',
          orderId: typeof data.orderId === 'string' ? data.orderId : undefined,
          refund: { providerRefundId: data.refundId, state: 'succeeded' },
          payload: body,
        };
      }
      return {
        eventId: body.id,
        type: body.type,
        outcome:
          body.type === 'payment.succeeded' ? 'paid' : body.type === 'payment.failed' ? 'failed' : 'ignore',
        orderId: typeof data.orderId === 'string' ? data.orderId : undefined,
        providerRef: typeof data.sessionId === 'string' ? data.sessionId : undefined,
        amountPaise: typeof data.amountPaise === 'number' ? data.amountPaise : undefined,
        payload: body,
      };
    },
  };
}
