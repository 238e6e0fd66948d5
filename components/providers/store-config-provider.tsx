'use client';

import type { ReactNode } from 'react';
import { StoreConfigContext } from '@/lib/browser/store-config';
import type { StoreConfig } from '@/lib/store-config';

// Kept for the modules that still import the hook from here; new code imports it from lib/browser.
export { useStoreConfig } from '@/lib/browser/store-config';

export function StoreConfigProvider({ value, children }: { value: StoreConfig; children: ReactNode }) {
  return <StoreConfigContext.Provider value={value}>{children}</StoreConfigContext.Provider>;
}
