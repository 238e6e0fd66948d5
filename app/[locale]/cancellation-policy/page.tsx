import type { Metadata } from 'next';
import { pageAlternates } from '@/lib/i18n/server';
import { PolicyPage } from '@/components/content/policy-page';
import { cancelWindowText, refundDaysText } from '@/lib/store-policy';

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: 'Cancellation Policy',
    description: `Cancel within ${cancelWindowText()}, before your order is processed.`,
    alternates: await pageAlternates('/cancellation-policy'),
  };
}

export default function CancellationPolicyPage() {
  return (
    <PolicyPage title="Cancellation Policy" updated="1 November 2026">
      <p>
        You can cancel an order within <strong data-testid="cancel-window">{cancelWindowText()}</strong> of
        placing it, as long as it has not yet been processed or shipped.
      </p>
      <ul>
        <li>Open the Orders page, expand the order and choose “Cancel order”.</li>
        <li>
          Once an order is processed or shipped it can no longer be cancelled; you can return it after
          delivery under our Return Policy.
        </li>
        <li>
          Prepaid orders that are cancelled are refunded to the original payment method within{' '}
          {refundDaysText()}.
        </li>
      </ul>
    </PolicyPage>
  );
}

export const instant = false;
