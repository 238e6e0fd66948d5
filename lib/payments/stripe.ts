import Stripe from 'stripe';
import { badRequest } from '@/lib/errors';
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

export type StripeConfig = {
  secretKey: string;
  webhookSecret?: string;
  siteUrl: string;
  /** Tests pass a fetch-based client that answers like the API. */
  httpClient?: Stripe.HttpClient;
};

/** Stripe allows a Checkout Session to live from 30 minutes to 24 hours. */
const MIN_SESSION_SECONDS = 30 * 60 + 60;
const MAX_SESSION_SECONDS = 24 * 60 * 60 - 60;

function absoluteImage(siteUrl: string, image: string | undefined): string[] {
  if (!image) return [];
  if (/^https:\/\//.test(image)) return [image];
  if (image.startsWith('/') && siteUrl.startsWith('https://')) return [new URL(image, siteUrl).toString()];
  return [];
}

function sessionStatus(session: Stripe.Checkout.Session, ref: PaymentReference): PaymentStatus {
  const ours = (session.client_reference_id ?? session.metadata?.orderId) === ref.orderId;
  if (!ours || session.amount_total !== ref.amountPaise || session.currency !== 'inr') {
    console.error(
      `[payments] Stripe session ${session.id} does not match order ${ref.orderId}; not treating it as paid.`,
    );
    return session.status === 'expired' ? 'failed' : 'pending';
  }
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') return 'paid';
  if (session.status === 'expired') return 'failed';
  return 'pending';
}

/** Card payments through Stripe Checkout Sessions (INR), webhooks signed with STRIPE_WEBHOOK_SECRET. */
export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    httpClient: config.httpClient ?? Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    timeout: 20_000,
  });

  const verifyPayment = async (ref: PaymentReference): Promise<PaymentStatus> =>
    sessionStatus(await stripe.checkout.sessions.retrieve(ref.providerRef), ref);

  return {
    name: 'stripe',

    async createPayment(request: PaymentRequest): Promise<StartedPayment> {
      const base = config.siteUrl.replace(/\/$/, '');
      const orderId = encodeURIComponent(request.orderId);
      const lifetime = Math.round((request.holdExpiresAt.getTime() - Date.now()) / 1000) + 60;
      const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = request.lines.map((line) => ({
        quantity: line.quantity,
        price_data: {
          currency: 'inr',
          unit_amount: line.unitPricePaise,
          product_data: { name: line.name, images: absoluteImage(base, line.image) },
        },
      }));
      if (request.deliveryFeePaise > 0) {
        lineItems.push({
          quantity: 1,
          price_data: {
            currency: 'inr',
            unit_amount: request.deliveryFeePaise,
            product_data: { name: 'Delivery' },
          },
        });
      }
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: lineItems,
          success_url: `${base}/verify?success=true&orderId=${orderId}`,
          cancel_url: `${base}/verify?success=false&orderId=${orderId}`,
          client_reference_id: request.orderId,
          metadata: { orderId: request.orderId },
          payment_intent_data: { metadata: { orderId: request.orderId } },
          customer_email: request.customer.email,
          expires_at:
            Math.floor(Date.now() / 1000) +
            Math.min(MAX_SESSION_SECONDS, Math.max(MIN_SESSION_SECONDS, lifetime)),
        },
        { idempotencyKey: `checkout-${request.orderId}` },
      );
      if (!session.url) throw new Error(`Stripe returned session ${session.id} without a URL`);
      return { redirectUrl: session.url, providerRef: session.id };
    },

    verifyPayment,

    async cancelPayment(ref: PaymentReference): Promise<PaymentStatus> {
      try {
        const session = await stripe.checkout.sessions.expire(ref.providerRef);
        return sessionStatus(session, ref);
      } catch (error) {
        // Already complete or already expired: ask where it ended.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return verifyPayment(ref);
        throw error;
      }
    },

    async refundPayment(ref: PaymentReference, refund: RefundRequest): Promise<StartedRefund> {
      const session = await stripe.checkout.sessions.retrieve(ref.providerRef);
      const intent =
        typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!intent) throw new Error(`Stripe session ${ref.providerRef} has no payment to refund.`);
      const created = await stripe.refunds.create(
        {
          payment_intent: intent,
          amount: refund.amountPaise,
          metadata: { orderId: ref.orderId, key: refund.key },
        },
        { idempotencyKey: refund.key },
      );
      return { providerRefundId: created.id, state: stripeRefundState(created.status) };
    },

    async parseWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent> {
      if (!config.webhookSecret) throw badRequest('Stripe webhooks are not configured.');
      return parseStripeWebhook(rawBody, headers, config.webhookSecret);
    },
  };
}

function stripeRefundState(status: string | null | undefined): RefundOutcome {
  if (status === 'succeeded') return 'succeeded';
  return status === 'failed' || status === 'canceled' ? 'failed' : 'pending';
}

/** Checks a Stripe webhook's signature (STRIPE_WEBHOOK_SECRET) and reads the Checkout events the store acts on. */
export function parseStripeWebhook(rawBody: string, headers: Headers, webhookSecret: string): PaymentEvent {
  const signature = headers.get('stripe-signature');
  if (!signature) throw badRequest('Missing Stripe signature.');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  } catch {
    throw badRequest('Invalid Stripe signature.');
  }
  const base = { eventId: event.id, type: event.type, payload: event };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      const settled = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
      const outcome =
        event.type === 'checkout.session.async_payment_failed' || event.type === 'checkout.session.expired'
          ? 'failed'
          : settled
            ? 'paid'
            : 'ignore';
      return {
        ...base,
        outcome,
        orderId: session.client_reference_id ?? session.metadata?.orderId ?? undefined,
        providerRef: session.id,
        amountPaise: session.amount_total ?? undefined,
      };
    }
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed': {
      const refund = event.data.object;
      return {
        ...base,
        outcome: 'ignore',
        orderId: refund.metadata?.orderId ?? undefined,
        refund: { providerRefundId: refund.id, state: stripeRefundState(refund.status) },
      };
    }
    default:
      return { ...base, outcome: 'ignore' };
  }
}
