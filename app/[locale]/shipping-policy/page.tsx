import type { Metadata } from 'next';
import { pageAlternates } from '@/lib/i18n/server';
import { PolicyPage } from '@/components/content/policy-page';
import { getStoreConfig } from '@/lib/store-config';
import {
  damageReportDaysText,
  deliveryDaysText,
  processingDaysText,
  shippingChargeText,
} from '@/lib/store-policy';

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: 'Shipping Policy',
    description: `Dispatched in ${processingDaysText()}, delivered in ${deliveryDaysText()} across India.`,
    alternates: await pageAlternates('/shipping-policy'),
  };
}

export default function ShippingPolicyPage() {
  const shipping = getStoreConfig();
  return (
    <PolicyPage title="Shipping Policy" updated="1 November 2026">
      <p>
        We ship to every serviceable PIN code in India.{' '}
        <span data-testid="shipping-charge">{shippingChargeText(shipping)}</span>
      </p>
      <h2>Processing time</h2>
      <p>
        Orders leave our warehouse within{' '}
        <strong data-testid="processing-days">{processingDaysText()}</strong> of being placed (Monday to
        Saturday, excluding public holidays). You will see the order move to Shipped on your Orders page as
        soon as it is on its way.
      </p>
      <h2>Delivery time</h2>
      <ul>
        <li>
          Most PIN codes: <strong data-testid="delivery-days">{deliveryDaysText()}</strong> from the day you
          order, processing included.
        </li>
        <li>
          Remote areas, the North-East and the islands: {deliveryDaysText(true)} from the day you order.
        </li>
        <li>Large furniture is delivered by our own partners, who will call ahead to fix a slot.</li>
      </ul>
      <h2>Lost or damaged parcels</h2>
      <p>
        If your parcel arrives damaged, or has not arrived by the end of the delivery time above, please tell
        us within {damageReportDaysText()} with photos of the package. We will send a replacement or refund
        you in full.
      </p>
      <h2>Tracking</h2>
      <p>
        You can follow every order on the Orders page of your account; use “Refresh Status” to see the latest
        update.
      </p>
    </PolicyPage>
  );
}

export const instant = false;
