'use client';

import { useActionState } from 'react';
import { subscribeAction } from '@/lib/marketing/actions';
import type { FormState } from '@/lib/marketing/forms';
import { SubmitButton } from '@/components/ui/submit-button';

/** Newsletter sign-up (home block and footer): stored once, works without JavaScript. */
export function NewsletterForm({
  source,
  tone = 'light',
}: {
  source: 'home' | 'footer';
  tone?: 'light' | 'dark';
}) {
  const [state, action] = useActionState<FormState, FormData>(subscribeAction, null);
  const id = `newsletter-${source}`;
  return (
    <form action={action} className="w-full" noValidate={false}>
      <input type="hidden" name="source" value={source} />
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          Email address
        </label>
        <input
          id={id}
          name="email"
          type="email"
          required
          placeholder="Enter your email"
          autoComplete="email"
          className={`field flex-1 ${tone === 'dark' ? 'border-white/20 bg-white/10 text-white placeholder:text-white/60' : ''}`}
        />
        <SubmitButton
          className={tone === 'dark' ? 'btn bg-white text-ink hover:bg-brand-100' : 'btn btn-primary'}
        >
          Subscribe
        </SubmitButton>
      </div>
      <p aria-live="polite" className={`mt-2 min-h-5 text-sm ${state && !state.ok ? 'text-red-400' : ''}`}>
        {state?.message}
      </p>
    </form>
  );
}
