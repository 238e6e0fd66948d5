'use client';

import 'client-only';
import { createContext, useContext } from 'react';
import type { LiveOnlineMethod } from '@/lib/payments/shared/options';

/** Settings the UI needs, resolved on the server (getStoreConfig) and handed to client components as plain data. */
export type StoreConfig = {
  name: string;
  catalogue: 'fashion' | 'furniture';
  /** Rupees per order (DELIVERY_FEE); 0 for free shipping always. */
  deliveryFee: number;
  /** Rupees from which the fee is waived (FREE_SHIPPING_THRESHOLD); null: never. */
  freeShippingThreshold: number | null;
  /** UPI and card when their provider is configured (keys or the sandbox); empty: cash on delivery only. */
  onlinePayment: LiveOnlineMethod[];
  company: { name: string; gstin: string; address: string; email: string; phone: string };
  toast: { position: 'top-right' | 'bottom-right'; duration: number };
  /** The base the API puts in front of image paths; the UI takes it off again (storeImagePath). */
  mediaBaseUrl: string;
};

/**
 * The store's settings as handed to the browser (lib/store-config.ts resolves them on the server).
 * The context and its hook live here, below components/, so lib/browser hooks can read them; the
 * provider component (components/providers/store-config-provider.tsx) only fills it.
 */
export const StoreConfigContext = createContext<StoreConfig | null>(null);

export function useStoreConfig(): StoreConfig {
  const value = useContext(StoreConfigContext);
  if (!value) throw new Error('useStoreConfig must be used inside <StoreConfigProvider>');
  return value;
}
