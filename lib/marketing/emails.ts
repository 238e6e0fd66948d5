import { env, storeName } from '@/lib/env';
import { formatMailDate, render, storeUrl } from '@/lib/mail/templates';
import type { EmailMessage } from '@/lib/mail';
import { formatPaise } from '@/lib/money';

/** The double opt-in message: nothing is sent to the address again until its owner follows the link. */
export function newsletterConfirmEmail(input: { to: string; confirmUrl: string }): EmailMessage {
  return render('newsletter_confirm', input.to, `Confirm your ${storeName} newsletter subscription`, {
    greeting: 'Hello,',
    paragraphs: [
      `Somebody (we hope you) asked to receive the ${storeName} newsletter at this address.`,
      'Confirm with the button below and we will e-mail you your 20% welcome code. If it was not you, ignore this e-mail: we will not write again.',
    ],
    action: { label: 'Confirm my subscription', url: input.confirmUrl },
  });
}

/** The welcome code, once the address is confirmed; it carries the unsubscribe link like every newsletter. */
export function newsletterWelcomeEmail(input: {
  to: string;
  code: string;
  percent: number;
  minOrderPaise: number;
  expiresAt: Date;
  unsubscribeUrl: string;
}): EmailMessage {
  const minimum =
    input.minOrderPaise > 0 ? ` on an order of ${formatPaise(input.minOrderPaise)} or more` : '';
  return render('newsletter_welcome', input.to, `Your ${input.percent}% welcome code: ${input.code}`, {
    greeting: 'Welcome!',
    paragraphs: [
      `Thank you for confirming your subscription. Here is your welcome code: ${input.code}`,
      `It takes ${input.percent}% off one order${minimum}. Enter it in your cart; it works once, until ${formatMailDate(input.expiresAt)}.`,
      `You no longer want our e-mails? Unsubscribe: ${input.unsubscribeUrl}`,
    ],
    action: { label: 'Shop now', url: storeUrl('/shop') },
  });
}

/** To the store: a message from the contact page (the sender's words quoted as text, never as markup). */
export function contactStoreEmail(input: {
  id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}): EmailMessage {
  return render(
    'contact_store',
    env.STORE_EMAIL,
    `Contact form: ${input.subject || `message from ${input.name}`}`,
    {
      greeting: `A message from the contact page (reply to ${input.email}).`,
      paragraphs: [input.message],
      table: [
        ['Name', input.name],
        ['E-mail', input.email],
        ['Phone', input.phone || '–'],
        ['Subject', input.subject || '–'],
      ],
      action: { label: 'Open the inbox', url: storeUrl(`/admin/messages/${input.id}`) },
    },
  );
}

/** To the sender: we have it, when to expect an answer, and their own words back, as plain text. */
export function contactAcknowledgementEmail(input: {
  to: string;
  name: string;
  message: string;
  replyTime: string;
}): EmailMessage {
  return render('contact_ack', input.to, `We have your message – ${storeName}`, {
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `Thank you for writing to us. Our team will reply within ${input.replyTime}.`,
      'Your message, for your records:',
      input.message,
      'You received this e-mail because this address was entered on our contact page.',
    ],
  });
}
