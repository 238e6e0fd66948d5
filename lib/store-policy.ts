/**
 * The store's promises to shoppers, in one place: every page, banner, JSON-LD block, invoice and
 * e-mail that states a delivery time, a return or refund window or a shipping threshold reads it
 * from here, so what the shopper reads is the same everywhere and matches what the code enforces.
 *
 * Pure data and pure functions: safe to import from server and client code alike.
 */
import { formatRupees } from '@/lib/money';

export const STORE_POLICY = {
  /** Business days (Monday to Saturday, public holidays excluded) from order to dispatch. */
  processingDays: { min: 1, max: 2 },
  /** Business days from order to door for most PIN codes (processing included). */
  deliveryDays: { min: 3, max: 7 },
  /** Business days from order to door for remote PIN codes, the North-East and the islands. */
  remoteDeliveryDays: { min: 7, max: 15 },
  /** A shopper may cancel an order that is not yet processed within this many hours of placing it. */
  cancelWindowHours: 24,
  /** Days after delivery within which a return or exchange may be requested. */
  returnWindowDays: 7,
  /** Days after delivery within which a damaged or missing parcel must be reported. */
  damageReportDays: 2,
  /** Days from the returned item reaching us (or a cancellation) to the refund being issued. */
  refundDays: 7,
  /**
   * The default of FREE_SHIPPING_THRESHOLD: orders whose items come to at least this many rupees ship
   * free when a delivery fee is configured (DELIVERY_FEE); with no fee every order ships free. The
   * setting may change it or turn it off (`off`: the fee is charged on every order, as the original
   * API's clients add it). deliveryFeePaiseFor applies it; ShippingTerms carries the configured pair.
   */
  freeShippingThresholdRupees: 999,
  /** When someone answers the phone; messages sent at any time are answered within replyBusinessDays. */
  supportHours: 'Mon–Sat, 10 AM – 6 PM',
  replyBusinessDays: 1,
  /**
   * The delivery promise by PIN code (lib/delivery): business days in transit after dispatch for each
   * delivery zone. The promised date is processingDays.max plus these, so every zone stays inside
   * deliveryDays (metro, capital, rest) or remoteDeliveryDays (north-east, remote, islands).
   */
  zoneTransitDays: { metro: 1, capital: 2, rest: 4, northeast: 6, remote: 7, islands: 9 },
  /** Zones where couriers do not collect cash: prepaid (UPI or card) only. */
  noCodZones: ['remote', 'islands'] as const,
  /** Cash on delivery is offered for orders up to this many rupees (items plus delivery fee). */
  codMaxOrderRupees: 50000,
  /** Payment methods the store takes, in the words the shopper reads. */
  paymentMethods: ['Cash on delivery', 'UPI', 'Credit and debit cards'] as const,
} as const;

export type StorePolicy = typeof STORE_POLICY;

/** The delivery zones a PIN code falls in (lib/delivery classifies them). */
export type DeliveryZone = keyof StorePolicy['zoneTransitDays'];

type Range = { min: number; max: number };

const range = (r: Range) => (r.min === r.max ? `${r.min}` : `${r.min}–${r.max}`);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "3–7 business days" (order to door; remote PIN codes with `remote`). */
export const deliveryDaysText = (remote = false): string =>
  `${range(remote ? STORE_POLICY.remoteDeliveryDays : STORE_POLICY.deliveryDays)} business days`;

/** "1–2 business days" (order to dispatch). */
export const processingDaysText = (): string => `${range(STORE_POLICY.processingDays)} business days`;

/** Business days in transit after dispatch, for structured data: delivery less processing. */
export const transitDays = (): Range => ({
  min: STORE_POLICY.deliveryDays.min - STORE_POLICY.processingDays.min,
  max: STORE_POLICY.deliveryDays.max - STORE_POLICY.processingDays.max,
});

/** "7-day returns" */
export const returnWindowText = (): string => `${STORE_POLICY.returnWindowDays}-day returns`;

