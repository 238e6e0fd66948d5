'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** Scroll position resets to the top on every route change (spec section 2). */
export function ScrollReset() {
  const pathname = usePathname();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
