import { NewsletterForm } from '@/components/marketing/newsletter-form';

export function NewsletterBlock() {
  return (
    <section aria-labelledby="newsletter-title" className="container-page py-16">
      <div className="mx-auto max-w-2xl rounded-3xl bg-stone-900 px-6 py-12 text-center text-white sm:px-12">
        <h2 id="newsletter-title" className="font-display text-3xl font-semibold">
          Subscribe &amp; Save 20%
        </h2>
        <p className="mx-auto mt-3 max-w-md text-sm text-stone-300">
          Be first to hear about new arrivals and private sales. Confirm your e-mail and we send you a
          single-use 20% code, valid for 30 days.
        </p>
        <div className="mx-auto mt-8 max-w-md text-left">
          <NewsletterForm source="home" tone="dark" />
        </div>
      </div>
    </section>
  );
}
