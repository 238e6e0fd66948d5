/**
 * How a payment reads to people (order cards, the invoice, the back office): "Cash on delivery ·
 * Paid on delivery", never the stored codes. No imports: pages and client components share it.
 */

type Method = 'cod' | 'upi' | 'card';
type State = 'pending' | 'paid' | 'failed' | 'cod' | 'refunded';

export const paymentMethodText: Record<Method, string> = {
  cod: 'Cash on delivery',
  upi: 'UPI',
  card: 'Card',
};

const stateText: Record<State, string> = {
  paid: 'Paid',
  pending: 'Awaiting payment',
  failed: 'Payment failed',
  cod: 'Pay on delivery',
  refunded: 'Refunded',
};

/** "Paid", "Pay on delivery", "Paid on delivery" (a delivered cash-on-delivery order), … */
export function paymentStateText(method: Method, state: State | (string & {})): string {
  if (method === 'cod' && state === 'paid') return 'Paid on delivery';
  return stateText[state as State] ?? state;
}
