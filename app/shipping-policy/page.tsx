import type { Metadata } from 'next';
import { PolicyPage } from '@/components/content/policy-page';

export const metadata: Metadata = {
  title: 'Shipping Policy',
  description: 'Processing in 1–3 business days, delivery in 3–7 business days across India.',
  alternates: { canonical: '/shipping-policy' },
};

export default function ShippingPolicyPage() {
  return (
    <PolicyPage title="Shipping Policy" updated="1 November 2026">
      <p>We ship to every serviceable pincode in India. Shipping is free on all orders.</p>
      <h2>Processing time</h2>
      <p>
        Orders are processed within 1–3 business days (Monday to Saturday, excluding public holidays). You
        will receive a confirmation as soon as your order leaves our warehouse.
      </p>
      <h2>Delivery time</h2>
      <ul>
        <li>Standard delivery: 3–7 business days after dispatch.</li>
        <li>Remote areas and the North-East: up to 7–15 business days.</li>
        <li>Large furniture is delivered by our own partners, who will call ahead to fix a slot.</li>
      </ul>
      <h2>Lost or damaged parcels</h2>
      <p>
        If your parcel arrives damaged or does not arrive, please report it within 2 days of the expected
        delivery date with photos of the package. We will send a replacement or refund you in full.
      </p>
      <h2>Tracking</h2>
      <p>
        You can follow every order on the Orders page of your account; use “Refresh Status” to see the latest
        update.
      </p>
    </PolicyPage>
  );
}
