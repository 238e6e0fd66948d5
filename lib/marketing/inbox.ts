import { count, desc, eq } from 'drizzle-orm';
import { db } from '@/lib/db';
import { isId } from '@/lib/db/ids';
import { contactMessages, type ContactMessageRow } from '@/models';

export type ContactMessagePage = {
  messages: ContactMessageRow[];
  total: number;
  unread: number;
  page: number;
  totalPages: number;
};

/** The contact page's messages for the back office inbox, newest first. */
export async function listContactMessages(f: { page: number; limit: number }): Promise<ContactMessagePage> {
  const [messages, [counted], [unreadRow]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db.select({ n: count() }).from(contactMessages),
    db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.read, false)),
  ]);
  const total = counted?.n ?? 0;
  return {
    messages,
    total,
    unread: unreadRow?.n ?? 0,
    page: f.page,
    totalPages: Math.max(1, Math.ceil(total / f.limit)),
  };
}

/** One message, marked read as the owner opens it; null for an unknown id. */
export async function getContactMessage(id: string): Promise<ContactMessageRow | null> {
  if (!isId(id)) return null;
  const [row] = await db
    .update(contactMessages)
    .set({ read: true })
    .where(eq(contactMessages.id, id))
    .returning();
  return row ?? null;
}
