import { and, count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { insertShopper, insertTestProduct, orderBody } from '@/lib/orders/test-support';
import { resetRateLimits } from '@/lib/rate-limit';
import { coupons, emails, newsletterSubscribers } from '@/models';
import { call } from '@/test/api';
import { POST as placeCod } from '@/app/api/order/place/route';
import { NEWSLETTER_ANSWER, NEWSLETTER_LIMITS, submitNewsletterForm } from './forms';
import { CONFIRM_MAIL_LIMIT, confirmSubscription, unsubscribe, WELCOME_COUPON } from './newsletter';

// Issue 24 point 6: "Your 20% welcome code is on its way" must be true. Double opt-in: a confirmation
// e-mail, then on confirmation a single-use 20% code of the address's own, with an unsubscribe link.

const ADDRESS = '203.0.113.60';
const DAY = 24 * 60 * 60_000;

const subscribe = (email: string, address = ADDRESS) =>
  submitNewsletterForm({ email, source: 'footer' }, address);

async function mailsTo(to: string, kind?: string) {
  return db
    .select()
    .from(emails)
    .where(kind ? and(eq(emails.to, to), eq(emails.kind, kind)) : eq(emails.to, to))
    .orderBy(emails.createdAt);
}

/** The token of the link to `path` in a message's plain text (what the reader clicks). */
function linkToken(text: string, path: string): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
}

async function subscribeAndConfirm(email: string) {
  await subscribe(email);
  // The newest link: a repeat sign-up replaces the one before.
  const confirmMail = (await mailsTo(email, 'newsletter_confirm')).at(-1);
  expect(await confirmSubscription(linkToken(confirmMail!.text, '/newsletter/confirm'))).toEqual({
    confirmed: true,
  });
  const [welcome] = await mailsTo(email, 'newsletter_welcome');
  const code = /welcome code: (HELLO[A-Z0-9]{8})/.exec(welcome!.text)?.[1];
  if (!code) throw new Error(`no code in ${welcome!.text}`);
  return { welcome: welcome!, code };
}

beforeEach(async () => {
  resetRateLimits();
  await db.delete(newsletterSubscribers);
});

