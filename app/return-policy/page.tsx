import type { Metadata } from 'next';
import { PolicyPage } from '@/components/content/policy-page';

export const metadata: Metadata = {
  title: 'Return & Refund Policy',
  description: '7-day returns, refunds processed within 7 days.',
  alternates: { canonical: '/return-policy' },
};

export default function ReturnPolicyPage() {
  return (
    <PolicyPage title="Return & Refund Policy" updated="1 November 2026">
      <p>
        We want you to love what you ordered. If something is not right, you can return it within our 7-day
        window.
      </p>
      <h2>Returns</h2>
      <ul>
        <li>
          Raise a return request within 2 days of receiving your order, from the Orders page or by writing to
          our support team.
        </li>
        <li>Items must be unused, unwashed and in their original packaging with tags attached.</li>
        <li>The return window closes 7 days from the date of receipt.</li>
        <li>Innerwear, personalised and final-sale items cannot be returned.</li>
      </ul>
      <h2>Refunds</h2>
      <p>
        Once we receive and inspect the item, refunds are processed within 7 days to the original payment
        method. Cash-on-delivery orders are refunded to a bank account or UPI ID you share with us.
      </p>
      <h2>Exchanges</h2>
      <p>Easy exchanges are available for a different size or colour, subject to stock.</p>
    </PolicyPage>
  );
}
