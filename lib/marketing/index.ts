import { z } from 'zod';
import { db } from '@/lib/db';
import { enqueueEmail } from '@/lib/mail';
import { replyTimeText } from '@/lib/store-policy';
import { contactMessages } from '@/models';
import { contactAcknowledgementEmail, contactStoreEmail } from './emails';

export const newsletterSchema = z.object({
  email: z.string().trim().toLowerCase().email('Please enter a valid email address.').max(254),
  source: z.enum(['home', 'footer']).default('footer'),
});

export const contactSchema = z.object({
  name: z.string().trim().min(1, 'Please tell us your name.').max(80),
  email: z.string().trim().toLowerCase().email('Please enter a valid email address.').max(254),
  phone: z
    .string()
    .trim()
    .max(20)
    .regex(/^[+\d\s-]*$/, 'Please enter a valid phone number.')
    .default(''),
  subject: z.string().trim().max(120).default(''),
  message: z.string().trim().min(10, 'Please write at least a few words (10 characters).').max(4000),
});

/** A contact message as contactSchema parsed it. */
export type ContactInput = z.output<typeof contactSchema>;

/**
 * Stores a message from the contact page and, in the same transaction, queues an e-mail to the store
 * (the owner also reads it at /admin/messages) and an acknowledgement to the sender.
 */
export async function saveContactMessage(values: ContactInput): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contactMessages).values(values).returning({ id: contactMessages.id });
    const id = row!.id;
    await enqueueEmail(tx, contactStoreEmail({ id, ...values }));
    await enqueueEmail(
      tx,
      contactAcknowledgementEmail({
        to: values.email,
        name: values.name,
        message: values.message,
        replyTime: replyTimeText(),
      }),
    );
    return { id };
  });
}

export {
  requestSubscription,
  confirmSubscription,
  unsubscribe,
  WELCOME_COUPON,
  CONFIRM_MAIL_LIMIT,
} from './newsletter';
export { listContactMessages, getContactMessage, type ContactMessagePage } from './inbox';