describe('newsletter double opt-in and welcome code', () => {
  it('e-mails a confirmation link, and only the confirmed address gets a real 20% code by e-mail', async () => {
    const email = 'meera.iyer@example.in';
    expect(await subscribe('  Meera.Iyer@Example.in ')).toEqual({ ok: true, message: NEWSLETTER_ANSWER });
    const [confirmMail, ...more] = await mailsTo(email);
    expect(more).toHaveLength(0);
    expect(confirmMail).toMatchObject({
      kind: 'newsletter_confirm',
      subject: expect.stringContaining('Confirm'),
    });
    // No code before the address is confirmed.
    expect(await mailsTo(email, 'newsletter_welcome')).toHaveLength(0);
    const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(row).toMatchObject({ confirmedAt: null, welcomeCouponId: null });

    const before = Date.now();
    const token = linkToken(confirmMail!.text, '/newsletter/confirm');
    expect(confirmMail!.html).toContain(`/newsletter/confirm?token=${token}`);
    expect(await confirmSubscription(token)).toEqual({ confirmed: true });
    // The link works once.
    expect(await confirmSubscription(token)).toEqual({ confirmed: false });
    expect(await confirmSubscription('made-up-token')).toEqual({ confirmed: false });

    const welcomes = await mailsTo(email, 'newsletter_welcome');
    expect(welcomes).toHaveLength(1);
    const code = /welcome code: (HELLO[A-Z0-9]{8})/.exec(welcomes[0]!.text)?.[1];
    expect(code).toBeDefined();
    const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code!));
    expect(coupon).toMatchObject({
      kind: 'percent',
      value: 20,
      usageLimit: 1,
      perUserLimit: 1,
      minOrderPaise: WELCOME_COUPON.minOrderPaise,
      showOnProduct: false,
      active: true,
    });
    const validFor = coupon!.endsAt!.getTime() - before;
    expect(validFor).toBeGreaterThan(WELCOME_COUPON.validDays * DAY - 60_000);
    expect(validFor).toBeLessThanOrEqual(WELCOME_COUPON.validDays * DAY + 60_000);
    expect(welcomes[0]!.text).toContain('20% off one order');
    expect(welcomes[0]!.text).toContain('/newsletter/unsubscribe?token=');
  });

  it('the code takes 20% off one order, once in all', async () => {
    const { code } = await subscribeAndConfirm('kabir.shah@example.in');
    const product = await insertTestProduct({ regularPricePaise: 200_000 });
    const first = await insertShopper('Kabir Shah');
    const items = [{ _id: product, quantity: 1 }];
    const placed = await call(placeCod, '/api/order/place', {
      token: first.token,
      body: { ...orderBody(items, 1600), couponCode: code },
    });
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    expect(placed.json.amount).toBe(1600);
    // Forwarded to a friend, it is spent.
    const second = await insertShopper('A Friend');
    const again = await call(placeCod, '/api/order/place', {
      token: second.token,
      body: { ...orderBody(items, 1600), couponCode: code },
    });
    expect(again.status).toBe(400);
    expect(again.json.message).toBe(`${code} is not a coupon code you can use.`);
  });

  it('answers the same whether or not the address is subscribed, and keeps one row and one code', async () => {
    const email = 'nisha.k@example.in';
    const fresh = await subscribe(email);
    await subscribeAndConfirm(email);
    const confirmed = await subscribe(email);
    const unknown = await subscribe('never.seen@example.in');
    expect(confirmed).toEqual(fresh);
    expect(unknown).toEqual(fresh);
    const [rows] = await db
      .select({ n: count() })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(rows?.n).toBe(1);
    // A confirmed address is not sent another confirmation, nor a second code.
    expect(await mailsTo(email, 'newsletter_confirm')).toHaveLength(2);
    expect(await mailsTo(email, 'newsletter_welcome')).toHaveLength(1);
  });

  it('sends an address a few confirmation e-mails a day at most, with the same answer', async () => {
    const email = 'target@example.in';
    const answers = [];
    for (let i = 0; i < CONFIRM_MAIL_LIMIT.limit + 3; i++)
      answers.push(await subscribe(email, `192.0.2.${i + 1}`));
    expect(new Set(answers.map((a) => a?.message))).toEqual(new Set([NEWSLETTER_ANSWER]));
    expect(await mailsTo(email, 'newsletter_confirm')).toHaveLength(CONFIRM_MAIL_LIMIT.limit);
  });

  it('limits sign-ups per visitor address', async () => {
    const answers = [];
    for (let i = 0; i < NEWSLETTER_LIMITS.perAddress.limit + 2; i++)
      answers.push(await subscribe(`reader${i}@example.in`));
    expect(answers.filter((a) => a?.ok)).toHaveLength(NEWSLETTER_LIMITS.perAddress.limit);
    expect(answers.at(-1)?.message).toMatch(/Too many attempts/);
  });

  it('the unsubscribe link works, and coming back needs a new confirmation but makes no second code', async () => {
    const email = 'farah.ali@example.in';
    const { welcome } = await subscribeAndConfirm(email);
    const token = linkToken(welcome.text, '/newsletter/unsubscribe');
    expect(await unsubscribe(token)).toEqual({ unsubscribed: true });
    const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);
    expect(await unsubscribe('not-a-token')).toEqual({ unsubscribed: false });

    await subscribe(email);
    const confirms = await mailsTo(email, 'newsletter_confirm');
    expect(confirms).toHaveLength(2);
    expect(await confirmSubscription(linkToken(confirms[1]!.text, '/newsletter/confirm'))).toEqual({
      confirmed: true,
    });
    const [back] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(back).toMatchObject({ unsubscribedAt: null, confirmedAt: expect.any(Date) });
    expect(await mailsTo(email, 'newsletter_welcome')).toHaveLength(1);
  });
});
