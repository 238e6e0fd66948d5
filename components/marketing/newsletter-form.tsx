'use client';

import { useActionState } from 'react';
import { subscribeAction } from '@/lib/marketing/actions';
import type { FormState } from '@/lib/marketing/forms';
import { SubmitButton } from '@/components/ui/submit-button';

/** The form's words in the page's language (the footer's come from messages/ Newsletter). */
export type NewsletterWords = { emailLabel: string; placeholder: string; subscribe: string };

// The home block's words until it is translated in turn.
const englishWords: NewsletterWords = {
  emailLabel: 'Email address',
  placeholder: 'Enter your email',
  subscribe: 'Subscribe',
};

/** Newsletter sign-up (home block and footer): stored once, works without JavaScript. */
export function NewsletterForm({
  source,
  tone = 'light',
  words = englishWords,
}: {
  source: 'home' | 'footer';
  tone?: 'light' | 'dark';
  words?: NewsletterWords;
}) {
  const [state, action] = useActionState<FormState, FormData>(subscribeAction, null);
  const id = `newsletter-${source}`;
  return (
    <form action={action} className="w-full" noValidate={false}>
      <input type="hidden" name="source" value={source} />
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {words.emailLabel}
        </label>
        <input
          id={id}
          name="email"
          type="email"
          required
          placeholder={words.placeholder}
          autoComplete="email"
          className={`field flex-1 ${tone === 'dark' ? 'border-white/20 bg-white/10 text-white placeholder:text-white/60' : ''}`}
        />
        <SubmitButton
          className={tone === 'dark' ? 'btn bg-white text-ink hover:bg-brand-100' : 'btn btn-primary'}
        >
          {words.subscribe}
        </SubmitButton>
      </div>
      <p aria-live="polite" className={`mt-2 min-h-5 text-sm ${state && !state.ok ? 'text-red-400' : ''}`}>
        {state?.message}
      </p>
    </form>
  );
}
