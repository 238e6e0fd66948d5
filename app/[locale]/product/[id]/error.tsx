'use client';

import { AreaError } from '@/components/ui/area-error';

export default function ProductError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <AreaError what="this product" reset={reset} back={{ href: '/shop', label: 'Continue shopping' }} />;
}