/** "7 days" */
export const returnDaysText = (): string => plural(STORE_POLICY.returnWindowDays, 'day');

/** "2 days" */
export const damageReportDaysText = (): string => plural(STORE_POLICY.damageReportDays, 'day');

/** "7 days" */
export const refundDaysText = (): string => plural(STORE_POLICY.refundDays, 'day');

/** "24 hours" */
export const cancelWindowText = (): string => plural(STORE_POLICY.cancelWindowHours, 'hour');

/** "one business day" */
export const replyTimeText = (): string =>
  STORE_POLICY.replyBusinessDays === 1
    ? 'one business day'
    : plural(STORE_POLICY.replyBusinessDays, 'business day');

/** "cash on delivery, UPI and credit and debit cards" */
export const paymentMethodsText = (): string => {
  const [first, ...rest] = STORE_POLICY.paymentMethods.map((m) => (m === 'UPI' ? m : m.toLowerCase()));
  const last = rest.pop();
  return last ? `${[first, ...rest].join(', ')} and ${last}` : (first ?? '');
};

/**
 * What delivery costs as configured, in rupees: the fee (DELIVERY_FEE, 0 for none) and the order value
 * from which it is waived (FREE_SHIPPING_THRESHOLD; null: never). lib/store-config.ts resolves it on the
 * server and hands it to the browser in StoreConfig, which has the same two fields.
 */
export type ShippingTerms = { deliveryFee: number; freeShippingThreshold: number | null };

/**
 * The delivery fee charged on an order, in paise: none on an empty order, none when no fee is
 * configured, none when the items come to the free-shipping threshold or more (when there is one). The
 * one rule used by the server's pricing (placeOrder), the cart and checkout totals and every
 * free-shipping line.
 */
export function deliveryFeePaiseFor(
  subtotalPaise: number,
  configuredFeePaise: number,
  freeFromRupees: number | null,
): number {
  if (subtotalPaise <= 0 || configuredFeePaise <= 0) return 0;
  if (freeFromRupees === null) return configuredFeePaise;
  return subtotalPaise >= freeFromRupees * 100 ? 0 : configuredFeePaise;
}

/** The fee on an order of these items under the configured terms, in paise. */
export const deliveryFeePaiseUnder = (subtotalPaise: number, terms: ShippingTerms): number =>
  deliveryFeePaiseFor(subtotalPaise, Math.round(terms.deliveryFee * 100), terms.freeShippingThreshold);

/**
 * The free-shipping promise: "Free shipping on all orders" with no fee, "Free shipping on orders of
 * ₹999 or more" with a threshold, and with the threshold off no "free" promise at all: "Delivery ₹49 on
 * every order".
 */
export function freeShippingText(terms: ShippingTerms): string {
  if (terms.deliveryFee <= 0) return 'Free shipping on all orders';
  if (terms.freeShippingThreshold === null)
    return `Delivery ${formatRupees(terms.deliveryFee)} on every order`;
  return `Free shipping on orders of ${formatRupees(terms.freeShippingThreshold)} or more`;
}

/** A short title of the same: "Free shipping", "Free shipping from ₹999" or "Delivery ₹49". */
export function shippingTitle(terms: ShippingTerms): string {
  if (terms.deliveryFee <= 0) return 'Free shipping';
  if (terms.freeShippingThreshold === null) return `Delivery ${formatRupees(terms.deliveryFee)}`;
  return `Free shipping from ${formatRupees(terms.freeShippingThreshold)}`;
}

/** What shipping costs, in one sentence. */
export function shippingChargeText(terms: ShippingTerms): string {
  if (terms.deliveryFee <= 0) return 'Shipping is free on all orders.';
  const fee = formatRupees(terms.deliveryFee);
  if (terms.freeShippingThreshold === null) return `A delivery charge of ${fee} applies to every order.`;
  return `Orders of ${formatRupees(terms.freeShippingThreshold)} or more ship free; below that a delivery charge of ${fee} applies.`;
}
