import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { db } from '@/lib/db';
import { isId } from '@/lib/db/ids';
import { emails, type EmailStatus } from '@/models';

export type OutboxEntry = {
  id: string;
  kind: string;
  to: string;
  subject: string;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
};

export type OutboxPage = { entries: OutboxEntry[]; total: number; page: number; totalPages: number };

const summary = {
  id: emails.id,
  kind: emails.kind,
  to: emails.to,
  subject: emails.subject,
  status: emails.status,
  attempts: emails.attempts,
  lastError: emails.lastError,
  createdAt: emails.createdAt,
  sentAt: emails.sentAt,
};

/** The store's e-mails for the back office, newest first, by recipient and status. */
export async function listOutbox(f: {
  page: number;
  limit: number;
  status?: EmailStatus;
  to?: string;
}): Promise<OutboxPage> {
  const c: SQL[] = [];
  if (f.status) c.push(eq(emails.status, f.status));
  if (f.to) c.push(ilike(emails.to, `%${f.to.replace(/[\\%_]/g, (m) => `\\${m}`)}%`));
  const where = and(...c);
  const [entries, [counted]] = await Promise.all([
    db
      .select(summary)
      .from(emails)
      .where(where)
      .orderBy(desc(emails.createdAt), desc(emails.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db.select({ n: count() }).from(emails).where(where),
  ]);
  const total = counted?.n ?? 0;
  return { entries, total, page: f.page, totalPages: Math.max(1, Math.ceil(total / f.limit)) };
}

/** One message with its bodies; null for an unknown id. */
export async function getOutboxEmail(id: string) {
  if (!isId(id)) return null;
  const [row] = await db.select().from(emails).where(eq(emails.id, id));
  return row ?? null;
}
