'use server';

import { headers } from 'next/headers';
import { markActionStarted, refuseActionRequest } from '@/lib/http/request-scope';
import { clientIp } from '@/lib/rate-limit';
import { submitContactForm, submitNewsletterForm, type FormState } from './forms';

const UNREADABLE: FormState = { ok: false, message: 'The form could not be read. Please try again.' };

/** The visitor's address as the rate limits see it, from the headers of the action's request. */
async function clientAddress(): Promise<string> {
  return clientIp(new Request('http://store.invalid/', { headers: await headers() }));
}

/** Server action behind the home and footer newsletter forms; works without JavaScript. */
export async function subscribeAction(_prev: FormState, form: FormData): Promise<FormState> {
  markActionStarted();
  if (!(form instanceof FormData)) {
    refuseActionRequest();
    return UNREADABLE;
  }
  return submitNewsletterForm(
    { email: form.get('email'), source: form.get('source') ?? 'footer' },
    await clientAddress(),
  );
}

/** Server action behind the contact form. */
export async function contactAction(_prev: FormState, form: FormData): Promise<FormState> {
  markActionStarted();
  if (!(form instanceof FormData)) {
    refuseActionRequest();
    return UNREADABLE;
  }
  return submitContactForm(Object.fromEntries(form), await clientAddress());
}
