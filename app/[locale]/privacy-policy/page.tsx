import type { Metadata } from 'next';
import { pageAlternates } from '@/lib/i18n/server';
import { PolicyPage } from '@/components/content/policy-page';
import { getStoreConfig } from '@/lib/store-config';

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: 'Privacy Policy',
    description: 'How we collect, use and protect your personal data.',
    alternates: await pageAlternates('/privacy-policy'),
  };
}

export default function PrivacyPolicyPage() {
  const { company } = getStoreConfig();
  return (
    <PolicyPage title="Privacy Policy" updated="1 November 2026">
      <p>
        {company.name} respects your privacy. This policy explains what we collect when you shop with us and
        how we use it, in line with the Digital Personal Data Protection Act, 2023.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>Account details: your name, email address and a securely hashed password.</li>
        <li>Order details: delivery address, phone number and the items you buy.</li>
        <li>
          Payment confirmations from our payment partners. We never see or store your card number or UPI PIN.
        </li>
      </ul>
      <h2>How we use it</h2>
      <p>
        Only to deliver your orders, provide support, prevent fraud and — if you subscribe — send our
        newsletter. We do not sell your data.
      </p>
      <h2>Your choices</h2>
      <p>You can ask us to correct or delete your data at any time by writing to {company.email}.</p>
      <h2>Cookies</h2>
      <p>
        We use a strictly necessary cookie to keep you signed in, and your browser’s storage to remember your
        cart and wishlist before you sign in.
      </p>
    </PolicyPage>
  );
}

export const instant = false;
