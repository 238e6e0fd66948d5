import type { Metadata } from 'next';
import { PolicyPage } from '@/components/content/policy-page';
import { getStoreConfig } from '@/lib/store-config';

export const metadata: Metadata = {
  title: 'About Us',
  description: 'Who we are and how we work.',
  alternates: { canonical: '/about' },
};

export default function AboutPage() {
  const { name, company, catalogue } = getStoreConfig();
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
        <li>Free shipping on every order and delivery in 3–5 business days in most cities.</li>
        <li>7-day returns and easy exchanges, no questions asked.</li>
        <li>Real people on support, 24/7 — over 10,000 happy customers and a 4.8/5 average rating.</li>
      </ul>
      <p>
        {company.name} · GSTIN {company.gstin} · {company.address}
      </p>
    </PolicyPage>
  );
}
