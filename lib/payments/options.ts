/**
 * Which payment methods the store can take for one order, and what the shopper reads when it can take
 * none. Cash on delivery is offered where the delivery rules allow it (lib/delivery: the PIN code's
 * zone, the cash-on-delivery limit); UPI and card only when their provider is configured (real keys,
 * or the sandbox where PAYMENTS_SANDBOX allows it: lib/payments/availability.ts). Checkout, the cart
 * and the product page all read this one rule, so none of them offers a method that can only fail.
 *
 * Pure: safe for the browser (through lib/payments/shared/options.ts).
 */
import { formatRupees, rupeesToPaise } from '@/lib/money/shared/money';
import { STORE_POLICY } from '@/lib/store-policy';

export type CheckoutMethod = 'cod' | 'upi' | 'card';
export type LiveOnlineMethod = Exclude<CheckoutMethod, 'cod'>;

const onlineNames: Record<LiveOnlineMethod, string> = { upi: 'UPI', card: 'card' };

/** "UPI or card", "UPI", "card". */
export const onlineMethodsText = (online: readonly LiveOnlineMethod[]): string =>
  online.map((m) => onlineNames[m]).join(' or ');

/** "₹50,000" */
export const codLimitText = (): string => formatRupees(STORE_POLICY.codMaxOrderRupees);

/** Whether an order of this many paise (items, less any coupon, plus delivery) is over the cash-on-delivery limit. */
export function isOverCodLimit(orderPaise: number): boolean {
  return orderPaise > rupeesToPaise(STORE_POLICY.codMaxOrderRupees);
}

/** The methods the store can take: cash on delivery when allowed, then the configured online methods. */
export function methodsFor(codAllowed: boolean, online: readonly LiveOnlineMethod[]): CheckoutMethod[] {
  return [...(codAllowed ? (['cod'] as const) : []), ...online];
}

/** Why cash on delivery is refused over the limit, and what to do instead (if anything can be done). */
export function codLimitRefusal(online: readonly LiveOnlineMethod[]): string {
  return online.length > 0
    ? `Cash on delivery is available for orders up to ${codLimitText()}. Please pay by ${onlineMethodsText(online)}.`
    : `Orders above ${codLimitText()} need online payment (UPI or card), which this store does not take yet. Cash on delivery is available for orders up to ${codLimitText()}.`;
}

/** Why cash on delivery is refused at a PIN code where couriers do not collect cash. */
export function codZoneRefusal(pin: string, zoneName: string, online: readonly LiveOnlineMethod[]): string {
  const refused = `Cash on delivery is not available for PIN code ${pin} (${zoneName})`;
  return online.length > 0
    ? `${refused}. Please pay by ${onlineMethodsText(online)}.`
    : `${refused}, and this store does not take online payment (UPI or card) yet, so orders to this PIN code cannot be paid for.`;
}
