import type { Metadata } from 'next';
import { formatRupees } from '@/lib/money/shared/money';
import { STORE_POLICY, type ShippingTerms } from '@/lib/store-policy';
import type messages from '@/messages/en.json';

type Translate = (key: keyof (typeof messages)['Metadata'], values?: Record<string, string>) => string;

/**
 * The store's default title and description in the page's language (`t` reads the Metadata messages):
 * what it sells, its shipping terms and its return window, as freeShippingText and returnWindowText word
 * them in English.
 */
export function siteText(
  t: Translate,
  store: ShippingTerms & { name: string; catalogue: 'fashion' | 'furniture' },
): Required<Pick<Metadata, 'description'>> & { title: string } {
  const shipping =
    store.deliveryFee <= 0
      ? t('shippingFree')
      : store.freeShippingThreshold === null
        ? t('shippingFee', { amount: formatRupees(store.deliveryFee) })
        : t('shippingOver', { amount: formatRupees(store.freeShippingThreshold) });
  const returns = t('returns', { days: String(STORE_POLICY.returnWindowDays) });
  const furniture = store.catalogue === 'furniture';
  return {
    title: t(furniture ? 'titleFurniture' : 'titleFashion', { name: store.name }),
    description: t(furniture ? 'descriptionFurniture' : 'descriptionFashion', { shipping, returns }),
  };
}
