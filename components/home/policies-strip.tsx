import { getStoreConfig } from '@/lib/store-config';
import {
  deliveryDaysText,
  freeShippingText,
  returnDaysText,
  STORE_POLICY,
  type ShippingTerms,
} from '@/lib/store-policy';
import { PolicyList, type IconItem } from './home-lists';

/** The spec's three policies plus delivery; every figure comes from the store policy. */
function policiesFor(shipping: ShippingTerms): IconItem[] {
  return [
    {
      icon: 'Truck',
      title: freeShippingText(shipping),
      body: `Delivered in ${deliveryDaysText()} to most PIN codes across India.`,
    },
    {
      icon: 'RefreshCw',
      title: 'Easy Exchange Policy',
      body: `Exchange for another size or colour within ${returnDaysText()} of delivery.`,
    },
    {
      icon: 'RotateCcw',
      title: `${STORE_POLICY.returnWindowDays} Days Return Policy`,
      body: `Return unused items with their tags within ${returnDaysText()} of delivery.`,
    },
    {
      icon: 'Headphones',
      title: 'Best Customer Support',
      body: `Real people on the phone ${STORE_POLICY.supportHours}, in English and Hindi.`,
    },
  ];
}

export function PoliciesStrip() {
  return (
    <section aria-label="Our policies" className="border-y border-line bg-white" data-testid="policies-strip">
      <PolicyList items={policiesFor(getStoreConfig())} />
    </section>
  );
}
