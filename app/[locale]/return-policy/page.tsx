import type { Metadata } from 'next';
import { pageAlternates } from '@/lib/i18n/server';
import { PolicyPage } from '@/components/content/policy-page';
import { getStoreConfig } from '@/lib/store-config';
import { damageReportDaysText, refundDaysText, returnDaysText, returnWindowText } from '@/lib/store-policy';

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: 'Return & Refund Policy',
    description: `${returnWindowText()} from delivery; refunds issued within ${refundDaysText()} of the item reaching us.`,
    alternates: await pageAlternates('/return-policy'),
  };
}

export default function ReturnPolicyPage() {
  return (
    <PolicyPage title="Return & Refund Policy" updated="1 November 2026">
      <p>
        We want you to love what you ordered. If something is not right, you can return or exchange it within{' '}
        <strong data-testid="return-days">{returnDaysText()}</strong> of delivery.
      </p>
      <h2>Returns</h2>
      <ul>
        <li>
          Raise a return request within {returnDaysText()} of delivery, from the Orders page or by writing to
          our support team.
        </li>
        {/* Washing and tags are clothes' words; furniture is judged by use and damage, and is collected. */}
        {getStoreConfig().catalogue === 'furniture' ? (
          <>
            <li>Items must be unused, free of damage and returned with all their parts and fittings.</li>
            <li>
              Our team dismantles and collects furniture it installed; custom-made and final-sale items cannot
              be returned.
            </li>
          </>
        ) : (
          <>
            <li>Items must be unused, unwashed and in their original packaging with tags attached.</li>
            <li>Innerwear, personalised and final-sale items cannot be returned.</li>
          </>
        )}
        <li>
          A parcel that arrives damaged or with something missing must be reported within{' '}
          {damageReportDaysText()} of delivery, with photos of the package.
        </li>
      </ul>
      <h2>Refunds</h2>
      <p>
        Once the item reaches us and passes inspection, the refund is issued within{' '}
        <strong data-testid="refund-days">{refundDaysText()}</strong> to the original payment method.
        Cash-on-delivery orders are refunded to a bank account or UPI ID you share with us.
      </p>
      <h2>Exchanges</h2>
      <p>
        Easy exchanges are available for a different size or colour within the same {returnDaysText()},
        subject to stock.
      </p>
    </PolicyPage>
  );
}

export const instant = false;
