'use client';

import 'client-only';
import { useCallback, useEffect, useState } from 'react';
import { apiCall } from '@/lib/browser/api';
import { rupeesToPaise } from '@/lib/money/shared/money';

const KEY = 'store:coupon';

export type CouponLineInput = { productId: string; quantity: number; size?: string };

export type CouponState =
  | { status: 'none' }
  | { status: 'checking'; code: string }
  | { status: 'applied'; code: string; discountPaise: number }
  | { status: 'refused'; code: string; message: string };

function remembered(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function remember(code: string | null): void {
  try {
    if (code) window.sessionStorage.setItem(KEY, code);
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Private modes may refuse storage: the coupon then lasts as long as the page.
  }
}

/**
 * The coupon the shopper applied in the cart, kept for the tab (sessionStorage) so checkout sends the
 * same code. Its discount is always the server's answer for the current lines, asked again when they
 * change; the order's own transaction checks it once more.
 */
export function useCoupon(lines: CouponLineInput[], ready: boolean) {
  const [state, setState] = useState<CouponState>({ status: 'none' });
  const signature = JSON.stringify(lines.map((l) => [l.productId, l.quantity, l.size ?? 'default']));

  const check = useCallback(
    async (code: string) => {
      setState({ status: 'checking', code });
      // With its size: a size may have its own price (a King bed), which the coupon's minimum counts.
      const items = (JSON.parse(signature) as [string, number, string][]).map(([_id, quantity, size]) => ({
        _id,
        quantity,
        size,
      }));
      const answer = await apiCall<{ code: string; discount: number }>('/api/cart/coupon', {
        body: { code, items },
      });
      if (answer.success) {
        remember(answer.code);
        setState({ status: 'applied', code: answer.code, discountPaise: rupeesToPaise(answer.discount) });
      } else {
        setState({ status: 'refused', code, message: answer.message });
      }
    },
    [signature],
  );

  useEffect(() => {
    const code = remembered();
    if (!ready || !code || signature === '[]') return;
    // Re-prices the remembered code against the cart as it is now (quantities may have changed).
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the answer arrives asynchronously
    void check(code);
  }, [ready, signature, check]);

  const remove = useCallback(() => {
    remember(null);
    setState({ status: 'none' });
  }, []);

  return { state, apply: check, remove };
}
