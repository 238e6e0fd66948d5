import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { POST as placeCod } from '@/app/api/order/place/route';
import { db } from '@/lib/db';
import {
  insertShopper,
  insertTestProduct,
  fillCart,
  orderBody,
  testShipment,
} from '@/lib/orders/test-support';
import { updateOrderStatus } from '@/lib/orders';
import { resetRateLimits } from '@/lib/rate-limit';
import { coupons, emails, users } from '@/models';
import { POST as cancelOrder } from '@/app/api/order/cancel/route';
import { call } from '@/test/api';
import {
  deliverDueEmails,
  enqueueEmail,
  MAX_ATTEMPTS,
  mailerIdle,
  pauseMailer,
  retryDelayMs,
  setMailTransport,
  type OutgoingMail,
} from '.';

beforeEach(async () => {
  resetRateLimits();
  pauseMailer(true);
  // A background pass a previous test started may still be going round: it would lease this test's messages.
  await mailerIdle();
});
afterEach(() => {
  pauseMailer(false);
  setMailTransport(undefined);
});

async function mailsFor(to: string) {
  return db.select().from(emails).where(eq(emails.to, to)).orderBy(emails.createdAt);
}

/** A shopper whose account e-mail is `email` (the address the store mails). */
async function shopperWithEmail(email: string) {
  const shopper = await insertShopper();
  await db.update(users).set({ email }).where(eq(users.id, shopper.id));
  return shopper;
}

async function placeOrder(email: string, pricePaise = 12_345_00, addressEmail = email) {
  const shopper = await shopperWithEmail(email);
  const product = await insertTestProduct({ regularPricePaise: pricePaise });
  await fillCart(shopper.id, [{ productId: product, quantity: 1 }]);
  const body = orderBody([{ _id: product, quantity: 1 }], pricePaise / 100);
  body.address = { ...body.address, email: addressEmail };
  const placed = await call<{ orderId: string }>(placeCod, '/api/order/place', {
    token: shopper.token,
    body,
  });
  return { shopper, placed };
}

describe('order e-mails', () => {
  it('queues the order-placed e-mail with the order, and writes it to the outbox when no SMTP_URL is set', async () => {
    setMailTransport(null);
    const { placed } = await placeOrder('placed@example.in');
    expect(placed.status).toBe(200);
    const [mail] = await mailsFor('placed@example.in');
    expect(mail).toMatchObject({ kind: 'order_placed', to: 'placed@example.in' });
    expect(mail?.subject).toContain('₹12,345');
    expect(mail?.text).toContain(`/orders/${placed.json.orderId}/invoice`);
    expect(mail?.html).toContain(`/orders/${placed.json.orderId}/invoice`);
    expect(mail?.text).toMatch(/IST/);

    await deliverDueEmails({ transport: null });
    const [after] = await mailsFor('placed@example.in');
    expect(after).toMatchObject({ status: 'outbox', sentAt: null });
  });

  it("mails the account's own e-mail, never the checkout address's, and quotes the typed name as data", async () => {
    setMailTransport(null);
    const victim = 'victim@example.in';
    const shopper = await shopperWithEmail('attacker@example.in');
    const product = await insertTestProduct({ regularPricePaise: 80_000 });
    await fillCart(shopper.id, [{ productId: product, quantity: 1 }]);
    const body = orderBody([{ _id: product, quantity: 1 }], 800);
    const lure = 'URGENT: your KYC expired, verify at http://kyc.example';
    body.address = { ...body.address, email: victim, firstName: lure };
    const placed = await call<{ orderId: string }>(placeCod, '/api/order/place', {
      token: shopper.token,
      body,
    });
    expect(placed.status).toBe(200);
    const cancelled = await call(cancelOrder, '/api/order/cancel', {
      token: shopper.token,
      body: { orderId: placed.json.orderId },
    });
    expect(cancelled.status).toBe(200);
    expect(await mailsFor(victim)).toHaveLength(0);
    const [mail] = await mailsFor('attacker@example.in');
    expect(mail?.kind).toBe('order_placed');
    expect(mail?.text.split('\n')[0]).toBe('Hello,');
    expect(mail?.text).toContain(`Name: “${lure} Verma”`);
  });

  it('shows the coupon code and its discount in the order-placed e-mail in the outbox', async () => {
    setMailTransport(null);
    const shopper = await shopperWithEmail('coupon-mail@example.in');
    const product = await insertTestProduct({ regularPricePaise: 200_000 });
    await db.insert(coupons).values({ code: 'MAILTEN', kind: 'percent', value: 10 });
    await fillCart(shopper.id, [{ productId: product, quantity: 1 }]);
    const placed = await call<{ orderId: string }>(placeCod, '/api/order/place', {
      token: shopper.token,
      body: { ...orderBody([{ _id: product, quantity: 1 }], 1800), couponCode: 'MAILTEN' },
    });
    expect(placed.status).toBe(200);
    const [mail] = await mailsFor('coupon-mail@example.in');
    expect(mail?.text).toMatch(/Subtotal +₹2,000\n/);
    expect(mail?.text).toMatch(/Coupon MAILTEN +− ₹200\n/);
    expect(mail?.text).toMatch(/Total +₹1,800\n/);
    expect(mail?.html).toContain('Coupon MAILTEN');
  });

  it('sends no e-mail for an order that was refused (the queue row rolls back with it)', async () => {
    const shopper = await shopperWithEmail('refused@example.in');
    const product = await insertTestProduct({ regularPricePaise: 50_000 });
    const body = orderBody([{ _id: product, quantity: 1 }], 499);
    body.address = { ...body.address, email: 'refused@example.in' };
    const answer = await call(placeCod, '/api/order/place', { token: shopper.token, body });
    expect(answer.status).toBe(409);
    expect(await mailsFor('refused@example.in')).toHaveLength(0);
  });

  it('places the order even when the mail server refuses, and queues shipped, out for delivery and delivered', async () => {
    pauseMailer(false);
    setMailTransport({
      send: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25')),
    });
    const { shopper, placed } = await placeOrder('journey@example.in', 99_900);
    expect(placed.status).toBe(200);
    for (const status of ['Processing', 'Packing', 'Shipped', 'Out for delivery', 'Delivered'] as const) {
      await updateOrderStatus(placed.json.orderId, status, shopper.id, {
        shipment: status === 'Shipped' ? testShipment : undefined,
      });
    }
    const kinds = (await mailsFor('journey@example.in')).map((m) => m.kind);
    expect(kinds).toEqual(['order_placed', 'order_shipped', 'order_out_for_delivery', 'order_delivered']);
  });
});

