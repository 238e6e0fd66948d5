'use server';

import { isDatabaseUnavailable } from '@/lib/http';
import { replyTimeText } from '@/lib/store-policy';
import { contactSchema, newsletterSchema, saveContactMessage, subscribeToNewsletter } from './index';

export type FormState = { ok: boolean; message: string } | null;

function failure(error: unknown): FormState {
  if (isDatabaseUnavailable(error))
    return { ok: false, message: 'We could not save that just now. Please try again.' };
  throw error;
}

/** Server action behind the home and footer newsletter forms; works without JavaScript. */
export async function subscribeAction(_prev: FormState, form: FormData): Promise<FormState> {
  const parsed = newsletterSchema.safeParse({
    email: form.get('email'),
    source: form.get('source') ?? 'footer',
  });
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? 'Please check your email.' };
  try {
    const { created } = await subscribeToNewsletter(parsed.data);
    return {
      ok: true,
      message: created
        ? 'Thanks for subscribing! Your 20% welcome code is on its way.'
        : 'You are already subscribed. Thank you for staying with us!',
    };
  } catch (error) {
    return failure(error);
  }
}

/** Server action behind the contact form. */
export async function contactAction(_prev: FormState, form: FormData): Promise<FormState> {
  const parsed = contactSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? 'Please check the form.' };
  try {
    await saveContactMessage(parsed.data);
    return { ok: true, message: `Thank you! Our team will get back to you within ${replyTimeText()}.` };
  } catch (error) {
    return failure(error);
  }
}
