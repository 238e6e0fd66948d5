import { createHash } from 'node:crypto';
import Razorpay from 'razorpay';
import { badRequest } from '@/lib/errors';
import { hmacHex, signatureMatches } from './signature';
import type {
  PaymentEvent,
  PaymentProvider,
  PaymentReference,
  PaymentRequest,
  PaymentStatus,
  RefundOutcome,
  RefundRequest,
  StartedPayment,
  StartedRefund,
} from './types';

/** The part of the Razorpay client the store uses (tests pass a stand-in). */
export type RazorpayLinks = Pick<Razorpay, 'paymentLink'> & Partial<Pick<Razorpay, 'payments'>>;

export type RazorpayConfig = {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
  siteUrl: string;
  client?: RazorpayLinks;
};

/** Razorpay wants a payment link to stay open at least 15 minutes. */
const MIN_LINK_SECONDS = 16 * 60;

type LinkState = {
  id: string;
  status: string;
  amount: number | string;
  amount_paid?: number;
  reference_id?: string;
};

function linkStatus(link: LinkState, ref: PaymentReference): PaymentStatus {
  if (link.reference_id !== ref.orderId || Number(link.amount) !== ref.amountPaise) {
    console.error(
      `[payments] Razorpay link ${link.id} does not match order ${ref.orderId}; not treating it as paid.`,
    );
    return link.status === 'cancelled' || link.status === 'expired' ? 'failed' : 'pending';
  }
  if (link.status === 'paid' && Number(link.amount_paid ?? 0) >= ref.amountPaise) return 'paid';
  if (link.status === 'cancelled' || link.status === 'expired') return 'failed';
  return 'pending';
}

/** UPI payments through Razorpay payment links, webhooks signed with RAZORPAY_WEBHOOK_SECRET. */
export function createRazorpayProvider(config: RazorpayConfig): PaymentProvider {
  const razorpay: RazorpayLinks =
    config.client ?? new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  // UPI-only links exist in live mode; test keys get a standard link, which offers UPI among other methods.
  const upiOnly = config.keyId.startsWith('rzp_live_');

  const verifyPayment = async (ref: PaymentReference): Promise<PaymentStatus> =>
    linkStatus(await razorpay.paymentLink.fetch(ref.providerRef), ref);

  return {
    name: 'razorpay',

    async createPayment(request: PaymentRequest): Promise<StartedPayment> {
      const base = config.siteUrl.replace(/\/$/, '');
      const lifetime = Math.round((request.holdExpiresAt.getTime() - Date.now()) / 1000) + 60;
      const link = await razorpay.paymentLink.create({
        ...(upiOnly ? { upi_link: true } : {}),
        amount: request.amountPaise,
        currency: 'INR',
        accept_partial: false,
        reference_id: request.orderId,
        description: `Order ${request.orderId}`,
        customer: {
          name: request.customer.name,
          email: request.customer.email,
          contact: `+91${request.customer.phone}`,
        },
        notify: { sms: false, email: false },
        reminder_enable: false,
        notes: { orderId: request.orderId },
        callback_url: `${base}/verify?success=true&orderId=${encodeURIComponent(request.orderId)}`,
        callback_method: 'get',
        expire_by: Math.floor(Date.now() / 1000) + Math.max(MIN_LINK_SECONDS, lifetime),
      });
      return { redirectUrl: link.short_url, providerRef: link.id };
    },

    verifyPayment,

    async cancelPayment(ref: PaymentReference): Promise<PaymentStatus> {
      try {
        return linkStatus(await razorpay.paymentLink.cancel(ref.providerRef), ref);
      } catch {
        // A paid or expired link cannot be cancelled: ask where it ended.
        return verifyPayment(ref);
      }
    },

    async refundPayment(ref: PaymentReference, refund: RefundRequest): Promise<StartedRefund> {
      if (!razorpay.payments) throw new Error('This Razorpay client cannot refund.');
      // A payment link's captured payment is the one to refund.
      // The SDK types `payments` as one object; the API answers a list of the link's payments.
      const link = (await razorpay.paymentLink.fetch(ref.providerRef)) as unknown as {
        payments?: { payment_id: string; status: string }[] | null;
      };
      const paid = link.payments?.find((p) => p.status === 'captured');
      if (!paid) throw new Error(`Razorpay link ${ref.providerRef} has no captured payment to refund.`);
      const created = await razorpay.payments.refund(paid.payment_id, {
        amount: refund.amountPaise,
        receipt: refund.key.slice(0, 40),
        notes: { orderId: ref.orderId, key: refund.key },
      });
      return { providerRefundId: created.id, state: razorpayRefundState(created.status) };
    },

    async parseWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent> {
      if (!config.webhookSecret) throw badRequest('Razorpay webhooks are not configured.');
      return parseRazorpayWebhook(rawBody, headers, config.webhookSecret);
    },
  };
}

type RazorpayWebhookBody = {
  event?: string;
  payload?: {
    payment_link?: { entity?: LinkState & { notes?: Record<string, string> } };
    payment?: { entity?: { id?: string; amount?: number } };
    refund?: { entity?: { id?: string; amount?: number; notes?: Record<string, string> } };
  };
};

function razorpayRefundState(status: string | undefined): RefundOutcome {
  return status === 'processed' ? 'succeeded' : status === 'failed' ? 'failed' : 'pending';
}

/**
 * Checks a Razorpay webhook's signature (hex HMAC-SHA256 of the raw body, as Razorpay.validateWebhookSignature
 * computes it, compared here in constant time) and reads the payment-link events the store acts on.
 */
export function parseRazorpayWebhook(rawBody: string, headers: Headers, webhookSecret: string): PaymentEvent {
  if (!signatureMatches(hmacHex(webhookSecret, rawBody), headers.get('x-razorpay-signature'))) {
    throw badRequest('Invalid Razorpay signature.');
  }
  let body: RazorpayWebhookBody;
  try {
    body = JSON.parse(rawBody) as RazorpayWebhookBody;
  } catch {
    throw badRequest('Webhook body must be JSON.');
  }
  const type = String(body.event ?? 'unknown');
  const eventId =
    headers.get('x-razorpay-event-id')?.slice(0, 100) ||
    `body_${createHash('sha256').update(rawBody).digest('hex')}`;
  const refund = body.payload?.refund?.entity;
  if (refund?.id && type.startsWith('refund.')) {
    return {
      eventId,
      type,
      outcome: 'ignore',
      orderId: refund.notes?.orderId,
      refund: {
        providerRefundId: refund.id,
        state: type === 'refund.processed' ? 'succeeded' : type === 'refund.failed' ? 'failed' : 'pending',
      },
      payload: body,
    };
  }
  const link = body.payload?.payment_link?.entity;
  const outcome =
    type === 'payment_link.paid'
      ? 'paid'
      : type === 'payment_link.cancelled' || type === 'payment_link.expired'
        ? 'failed'
        : 'ignore';
  return {
    eventId,
    type,
    outcome: link ? outcome : 'ignore',
    orderId: link?.reference_id ?? link?.notes?.orderId,
    providerRef: link?.id,
    amountPaise: link?.amount_paid ?? undefined,
    payload: body,
  };
}