describe('delivery with retries', () => {
  it('tries to deliver at once after the commit, without anyone calling the worker', async () => {
    pauseMailer(false);
    const delivered: OutgoingMail[] = [];
    setMailTransport({ send: async (m) => void delivered.push(m) });
    const { placed } = await placeOrder('now@example.in', 50_000);
    expect(placed.status).toBe(200);
    await expect.poll(async () => (await mailsFor('now@example.in'))[0]?.status).toBe('sent');
    expect(delivered.map((m) => m.to)).toContain('now@example.in');
  });

  it('retries a refused message with growing waits, then gives it up as failed', async () => {
    const to = 'retry@example.in';
    await enqueueEmail(db, { kind: 'test', to, subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' });
    const refusing = { send: () => Promise.reject(new Error('451 try again later')) };
    let now = new Date();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      // Not due before its wait is over (other tests' messages may be; this one is not touched).
      await deliverDueEmails({ now: new Date(now.getTime() - 1000), transport: refusing });
      expect((await mailsFor(to))[0]?.attempts).toBe(attempt - 1);
      await deliverDueEmails({ now, transport: refusing });
      const [row] = await mailsFor(to);
      expect(row?.attempts).toBe(attempt);
      expect(row?.lastError).toBe('451 try again later');
      expect(row?.status).toBe(attempt < MAX_ATTEMPTS ? 'queued' : 'failed');
      if (attempt < MAX_ATTEMPTS)
        expect(row?.nextAttemptAt.getTime()).toBe(now.getTime() + retryDelayMs(attempt));
      now = row!.nextAttemptAt;
    }
  });

  it('marks a message sent once the server accepts it, and sends it once only', async () => {
    const to = 'sent@example.in';
    await enqueueEmail(db, { kind: 'test', to, subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' });
    const delivered: OutgoingMail[] = [];
    const accepting = { send: async (m: OutgoingMail) => void delivered.push(m) };
    const passes = await Promise.all([
      deliverDueEmails({ transport: accepting }),
      deliverDueEmails({ transport: accepting }),
    ]);
    expect(passes.reduce((n, p) => n + p.sent, 0)).toBeGreaterThanOrEqual(1);
    expect(delivered.filter((m) => m.to === to)).toHaveLength(1);
    const [row] = await mailsFor(to);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('waits 1, 4, 16, 64 minutes and never more than 6 hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 240_000, 960_000, 3_840_000]);
    expect(retryDelayMs(10)).toBe(6 * 3_600_000);
  });
});
