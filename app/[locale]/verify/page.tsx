import type { Metadata } from 'next';
import { Suspense } from 'react';
import { VerifyPayment } from '@/components/checkout/verify-payment';

export const metadata: Metadata = { title: 'Verifying payment', robots: { index: false } };

export default function VerifyPage() {
  return (
    <div className="container-page">
      <Suspense fallback={null}>
        <VerifyPayment />
      </Suspense>
    </div>
  );
}

export const instant = false;
