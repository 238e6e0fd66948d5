'use client';

import { useActionState } from 'react';
import { contactAction } from '@/lib/marketing/actions';
import type { FormState } from '@/lib/marketing/forms';
import { SubmitButton } from '@/components/ui/submit-button';

/** The contact form: a server action, so it works without JavaScript; messages are stored. */
export function ContactForm() {
  const [state, action] = useActionState<FormState, FormData>(contactAction, null);
  const field = (name: string, label: string, type = 'text', required = true) => (
    <div>
      <label htmlFor={`contact-${name}`} className="mb-1 block text-sm font-medium">
        {label}
        {required ? '' : ' (optional)'}
      </label>
      <input id={`contact-${name}`} name={name} type={type} required={required} className="field" />
    </div>
  );
  return (
    <form action={action} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {field('name', 'Name')}
        {field('email', 'Email', 'email')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('phone', 'Phone', 'tel', false)}
        {field('subject', 'Subject', 'text', false)}
      </div>
      <div>
        <label htmlFor="contact-message" className="mb-1 block text-sm font-medium">
          Message
        </label>
        <textarea id="contact-message" name="message" required minLength={10} rows={5} className="field" />
      </div>
      <SubmitButton className="btn btn-primary" pendingText="Sending…">
        Send message
      </SubmitButton>
      <p aria-live="polite" className={`text-sm ${state?.ok ? 'text-success' : 'text-danger'}`}>
        {state?.message}
      </p>
    </form>
  );
}
