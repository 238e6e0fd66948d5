import { replyTimeText } from '@/lib/store-policy';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { checkRateLimits, tooManyAttemptsMessage } from '@/lib/rate-limit';
import { contactSchema, newsletterSchema, requestSubscription, saveContactMessage } from './index';

export type FormState = { ok: boolean; message: string } | null;

const MINUTE = 60_000;

/**
 * Contact messages: a few per visitor address in ten minutes, and per sender e-mail in an hour, so a
 * script cannot fill the inbox (60 messages in 5 s went through before). Generous for a person, who
 * rarely writes twice.
 */
export const CONTACT_LIMITS = {
  perAddress: { limit: 5, windowMs: 10 * MINUTE },
  perEmail: { limit: 5, windowMs: 60 * MINUTE },
};

/** Newsletter sign-ups: a handful per visitor address in ten minutes. */
export const NEWSLETTER_LIMITS = { perAddress: { limit: 10, windowMs: 10 * MINUTE } };

function failure(error: unknown): FormState {
  if (isDatabaseUnavailable(error))
    return { ok: false, message: 'We could not save that just now. Please try again.' };
  throw error;
}

/**
 * The one answer to every valid sign-up, new or already subscribed, so the form does not reveal who is
 * on the list; the welcome code comes by e-mail once the address is confirmed.
 */
export const NEWSLETTER_ANSWER =
  'Almost there: we have sent you an e-mail. Follow its link to confirm, and your 20% welcome code follows.';

/** The home and footer newsletter forms: validates, limits per address, asks the address to confirm. */
export async function submitNewsletterForm(
  values: { email: unknown; source: unknown },
  clientAddress: string,
): Promise<FormState> {
  const parsed = newsletterSchema.safeParse(values);
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? 'Please check your email.' };
  try {
    const blocked = await checkRateLimits([
      { key: `newsletter:ip:${clientAddress}`, ...NEWSLETTER_LIMITS.perAddress },
    ]);
    if (blocked) return { ok: false, message: tooManyAttemptsMessage(blocked.retryAfterMs) };
    await requestSubscription(parsed.data);
    return { ok: true, message: NEWSLETTER_ANSWER };
  } catch (error) {
    return failure(error);
  }
}

/** The contact form: validates, limits per address and per sender e-mail, stores the message. */
export async function submitContactForm(
  values: Record<string, unknown>,
  clientAddress: string,
): Promise<FormState> {
  const parsed = contactSchema.safeParse(values);
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? 'Please check the form.' };
  try {
    const blocked = await checkRateLimits([
      { key: `contact:ip:${clientAddress}`, ...CONTACT_LIMITS.perAddress },
      { key: `contact:email:${parsed.data.email}`, ...CONTACT_LIMITS.perEmail },
    ]);
    if (blocked) return { ok: false, message: tooManyAttemptsMessage(blocked.retryAfterMs) };
    await saveContactMessage(parsed.data);
    return {
      ok: true,
      message: `Thank you! Our team will get back to you within ${replyTimeText()}. We have e-mailed you a copy of your message.`,
    };
  } catch (error) {
    return failure(error);
  }
}
