import { Headphones, RefreshCw, RotateCcw, Truck } from 'lucide-react';
import { getStoreConfig } from '@/lib/store-config';
import {
  deliveryDaysText,
  freeShippingText,
  returnDaysText,
  STORE_POLICY,
  type ShippingTerms,
} from '@/lib/store-policy';

/** The spec's three policies plus delivery; every figure comes from the store policy. */
function policiesFor(shipping: ShippingTerms) {
  return [
    {
      icon: Truck,
      title: freeShippingText(shipping),
      body: `Delivered in ${deliveryDaysText()} to most PIN codes across India.`,
    },
    {
      icon: RefreshCw,
      title: 'Easy Exchange Policy',
      body: `Exchange for another size or colour within ${returnDaysText()} of delivery.`,
    },
    {
      icon: RotateCcw,
      title: `${STORE_POLICY.returnWindowDays} Days Return Policy`,
      body: `Return unused items with their tags within ${returnDaysText()} of delivery.`,
    },
    {
      icon: Headphones,
      title: 'Best Customer Support',
      body: `Real people on the phone ${STORE_POLICY.supportHours}, in English and Hindi.`,
    },
  ];
}

export function PoliciesStrip() {
  const policies = policiesFor(getStoreConfig());
  return (
    <section aria-label="Our policies" className="border-y border-line bg-white" data-testid="policies-strip">
      <ul className="container-page grid gap-8 py-12 text-center sm:grid-cols-2 lg:grid-cols-4">
        {policies.map(({ icon: Icon, title, body }) => (
          <li key={title} className="flex flex-col items-center">
            <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon aria-hidden className="h-6 w-6" />
            </span>
            <h3 className="mt-4 font-semibold">{title}</h3>
            <p className="mt-1 text-sm text-muted">{body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
