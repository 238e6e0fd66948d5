'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { StoreConfig } from '@/lib/store-config';

const StoreConfigContext = createContext<StoreConfig | null>(null);

export function StoreConfigProvider({ value, children }: { value: StoreConfig; children: ReactNode }) {
  return <StoreConfigContext.Provider value={value}>{children}</StoreConfigContext.Provider>;
}

export function useStoreConfig(): StoreConfig {
  const value = useContext(StoreConfigContext);
  if (!value) throw new Error('useStoreConfig must be used inside <StoreConfigProvider>');
  return value;
}
