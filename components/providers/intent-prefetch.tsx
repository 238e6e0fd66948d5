'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { savingData } from '@/lib/browser/connection';

/**
 * Product links are rendered with `prefetch={false} data-intent-prefetch`: on a phone on 3G a grid of twenty cards would
 * otherwise fetch twenty product pages the shopper never opens. One delegated listener prefetches a
 * marked link when the pointer rests on it, a finger touches it or it receives focus — a head start of
 * a few hundred milliseconds for the page the shopper is about to open — and not at all when the
 * browser asks to save data (`navigator.connection.saveData`) or reports a 2G connection.
 */
export function IntentPrefetch() {
  const router = useRouter();
  useEffect(() => {
    const done = new Set<string>();
    const onIntent = (e: Event) => {
      if (savingData()) return;
      const link = (e.target as Element | null)?.closest?.('a[data-intent-prefetch]');
      const href = link?.getAttribute('href');
      if (!href || done.has(href)) return;
      done.add(href);
      router.prefetch(href);
    };
    const options = { capture: true, passive: true };
    for (const type of ['pointerover', 'touchstart', 'focusin'] as const)
      document.addEventListener(type, onIntent, options);
    return () => {
      for (const type of ['pointerover', 'touchstart', 'focusin'] as const)
        document.removeEventListener(type, onIntent, options);
    };
  }, [router]);
  return null;
}
