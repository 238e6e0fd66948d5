'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import type { StoreConfig } from '@/lib/store-config';
import { onFirstToast } from './toast';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Mounts sonner's Toaster only once the first toast is asked for (see toast.ts). */
export function Toasts({ toast }: { toast: StoreConfig['toast'] }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onFirstToast(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position={toast.position} duration={toast.duration} richColors closeButton />
    </Suspense>
  );
}
