import type { PaymentMethod } from '@/models/orders';

export const providerNames = ['stripe', 'razorpay', 'sandbox'] as const;
export type ProviderName = (typeof providerNames)[number];

export type OnlineMethod = Exclude<PaymentMethod, 'cod'>;

/** What the provider says about a payment: the only source the store believes. */
export type PaymentStatus = 'paid' | 'pending' | 'failed';

/** The order as a provider needs it to take a payment. */
export type PaymentRequest = {
  orderId: string;
  method: OnlineMethod;
  amountPaise: number;
  deliveryFeePaise: number;
  lines: { name: string; unitPricePaise: number; quantity: number; image?: string }[];
  customer: { name: string; email: string; phone: string };
  /** After this the store gives up on the payment and releases the stock. */
  holdExpiresAt: Date;
};

/** A payment already started: the provider's id for it and the amount it must collect. */
export type PaymentReference = { orderId: string; providerRef: string; amountPaise: number };

export type StartedPayment = { redirectUrl: string; providerRef: string };

/** A provider callback after its signature was checked. */
export type PaymentEvent = {
  /** The provider's unique event id: a replay carries the same id and changes nothing. */
  eventId: string;
  type: string;
  /** paid or failed when the event settles a payment; ignore for every other event. */
  outcome: 'paid' | 'failed' | 'ignore';
  orderId?: string;
  providerRef?: string;
  /** The amount the provider collected, when it says. */
  amountPaise?: number;
  /** Set when the event is about a refund: the provider's refund id and where the refund stands. */
  refund?: { providerRefundId: string; state: RefundOutcome };
  payload: unknown;
};

/** Where a refund stands at the provider; the store believes 'succeeded' only from a verified webhook. */
export type RefundOutcome = 'pending' | 'succeeded' | 'failed';

/** A refund the store asks for: `key` is the same for a retry, so the provider makes it once. */
export type RefundRequest = { amountPaise: number; key: string };
export type StartedRefund = { providerRefundId: string; state: RefundOutcome };

/** One interface for every way to pay online; the store never trusts the browser about a payment. */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** Starts a payment; the shopper is sent to redirectUrl to pay. */
  createPayment(request: PaymentRequest): Promise<StartedPayment>;
  /** Asks the provider whether the payment went through. */
  verifyPayment(ref: PaymentReference): Promise<PaymentStatus>;
  /** Stops an unfinished payment (the shopper gave up) and says where it ended: paid if it completed meanwhile. */
  cancelPayment(ref: PaymentReference): Promise<PaymentStatus>;
  /** Sends part or all of a taken payment back; the provider confirms it later through its webhook. */
  refundPayment(ref: PaymentReference, refund: RefundRequest): Promise<StartedRefund>;
  /** Checks a webhook's signature and reads it; throws a 400 AppError when the signature is bad or missing. */
  parseWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent>;
}
