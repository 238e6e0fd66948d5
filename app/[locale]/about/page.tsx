import type { Metadata } from 'next';
import { pageAlternates } from '@/lib/i18n/server';
import { PolicyPage } from '@/components/content/policy-page';
import { getStoreConfig } from '@/lib/store-config';
import {
  deliveryDaysText,
  freeShippingText,
  replyTimeText,
  returnDaysText,
  STORE_POLICY,
} from '@/lib/store-policy';

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: 'About Us',
    description: 'Who we are and how we work.',
    alternates: await pageAlternates('/about'),
  };
}

export default function AboutPage() {
  const config = getStoreConfig();
  const { name, company, catalogue } = config;
  return (
    <PolicyPage title={`About ${name}`}>
      <p>
        {name} began in a small studio in New Delhi with a simple idea:{' '}
        {catalogue === 'furniture'
          ? 'solid-wood furniture that lasts a lifetime should not cost one'
          : 'well-made clothes and accessories should be easy to find and fair to buy'}
        . Today we work with independent makers and trusted sellers across India and deliver to more than 400
        cities.
      </p>
      <h2>What we promise</h2>
      <ul>
        <li data-testid="about-delivery">
          {freeShippingText(config)}, delivered in {deliveryDaysText()} to most PIN codes.
        </li>
        <li data-testid="about-returns">
          Returns and exchanges within {returnDaysText()} of delivery, for unused items with their tags.
        </li>
        <li>
          Real people on the phone {STORE_POLICY.supportHours}, and answers to your messages within{' '}
          {replyTimeText()} — over 10,000 happy customers and a 4.8/5 average rating.
        </li>
      </ul>
      <p>
        {company.name} · GSTIN {company.gstin} · {company.address}
      </p>
    </PolicyPage>
  );
}

export const instant = false;
