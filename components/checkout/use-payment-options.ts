'use client';

import { useStoreConfig } from '@/components/providers/store-config-provider';
import { rupeesToPaise } from '@/lib/money/shared/money';
import {
  codLimitRefusal,
  isOverCodLimit,
  methodsFor,
  type CheckoutMethod,
} from '@/lib/payments/shared/options';
import { useCodAvailability } from './use-cod-availability';

export type PaymentOptions = {
  /** The methods the store can take for this order (lib/payments/options.ts), cash on delivery first. */
  methods: CheckoutMethod[];
  /** Why cash on delivery is not offered, when it is not. */
  codRefusal: string | null;
  /** Set when no method is left: the order cannot be paid for, in words for the shopper. */
  blocked: string | null;
};

/**
 * The payment methods for an order of `amountRupees` to `zipcode`: the server's cash-on-delivery verdict
 * for the PIN code once it answers (GET /api/delivery/{pin}), the amount rule before that (it needs no
 * PIN code), plus the online methods this store has a provider for. Checkout and the cart both use it.
 */
export function usePaymentOptions(zipcode: string, amountRupees: number): PaymentOptions {
  const { onlinePayment } = useStoreConfig();
  const verdict = useCodAvailability(zipcode, amountRupees);
  const codRefusal = verdict
    ? verdict.available
      ? null
      : verdict.message
    : isOverCodLimit(rupeesToPaise(amountRupees))
      ? codLimitRefusal(onlinePayment)
      : null;
  const methods = methodsFor(codRefusal === null, onlinePayment);
  return { methods, codRefusal, blocked: methods.length === 0 ? codRefusal : null };
}
