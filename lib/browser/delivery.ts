import 'client-only';
import type { DeliveryPromise } from '@/lib/delivery/types';
import { apiCall, type ApiAnswer } from './api';

/** Where the visitor's PIN code is remembered on this device (never sent with page requests). */
export const DELIVERY_PIN_KEY = 'deliveryPin';

const isPin = (value: string) => /^[1-9]\d{5}$/.test(value);

/** The PIN code this device last checked, or null. */
export function recallPin(): string | null {
  try {
    const pin = window.localStorage.getItem(DELIVERY_PIN_KEY);
    return pin && isPin(pin) ? pin : null;
  } catch {
    return null;
  }
}

export function rememberPin(pin: string): void {
  try {
    if (isPin(pin)) window.localStorage.setItem(DELIVERY_PIN_KEY, pin);
  } catch {
    // Storage disabled (private mode): the shopper types the PIN code again next time.
  }
}

/** Asks GET /api/delivery/{pin} for the promise, COD judged for an order of `amountRupees` when given. */
export function fetchDeliveryPromise(
  pin: string,
  amountRupees?: number | null,
): Promise<ApiAnswer<{ delivery: DeliveryPromise }>> {
  const query = amountRupees != null ? `?amount=${amountRupees.toFixed(2)}` : '';
  return apiCall<{ delivery: DeliveryPromise }>(`/api/delivery/${encodeURIComponent(pin)}${query}`);
}
