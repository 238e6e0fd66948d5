import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { db, runAfterCommit, type Db, type Tx } from '@/lib/db';
import { emails, type EmailRow } from '@/models';
import { currentTransport, type MailTransport } from './transport';

export type EmailMessage = { kind: string; to: string; subject: string; text: string; html: string };

/** Attempts before a message is given up as failed (about 7 hours of retries in all). */
export const MAX_ATTEMPTS = 6;
/** An attempt under way holds its message this long; a process that dies mid-send loses only the lease. */
const LEASE_MS = 2 * 60_000;

/** Wait after the n-th failed attempt: 1, 4, 16, 64 minutes … capped at 6 hours. */
export function retryDelayMs(attempt: number): number {
  return Math.min(60_000 * 4 ** Math.max(0, attempt - 1), 6 * 60 * 60_000);
}

/**
 * Writes a message to the queue in the caller's transaction (the order or reset it reports commits with it,
 * or neither does), then tries to deliver it once that transaction has committed. Never throws on delivery.
 */
export async function enqueueEmail(tx: Tx | Db, message: EmailMessage): Promise<string> {
  const [row] = await tx
    .insert(emails)
    .values({
      kind: message.kind,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      // Due from this process's clock, in whole milliseconds like every `now` a pass compares it with: the
      // database's default (microseconds) could fall after a pass started in the same millisecond.
      nextAttemptAt: new Date(),
    })
    .returning({ id: emails.id });
  if (!row) throw new Error('queueing the e-mail returned no row');
  runAfterCommit(tx, kickMailer);
  return row.id;
}

const globalForMail = globalThis as typeof globalThis & {
  __storeMailRun?: { running: boolean; again: boolean; paused?: boolean };
};

/** Stops (true) or resumes the background passes; tests drive deliverDueEmails themselves. */
export function pauseMailer(paused: boolean): void {
  (globalForMail.__storeMailRun ??= { running: false, again: false }).paused = paused;
}

/** Resolves once no background pass is running (tests pause the mailer, then wait for a pass in flight). */
export async function mailerIdle(): Promise<void> {
  while (globalForMail.__storeMailRun?.running) await new Promise((resolve) => setTimeout(resolve, 10));
}

/**
 * Starts a delivery pass in the background now (after a commit); a pass already running goes round once
 * more instead of two passes racing. Failures stay on the messages (attempts, last error), never here.
 */
export function kickMailer(): void {
  const run = (globalForMail.__storeMailRun ??= { running: false, again: false });
  if (run.paused) return;
  if (run.running) {
    run.again = true;
    return;
  }
  run.running = true;
  void (async () => {
    try {
      do {
        run.again = false;
        await deliverDueEmails();
      } while (run.again);
    } catch (error) {
      console.error('[mail] delivery pass failed:', error instanceof Error ? error.message : error);
    } finally {
      run.running = false;
    }
  })();
}

/** Takes up to `limit` due messages for this attempt; SKIP LOCKED lets several instances share the queue. */
async function claimDue(now: Date, limit: number): Promise<EmailRow[]> {
  const due = db
    .select({ id: emails.id })
    .from(emails)
    .where(and(eq(emails.status, 'queued'), lte(emails.nextAttemptAt, now)))
    .orderBy(asc(emails.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(emails)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(and(inArray(emails.id, due), eq(emails.status, 'queued')))
    .returning();
  return rows;
}

export type DeliveryReport = { sent: number; outbox: number; retrying: number; failed: number };

/**
 * One pass of the worker: every due message goes to the SMTP server, or to the outbox when none is
 * configured. A refused attempt waits retryDelayMs before the next; after MAX_ATTEMPTS it is failed.
 */
export async function deliverDueEmails(
  options: { now?: Date; limit?: number; transport?: MailTransport | null } = {},
): Promise<DeliveryReport> {
  const now = options.now ?? new Date();
  const transport = options.transport === undefined ? currentTransport() : options.transport;
  const report: DeliveryReport = { sent: 0, outbox: 0, retrying: 0, failed: 0 };
  const claimed = await claimDue(now, options.limit ?? 20);
  for (const row of claimed) {
    if (!transport) {
      await db.update(emails).set({ status: 'outbox' }).where(eq(emails.id, row.id));
      report.outbox++;
      continue;
    }
    const attempts = row.attempts + 1;
    try {
      await transport.send({ to: row.to, subject: row.subject, text: row.text, html: row.html });
      await db
        .update(emails)
        .set({ status: 'sent', attempts, sentAt: new Date(), lastError: null })
        .where(eq(emails.id, row.id));
      report.sent++;
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const failed = attempts >= MAX_ATTEMPTS;
      await db
        .update(emails)
        .set({
          attempts,
          lastError,
          status: failed ? 'failed' : 'queued',
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
        })
        .where(eq(emails.id, row.id));
      if (failed) report.failed++;
      else report.retrying++;
    }
  }
  return report;
}
