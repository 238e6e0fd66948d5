import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { db } from '@/lib/db';
import { notFound } from '@/lib/errors';
import { mobileNumberSchema } from '@/lib/orders/schemas';
import { users } from '@/models';

/** `POST /api/user/profile`: the name, and a phone number (empty removes it). */
export const profileSchema = z.object({
  name: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(80, 'must be at most 80 characters'),
  phone: z
    .union([z.literal(''), z.null(), mobileNumberSchema])
    .optional()
    .transform((v) => v || null),
});
/** A profile as profileSchema parsed it: the name trimmed, an empty phone as null. */
export type ProfileInput = z.output<typeof profileSchema>;

export type Profile = { name: string; email: string; phone: string | null };

/** The profile the /profile page edits. */
export async function getProfile(userId: string): Promise<Profile> {
  const [row] = await db
    .select({ name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound('User not found.');
  return row;
}

/** Changes the shopper's name and phone (the e-mail is the login and stays). */
export async function updateProfile(userId: string, { name, phone }: ProfileInput): Promise<Profile> {
  const [row] = await db
    .update(users)
    .set({ name, phone })
    .where(eq(users.id, userId))
    .returning({ name: users.name, email: users.email, phone: users.phone });
  if (!row) throw notFound('User not found.');
  return row;
}
