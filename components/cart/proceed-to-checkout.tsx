'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { usePaymentOptions } from '@/components/checkout/use-payment-options';
import { recallPin } from '@/lib/browser/delivery';
import { paiseToRupees } from '@/lib/money/shared/money';

/**
 * The way to checkout, or, when the store can take no payment for this total (at the PIN code this
 * device last checked), the reason in plain words instead: the shopper learns it here, not after
 * filling in the delivery form.
 */
export function ProceedToCheckout({ totalPaise, signedIn }: { totalPaise: number; signedIn: boolean }) {
  const [pin, setPin] = useState('');
  // Local storage is only readable after hydration.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setPin(recallPin() ?? ''), []);
  const payment = usePaymentOptions(pin, paiseToRupees(totalPaise));

  if (payment.blocked) {
    return (
      <p
        role="status"
        className="rounded-xl border border-danger/30 bg-red-50 px-4 py-3 text-sm text-danger"
        data-testid="cart-payment-unavailable"
      >
        {payment.blocked}
      </p>
    );
  }
  if (!signedIn) {
    return (
      <Link href="/login?next=/cart" className="btn btn-primary">
        Login to Continue
      </Link>
    );
  }
  return (
    <Link
      href="/place-order"
      className={`btn btn-primary ${totalPaise === 0 ? 'pointer-events-none opacity-50' : ''}`}
      aria-disabled={totalPaise === 0}
    >
      Proceed to Checkout
    </Link>
  );
}
