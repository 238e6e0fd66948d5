import { env, storeName } from '@/lib/env';
import { mediaBaseUrl } from '@/lib/media';
import { onlinePaymentMethods } from '@/lib/payments/availability';
import type { LiveOnlineMethod } from '@/lib/payments/options';

/** Settings the UI needs, resolved on the server and handed to client components as plain data. */
export type StoreConfig = {
  name: string;
  catalogue: 'fashion' | 'furniture';
  deliveryFee: number;
  /** UPI and card when their provider is configured (keys or the sandbox); empty: cash on delivery only. */
  onlinePayment: LiveOnlineMethod[];
  company: { name: string; gstin: string; address: string; email: string; phone: string };
  toast: { position: 'top-right' | 'bottom-right'; duration: number };
  /** The base the API puts in front of image paths; the UI takes it off again (storeImagePath). */
  mediaBaseUrl: string;
};

export function getStoreConfig(): StoreConfig {
  const fashion = env.STORE_CATALOGUE === 'fashion';
  return {
    name: storeName,
    catalogue: env.STORE_CATALOGUE,
    deliveryFee: env.DELIVERY_FEE,
    onlinePayment: onlinePaymentMethods(),
    company: {
      name: env.COMPANY_NAME,
      gstin: env.COMPANY_GSTIN,
      address: env.COMPANY_ADDRESS,
      email: env.STORE_EMAIL,
      phone: env.STORE_PHONE,
    },
    // Spec section 9: top-right for 5 s in the shop (fashion) reading, bottom-right for 3 s in the other.
    toast: fashion ? { position: 'top-right', duration: 5000 } : { position: 'bottom-right', duration: 3000 },
    mediaBaseUrl: mediaBaseUrl(),
  };
}
