'use client';

import { AreaError } from '@/components/ui/area-error';

export default function ProfileError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <AreaError what="your account" reset={reset} back={{ href: '/', label: 'Go home' }} />;
}
