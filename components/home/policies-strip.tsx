import { Headphones, RefreshCw, RotateCcw } from 'lucide-react';

const policies = [
  { icon: RefreshCw, title: 'Easy Exchange Policy', body: 'Hassle-free exchanges on every order.' },
  {
    icon: RotateCcw,
    title: '7 Days Return Policy',
    body: 'Return within 7 days of delivery, no questions asked.',
  },
  { icon: Headphones, title: 'Best Customer Support', body: 'Real people, 24/7, in English and Hindi.' },
];

export function PoliciesStrip() {
  return (
    <section aria-label="Our policies" className="border-y border-line bg-white">
      <ul className="container-page grid gap-8 py-12 text-center sm:grid-cols-3">
        {policies.map(({ icon: Icon, title, body }) => (
          <li key={title} className="flex flex-col items-center">
            <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon aria-hidden className="h-6 w-6" />
            </span>
            <h3 className="mt-4 font-semibold">{title}</h3>
            <p className="mt-1 text-sm text-muted">{body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
