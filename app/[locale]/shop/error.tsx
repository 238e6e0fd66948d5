'use client';

import { AreaError } from '@/components/ui/area-error';

export default function ShopError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <AreaError what="these products" reset={reset} back={{ href: '/', label: 'Go home' }} />;
}
