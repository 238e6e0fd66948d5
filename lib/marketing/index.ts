import { z } from 'zod';
import { db } from '@/lib/db';
import { contactMessages, newsletterSubscribers } from '@/models';

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

/** A newsletter sign-up as newsletterSchema parsed it (the form parses; the domain does not again). */
export type NewsletterInput = z.output<typeof newsletterSchema>;
/** A contact message as contactSchema parsed it. */
export type ContactInput = z.output<typeof contactSchema>;

/** Subscribes an email once; a repeat is a friendly no-op. Returns whether it was new. */
export async function subscribeToNewsletter({
  email,
  source,
}: NewsletterInput): Promise<{ created: boolean }> {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email, source })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  return { created: inserted.length > 0 };
}

/** Stores a message from the contact page. */
export async function saveContactMessage(values: ContactInput): Promise<{ id: string }> {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return { id: row!.id };
}
