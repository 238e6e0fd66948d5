'use client';

import { useEffect, useState } from 'react';
import { fetchDeliveryPromise } from '@/lib/browser/delivery';

/**
 * Whether cash on delivery is offered for this PIN code and order total (GET /api/delivery/{pin}):
 * null while unknown, else the promise's COD verdict. The server applies the same rule when placing.
 */
export function useCodAvailability(
  zipcode: string,
  amountRupees: number,
): { available: boolean; message: string } | null {
  const [verdict, setVerdict] = useState<{ key: string; available: boolean; message: string } | null>(null);
  const code = /^[1-9]\d{5}$/.test(zipcode) ? zipcode : null;
  const key = `${code}:${amountRupees}`;

  useEffect(() => {
    if (!code) return;
    let cancelled = false;
    void fetchDeliveryPromise(code, amountRupees).then((answer) => {
      if (cancelled || !answer.success) return;
      setVerdict({ key, ...answer.delivery.cod });
    });
    return () => {
      cancelled = true;
    };
  }, [code, amountRupees, key]);

  return code && verdict?.key === key ? { available: verdict.available, message: verdict.message } : null;
}
