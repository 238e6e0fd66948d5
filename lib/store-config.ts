import type { StoreConfig } from '@/lib/browser/store-config';
import { env, storeName } from '@/lib/env';
import { mediaBaseUrl } from '@/lib/media';
import { onlinePaymentMethods } from '@/lib/payments/availability';
import { STORE_POLICY, type ShippingTerms } from '@/lib/store-policy';

// The type lives with the browser's hook (lib/browser/store-config.ts); the server resolves the values.
export type { StoreConfig };

/**
 * The configured delivery fee and free-shipping threshold (DELIVERY_FEE, FREE_SHIPPING_THRESHOLD), read
 * at call time: the server's pricing and every page that states them use this one pair.
 */
export function shippingTerms(): ShippingTerms {
  const setting = env.FREE_SHIPPING_THRESHOLD;
  return {
    deliveryFee: env.DELIVERY_FEE,
    freeShippingThreshold: setting === 'off' ? null : (setting ?? STORE_POLICY.freeShippingThresholdRupees),
  };
}

export function getStoreConfig(): StoreConfig {
  const fashion = env.STORE_CATALOGUE === 'fashion';
  return {
    name: storeName,
    catalogue: env.STORE_CATALOGUE,
    ...shippingTerms(),
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
