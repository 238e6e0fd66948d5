import type { Metadata } from 'next';
import { pageAlternates } from '@/lib/i18n/server';
import { Mail, MapPin, Phone } from '@/components/ui/server-icons';
import { ContactForm } from '@/components/content/contact-form';
import { getStoreConfig } from '@/lib/store-config';
import { replyTimeText, STORE_POLICY } from '@/lib/store-policy';

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: 'Contact Us',
    description: 'Write to us, call us, or visit our New Delhi studio.',
    alternates: await pageAlternates('/contact'),
  };
}

export default function ContactPage() {
  const { company } = getStoreConfig();
  return (
    <div className="container-page grid gap-12 py-12 lg:grid-cols-[1fr_1.4fr]">
      <div>
        <h1 className="font-display text-4xl font-semibold tracking-tight">Contact Us</h1>
        <p className="mt-4 leading-7 text-muted">
          Questions about an order, sizing or delivery? We usually reply within {replyTimeText()}.
        </p>
        <ul className="mt-8 space-y-4 text-sm">
          <li className="flex gap-3">
            <MapPin aria-hidden className="h-5 w-5 text-brand-700" /> {company.address}
          </li>
          <li className="flex gap-3">
            <Mail aria-hidden className="h-5 w-5 text-brand-700" />{' '}
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </li>
          <li className="flex gap-3">
            <Phone aria-hidden className="h-5 w-5 text-brand-700" /> {company.phone}
          </li>
          <li className="text-muted">Store hours: {STORE_POLICY.supportHours}</li>
        </ul>
      </div>
      <div className="rounded-3xl border border-line bg-white p-6 sm:p-8">
        <h2 className="mb-6 font-display text-2xl font-semibold">Send us a message</h2>
        <ContactForm />
      </div>
    </div>
  );
}

export const instant = false;
