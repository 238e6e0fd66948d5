'use client';

import { AreaError } from '@/components/ui/area-error';

export default function CheckoutError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <AreaError what="the checkout" reset={reset} back={{ href: '/cart', label: 'Back to the cart' }} />;
}
