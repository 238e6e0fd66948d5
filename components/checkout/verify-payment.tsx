'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { toast } from '@/components/providers/toast';
import { useShop } from '@/components/providers/shop-provider';
import { apiCall } from '@/lib/browser/api';

/**
 * /verify?success=&orderId=: asks the server to check the payment with the provider; paid → empty cart
 * and /orders, otherwise back to /cart with the cart as it was (spec sections 2 and 4).
 */
export function VerifyPayment() {
  const params = useSearchParams();
  const router = useRouter();
  const { status, user, clearCartLocally, refresh } = useShop();
  const started = useRef(false);

  useEffect(() => {
    if (status !== 'ready' || started.current) return;
    started.current = true;
    if (!user) {
      router.replace(`/login?next=${encodeURIComponent(`/verify?${params.toString()}`)}`);
      return;
    }
    const orderId = params.get('orderId') ?? '';
    const success = params.get('success') === 'true';
    void apiCall<{ message?: string }>('/api/order/verifyStripe', { body: { success, orderId } }).then(
      async (answer) => {
        if (answer.success) {
          clearCartLocally();
          toast.success(answer.message ?? 'Payment received. Thank you for your order!');
          router.replace('/orders');
        } else {
          toast.error(answer.message || 'Payment was not completed.');
          await refresh();
          router.replace('/cart');
        }
      },
    );
  }, [status, user, params, router, clearCartLocally, refresh]);

  return (
    <div className="py-24 text-center" role="status" aria-live="polite">
      <span
        aria-hidden
        className="mx-auto block h-10 w-10 animate-spin rounded-full border-4 border-stone-200 border-t-ink"
      />
      <p className="mt-6 font-display text-2xl font-semibold">Verifying your payment…</p>
      <p className="mt-2 text-sm text-muted">Please don’t close this page.</p>
    </div>
  );
}
