'use client';

import { AreaError } from '@/components/ui/area-error';

export default function OrdersError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <AreaError what="your orders" reset={reset} back={{ href: '/profile', label: 'Go to my account' }} />
  );
}
