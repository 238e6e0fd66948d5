'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { slowOrSavingData } from '@/lib/browser/connection';
import type { StoreConfig } from '@/lib/store-config';
import { onFirstToast } from './toast';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Mounts sonner's Toaster only once the first toast is asked for (see toast.ts). */
export function Toasts({ toast }: { toast: StoreConfig['toast'] }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onFirstToast(() => setWanted(true)), []);
  // Fetch the library once the page is idle, so a toast still shows when the connection drops later;
  // not on a slow or metered connection, where it loads with the first toast instead.
  useEffect(() => {
    if (slowOrSavingData()) return;
    const warm = () => void import('sonner').catch(() => undefined);
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(warm, 3000);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(warm, { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position={toast.position} duration={toast.duration} richColors closeButton />
    </Suspense>
  );
}
