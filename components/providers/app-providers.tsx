'use client';

import type { ReactNode } from 'react';
import type { StoreConfig } from '@/lib/store-config';
import { ImageFallback } from './image-fallback';
import { IntentPrefetch } from './intent-prefetch';
import { ShopProvider } from './shop-provider';
import { StoreConfigProvider } from './store-config-provider';
import { ScrollReset } from './scroll-reset';
import { Toasts } from './toasts';

export function AppProviders({ config, children }: { config: StoreConfig; children: ReactNode }) {
  return (
    <StoreConfigProvider value={config}>
      <ShopProvider>
        <ScrollReset />
        <ImageFallback />
        <IntentPrefetch />
        {children}
        <Toasts toast={config.toast} />
      </ShopProvider>
    </StoreConfigProvider>
  );
}
