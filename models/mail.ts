import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';

/**
 * queued: waiting for (another) delivery attempt; sent: accepted by the SMTP server; outbox: kept here for the
 * store owner to read, because no SMTP_URL is configured; failed: given up after the last attempt.
 */
export const emailStatuses = ['queued', 'sent', 'outbox', 'failed'] as const;
export type EmailStatus = (typeof emailStatuses)[number];

/** Every e-mail the store sends, written in the transaction of the change it reports and delivered after. */
export const emails = pgTable(
  'emails',
  {
    id: idColumn(),
    /** What the message is about, e.g. order_placed or password_reset (filters in the back office). */
    kind: text('kind').notNull(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body').notNull(),
    status: text('status', { enum: emailStatuses }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The earliest time the worker may try (again); also the lease of an attempt under way. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('emails_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'queued'`),
    index('emails_created_idx').on(t.createdAt),
    index('emails_to_idx').on(t.to, t.createdAt),
  ],
);

export type EmailRow = typeof emails.$inferSelect;
