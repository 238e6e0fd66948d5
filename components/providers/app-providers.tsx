'use client';

import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import type { StoreConfig } from '@/lib/store-config';
import { ShopProvider } from './shop-provider';
import { StoreConfigProvider } from './store-config-provider';
import { ScrollReset } from './scroll-reset';

export function AppProviders({ config, children }: { config: StoreConfig; children: ReactNode }) {
  return (
    <StoreConfigProvider value={config}>
      <ShopProvider>
        <ScrollReset />
        {children}
        <Toaster position={config.toast.position} duration={config.toast.duration} richColors closeButton />
      </ShopProvider>
    </StoreConfigProvider>
  );
}
