'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { clientIp } from '@/lib/rate-limit';
import { submitContactForm, submitNewsletterForm, type FormState } from './forms';
import { confirmSubscription, unsubscribe } from './newsletter';

const UNREADABLE: FormState = { ok: false, message: 'The form could not be read. Please try again.' };

/** The visitor's address as the rate limits see it, from the headers of the action's request. */
async function clientAddress(): Promise<string> {
  return clientIp(new Request('http://store.invalid/', { headers: await headers() }));
}

/** Server action behind the home and footer newsletter forms; works without JavaScript. */
export async function subscribeAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!(form instanceof FormData)) return UNREADABLE;
  return submitNewsletterForm(
    { email: form.get('email'), source: form.get('source') ?? 'footer' },
    await clientAddress(),
  );
}

/** Server action behind the contact form. */
export async function contactAction(_prev: FormState, form: FormData): Promise<FormState> {
  if (!(form instanceof FormData)) return UNREADABLE;
  return submitContactForm(Object.fromEntries(form), await clientAddress());
}

/** Server action of the confirmation page's button (a button, not the GET link, so a mail scanner's visit confirms nothing). */
export async function confirmNewsletterAction(form: FormData): Promise<void> {
  const token = form instanceof FormData ? form.get('token') : null;
  if (typeof token !== 'string') return;
  const { confirmed } = await confirmSubscription(token);
  redirect(`/newsletter/confirm?state=${confirmed ? 'confirmed' : 'invalid'}`);
}

/** Server action of the unsubscribe page's button. */
export async function unsubscribeAction(form: FormData): Promise<void> {
  const token = form instanceof FormData ? form.get('token') : null;
  if (typeof token !== 'string') return;
  const { unsubscribed } = await unsubscribe(token);
  redirect(`/newsletter/unsubscribe?state=${unsubscribed ? 'done' : 'invalid'}`);
}
