'use client';

import { AreaError } from '@/components/ui/area-error';

export default function AdminError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <AreaError
      what="this back office page"
      reset={reset}
      back={{ href: '/admin', label: 'Back to the dashboard' }}
    />
  );
}
