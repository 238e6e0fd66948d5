import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { db, type Tx } from '@/lib/db';
import { enqueueEmail } from '@/lib/mail';
import { storeUrl } from '@/lib/mail/templates';
import { checkRateLimits } from '@/lib/rate-limit';
import { coupons, newsletterSubscribers } from '@/models';
import { newsletterConfirmEmail, newsletterWelcomeEmail } from './emails';

/**
 * The welcome coupon's rules (issue 24 point 6): 20% off one order, a code of its own per confirmed
 * address, usable once in all, for 30 days, on any order (no minimum, no cap), never shown on product
 * pages (it is handed out, not public).
 */
export const WELCOME_COUPON = {
  percent: 20,
  validDays: 30,
  minOrderPaise: 0,
} as const;

/** Confirmation e-mails to one address: a few a day, so the form cannot be used to flood someone's inbox. */
export const CONFIRM_MAIL_LIMIT = { limit: 3, windowMs: 24 * 60 * 60_000 };

const DAY_MS = 24 * 60 * 60_000;

function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function newToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** A code nobody guesses: HELLO + 8 letters and digits without look-alikes (0/O, 1/I). */
function welcomeCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  return `HELLO${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

export const confirmUrl = (token: string) => storeUrl(`/newsletter/confirm?token=${token}`);
export const unsubscribeUrl = (token: string) => storeUrl(`/newsletter/unsubscribe?token=${token}`);

/**
 * A sign-up: a new address, an unconfirmed one, or one that unsubscribed gets a (new) confirmation link;
 * a confirmed address gets nothing. The caller answers every case alike, so the form never tells whether
 * an address was subscribed.
 */
export async function requestSubscription({
  email,
  source,
}: {
  email: string;
  source: string;
}): Promise<void> {
  const { token, hash } = newToken();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletterSubscribers)
      .values({ email, source, confirmTokenHash: hash })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id });
    if (!row) {
      const [existing] = await tx
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email))
        .for('update');
      if (!existing) return;
      if (existing.confirmedAt && !existing.unsubscribedAt) return;
      const blocked = await checkRateLimits([{ key: `newsletter:confirm:${email}`, ...CONFIRM_MAIL_LIMIT }]);
      if (blocked) return;
      // Coming back after unsubscribing starts a new double opt-in; the welcome code is never made twice.
      await tx
        .update(newsletterSubscribers)
        .set({ confirmTokenHash: hash, confirmedAt: null, unsubscribedAt: null })
        .where(eq(newsletterSubscribers.id, existing.id));
    } else {
      await checkRateLimits([{ key: `newsletter:confirm:${email}`, ...CONFIRM_MAIL_LIMIT }]);
    }
    await enqueueEmail(tx, newsletterConfirmEmail({ to: email, confirmUrl: confirmUrl(token) }));
  });
}

export type ConfirmResult = { confirmed: boolean };

async function issueWelcomeCoupon(tx: Tx, subscriberId: number, email: string, now: Date): Promise<void> {
  const expiresAt = new Date(now.getTime() + WELCOME_COUPON.validDays * DAY_MS);
  const code = welcomeCode();
  const [coupon] = await tx
    .insert(coupons)
    .values({
      code,
      description: `Newsletter welcome code for ${email}`,
      kind: 'percent',
      value: WELCOME_COUPON.percent,
      minOrderPaise: WELCOME_COUPON.minOrderPaise,
      startsAt: now,
      endsAt: expiresAt,
      usageLimit: 1,
      perUserLimit: 1,
      showOnProduct: false,
    })
    .returning({ id: coupons.id });
  // The guard on a null coupon makes a second confirmation (another tab, a resubscription) a no-op.
  const [claimed] = await tx
    .update(newsletterSubscribers)
    .set({ welcomeCouponId: coupon!.id })
    .where(and(eq(newsletterSubscribers.id, subscriberId), isNull(newsletterSubscribers.welcomeCouponId)))
    .returning({ id: newsletterSubscribers.id });
  if (!claimed) {
    await tx.delete(coupons).where(eq(coupons.id, coupon!.id));
    return;
  }
  const { token, hash } = newToken();
  await tx
    .update(newsletterSubscribers)
    .set({ unsubscribeTokenHash: hash })
    .where(eq(newsletterSubscribers.id, subscriberId));
  await enqueueEmail(
    tx,
    newsletterWelcomeEmail({
      to: email,
      code,
      percent: WELCOME_COUPON.percent,
      minOrderPaise: WELCOME_COUPON.minOrderPaise,
      expiresAt,
      unsubscribeUrl: unsubscribeUrl(token),
    }),
  );
}

/**
 * Follows a confirmation link: the token works once (it is cleared in the same statement), the address
 * is confirmed, and on its first confirmation it gets its own welcome code by e-mail.
 */
export async function confirmSubscription(token: string, now = new Date()): Promise<ConfirmResult> {
  if (!token || token.length > 100) return { confirmed: false };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscribers)
      .set({ confirmedAt: now, confirmTokenHash: null, unsubscribedAt: null })
      .where(eq(newsletterSubscribers.confirmTokenHash, hashToken(token)))
      .returning();
    if (!row) return { confirmed: false };
    if (!row.welcomeCouponId) await issueWelcomeCoupon(tx, row.id, row.email, now);
    return { confirmed: true };
  });
}

/** Follows an unsubscribe link: the address gets no more newsletters (the link keeps working, idempotently). */
export async function unsubscribe(token: string, now = new Date()): Promise<{ unsubscribed: boolean }> {
  if (!token || token.length > 100) return { unsubscribed: false };
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: now })
    .where(eq(newsletterSubscribers.unsubscribeTokenHash, hashToken(token)))
    .returning({ id: newsletterSubscribers.id });
  return { unsubscribed: Boolean(row) };
}
