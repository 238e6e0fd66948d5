/**
 * The store's promises to shoppers, in one place: every page, banner, JSON-LD block, invoice and
 * e-mail that states a delivery time, a return or refund window or a shipping threshold reads it
 * from here, so what the shopper reads is the same everywhere and matches what the code enforces.
 *
 * Pure data and pure functions: safe to import from server and client code alike.
 */
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
  /** Payment methods the store takes, in the words the shopper reads. */
  paymentMethods: ['Cash on delivery', 'UPI', 'Credit and debit cards'] as const,
} as const;

export type StorePolicy = typeof STORE_POLICY;

const range = (r: { min: number; max: number }) => (r.min === r.max ? `${r.min}` : `${r.min}–${r.max}`);

/** "3–7 business days" */
export const deliveryDaysText = (remote = false): string =>
  `${range(remote ? STORE_POLICY.remoteDeliveryDays : STORE_POLICY.deliveryDays)} business days`;

/** "1–2 business days" */
export const processingDaysText = (): string => `${range(STORE_POLICY.processingDays)} business days`;

/** "7-day returns" */
export const returnWindowText = (): string => `${STORE_POLICY.returnWindowDays}-day returns`;
