import type { Metadata } from 'next';
import { pageAlternates } from '@/lib/i18n/server';
import { PolicyPage } from '@/components/content/policy-page';
import { getStoreConfig } from '@/lib/store-config';
import { paymentMethodsText } from '@/lib/store-policy';

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: 'Terms & Conditions',
    description: 'The terms that apply when you shop with us.',
    alternates: await pageAlternates('/terms-conditions'),
  };
}

export default function TermsPage() {
  const { company } = getStoreConfig();
  return (
    <PolicyPage title="Terms & Conditions" updated="1 November 2026">
      <p>
        These terms govern your use of this store, operated by {company.name} (GSTIN {company.gstin}),{' '}
        {company.address}.
      </p>
      <h2>Orders and pricing</h2>
      <p>
        All prices are in Indian rupees and include GST. An order is confirmed once you receive an order
        confirmation; we may cancel an order if an item is unavailable or mispriced, with a full refund.
      </p>
      <h2>Payments</h2>
      <p>
        We accept <span data-testid="payment-methods">{paymentMethodsText()}</span>. Online payments are
        processed by PCI-DSS compliant partners; we never see or store your card number or UPI PIN.
      </p>
      <h2>Delivery, returns and cancellations</h2>
      <p>
        Delivery, returns and cancellations follow our Shipping, Return and Cancellation policies, which form
        part of these terms.
      </p>
      <h2>Governing law</h2>
      <p>
        These terms are governed by the laws of India; the courts of New Delhi have exclusive jurisdiction.
      </p>
    </PolicyPage>
  );
}

export const instant = false;
