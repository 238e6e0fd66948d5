import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestUser } from '@/test/fixtures/accounts';
import { createTestAdmin } from '@/test/fixtures/admin';
import { db } from '@/lib/db';
import { fillCart, insertShopper, insertTestProduct, orderBody, statusBody } from '@/lib/orders/test-support';
import { mediaPath } from '@/lib/media';
import { resetRateLimits } from '@/lib/rate-limit';
import { emails, orderStatusHistory, orders, paymentEvents, products, refunds } from '@/models';
import { call } from '@/test/api';
import { POST as setOrderStatus } from '@/app/api/admin/orders/[id]/status/route';
import { POST as moveReturn } from '@/app/api/admin/returns/[id]/status/route';
import { GET as listReturns } from '@/app/api/admin/returns/route';
import { POST as cancelOrder } from './cancel/route';
import { POST as placeCod } from './place/route';
import { POST as placeUpi } from './place-upi/route';
import { POST as uploadPhoto } from './return/photo/route';
import { POST as requestReturn } from './return/route';
import { POST as sandboxPost } from './sandbox/[id]/route';
import { POST as userOrders } from './userorders/route';

type Shopper = { id: string; token: string };
type Return = {
  _id: string;
  status: string;
  value: number;
  refund: { amount: number; state: string; method: string } | null;
  history: { status: string }[];
  nextStatuses: string[];
};
type Order = {
  _id: string;
  paymentState: string;
  returnableUntil: number | null;
  returnable: { lineNo: number; quantity: number }[];
  returns: Return[];
};

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestAdmin();
});
beforeEach(() => resetRateLimits());

const stockOf = async (id: string) =>
  (await db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;

async function deliver(orderId: string) {
  for (const status of ['Processing', 'Shipped', 'Out for delivery', 'Delivered']) {
    const res = await call(setOrderStatus, `/api/admin/orders/${orderId}/status`, {
      token: admin.token,
      params: { id: orderId },
      body: statusBody(status),
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
  }
}

/** A delivered cash-on-delivery order of 2 units of a ₹1,000 product (stock 10 before the order). */
async function deliveredCodOrder(options: { sizes?: string[]; size?: string } = {}) {
  const shopper = await insertShopper();
  const product = await insertTestProduct({ stock: 10, sizes: options.sizes ?? [] });
  const size = options.size ?? 'default';
  await fillCart(shopper.id, [{ productId: product, quantity: 2, size }]);
  const placed = await call<{ orderId: string }>(placeCod, '/api/order/place', {
    token: shopper.token,
    body: orderBody([{ _id: product, quantity: 2, size }], 2000),
  });
  expect(placed.status, JSON.stringify(placed.json)).toBe(200);
  await deliver(placed.json.orderId);
  return { shopper, product, orderId: placed.json.orderId };
}

const ask = (shopper: Shopper, body: Record<string, unknown>) =>
  call<{ return: Return; message: string }>(requestReturn, '/api/order/return', {
    token: shopper.token,
    body,
  });

const move = (id: string, status: string, note?: string) =>
  call<{ return: Return; message: string }>(moveReturn, `/api/admin/returns/${id}/status`, {
    token: admin.token,
    params: { id },
    body: { status, note },
  });

async function myOrder(shopper: Shopper, orderId: string): Promise<Order> {
  const res = await call<{ orders: Order[] }>(userOrders, '/api/order/userorders', {
    token: shopper.token,
    body: {},
  });
  const order = res.json.orders.find((o) => o._id === orderId);
  if (!order) throw new Error('order missing');
  return order;
}

const upi = { upiId: 'asha.verma@okhdfc' };

describe('returns of a delivered order', () => {
  it('goes Requested → Approved → Picked up → Received (stock back) → Refunded, on the shopper’s order', async () => {
    const { shopper, product, orderId } = await deliveredCodOrder();
    expect(await stockOf(product)).toBe(8);
    const before = await myOrder(shopper, orderId);
    expect(before.returnable).toEqual([{ lineNo: 1, quantity: 2, exchangeSizes: [] }]);
    expect(before.returnableUntil).toBeGreaterThan(Date.now() + 6 * 86_400_000);

    const asked = await ask(shopper, {
      orderId,
      kind: 'return',
      reason: 'Damaged or defective',
      comment: 'Seam torn at the shoulder',
      lines: [{ lineNo: 1, quantity: 1 }],
      refundAccount: upi,
    });
    expect(asked.status, JSON.stringify(asked.json)).toBe(200);
    expect(asked.json.return).toMatchObject({ status: 'Requested', value: 1000, refund: null });
    const id = asked.json.return._id;

    for (const status of ['Approved', 'Picked up']) expect((await move(id, status)).status).toBe(200);
    expect(await stockOf(product)).toBe(8);
    expect((await move(id, 'Received')).status).toBe(200);
    expect(await stockOf(product)).toBe(9);
    const refunded = await move(id, 'Refunded', 'UPI transfer, UTR 4312009876');
    expect(refunded.status, JSON.stringify(refunded.json)).toBe(200);
    expect(refunded.json.return.refund).toEqual({ amount: 1000, state: 'succeeded', method: 'transfer' });

    const after = await myOrder(shopper, orderId);
    expect(after.returns.map((r) => r.history.map((h) => h.status))).toEqual([
      ['Requested', 'Approved', 'Picked up', 'Received', 'Refunded'],
    ]);
    // One of two units refunded: the order is still paid, and one unit can still be returned.
    expect(after.paymentState).toBe('paid');
    expect(after.returnable).toEqual([{ lineNo: 1, quantity: 1, exchangeSizes: [] }]);

    // The shopper is told at every step, and of the refund with its amount (the outbox keeps them here).
    const mails = (await db.select().from(emails)).filter((m) => m.text.includes(`/orders/${orderId}`));
    const subjects = mails.map((m) => m.subject.replace(/INV\/[\d-]+\/\d+/, 'INV'));
    for (const status of ['Requested', 'Approved', 'Picked up', 'Received', 'Refunded']) {
      expect(subjects).toContain(`Your return for order INV: ${status}`);
    }
    expect(subjects).toContain('Refund of ₹1,000 issued for order INV');
    expect(mails.find((m) => m.subject.includes(': Refunded'))?.text).toContain(
      'UPI transfer, UTR 4312009876',
    );

    const queue = await call<{ returns: (Return & { refundAccount: string })[] }>(
      listReturns,
      '/api/admin/returns',
      {
        token: admin.token,
        query: { status: 'Refunded' },
      },
    );
    expect(queue.json.returns.find((r) => r._id === id)).toMatchObject({
      refundAccount: 'UPI asha.verma@okhdfc',
    });
  });

  it('refuses what the window, the order and the units do not allow', async () => {
    const { shopper, orderId } = await deliveredCodOrder();
    const base = { orderId, kind: 'return', reason: 'Changed my mind', refundAccount: upi };
    const tooMany = await ask(shopper, { ...base, lines: [{ lineNo: 1, quantity: 3 }] });
    expect(tooMany.status).toBe(409);
    expect(tooMany.json.message).toMatch(/^Only 2 of .+ can still be returned\.$/);
    expect((await ask(shopper, { ...base, lines: [{ lineNo: 5, quantity: 1 }] })).status).toBe(400);
    const noAccount = await ask(shopper, {
      ...base,
      refundAccount: undefined,
      lines: [{ lineNo: 1, quantity: 1 }],
    });
    expect(noAccount.status).toBe(400);
    expect(noAccount.json.message).toMatch(/^refundAccount: /);
    const badUpi = await ask(shopper, {
      ...base,
      refundAccount: { upiId: 'not a upi' },
      lines: [{ lineNo: 1, quantity: 1 }],
    });
    expect(badUpi.status).toBe(400);

    expect((await ask(shopper, { ...base, lines: [{ lineNo: 1, quantity: 2 }] })).status).toBe(200);
    const again = await ask(shopper, { ...base, lines: [{ lineNo: 1, quantity: 1 }] });
    expect(again.status).toBe(409);
    expect(again.json.message).toMatch(/already in a return request/);

    const stranger = await insertShopper('Ravi Menon');
    expect((await ask(stranger, { ...base, lines: [{ lineNo: 1, quantity: 1 }] })).status).toBe(403);

    // Eight days after delivery the seven-day window has closed.
    const late = await deliveredCodOrder();
    await db
      .update(orderStatusHistory)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(and(eq(orderStatusHistory.orderId, late.orderId), eq(orderStatusHistory.status, 'Delivered')));
    const closed = await ask(late.shopper, {
      ...base,
      orderId: late.orderId,
      lines: [{ lineNo: 1, quantity: 1 }],
    });
    expect(closed.status).toBe(409);
    expect(closed.json.message).toMatch(/^The return window for this order closed on \d{2} \w{3} \d{4}\.$/);
    expect((await myOrder(late.shopper, late.orderId)).returnable).toEqual([]);

    // Not yet delivered.
    const fresh = await insertShopper();
    const product = await insertTestProduct();
    await fillCart(fresh.id, [{ productId: product, quantity: 1 }]);
    const placed = await call<{ orderId: string }>(placeCod, '/api/order/place', {
      token: fresh.token,
      body: orderBody([{ _id: product, quantity: 1 }], 1000),
    });
    const early = await ask(fresh, {
      ...base,
      orderId: placed.json.orderId,
      lines: [{ lineNo: 1, quantity: 1 }],
    });
    expect(early.status).toBe(409);
    expect(early.json.message).toBe('Only a delivered order can be returned or exchanged.');
  });

  it('takes photos re-encoded as WebP, and only the shopper’s own', async () => {
    const { shopper, orderId } = await deliveredCodOrder();
    const send = async (who: Shopper, bytes: Uint8Array<ArrayBuffer>, type: string) => {
      const form = new FormData();
      form.set('file', new Blob([bytes], { type }), 'dent.jpg');
      const res = await uploadPhoto(
        new Request('http://localhost/api/order/return/photo', {
          method: 'POST',
          headers: { token: who.token },
          body: form,
        }),
        { params: Promise.resolve({}) },
      );
      return { status: res.status, json: (await res.json()) as { url?: string; message: string } };
    };
    const jpeg = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#6b4f3a' } })
      .jpeg()
      .toBuffer();
    const uploaded = await send(shopper, new Uint8Array(jpeg), 'image/jpeg');
    expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(200);
    const url = uploaded.json.url!;
    expect(url).toMatch(new RegExp(`^/media/returns/${shopper.id}/[0-9a-f]{24}\\.webp$`));
    const stored = await sharp(mediaPath(url)).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 1200, 800]);
    const notImage = await send(shopper, new TextEncoder().encode('<svg onload=alert(1)>'), 'image/png');
    expect(notImage.status).toBe(400);

    const base = { orderId, kind: 'return', reason: 'Damaged or defective', refundAccount: upi };
    const stranger = await insertShopper('Ravi Menon');
    const theirs = (await send(stranger, new Uint8Array(jpeg), 'image/jpeg')).json.url!;
    const foreign = await ask(shopper, { ...base, photos: [theirs], lines: [{ lineNo: 1, quantity: 1 }] });
    expect(foreign.status).toBe(400);
    expect(foreign.json.message).toMatch(/^photos: /);
    const asked = await ask(shopper, { ...base, photos: [url], lines: [{ lineNo: 1, quantity: 1 }] });
    expect(asked.status, JSON.stringify(asked.json)).toBe(200);
    expect(asked.json.return).toMatchObject({ photos: [url] });
  });

  it('refunds once when the back office clicks Refund twice at the same moment', async () => {
    const { shopper, orderId } = await deliveredCodOrder();
    const asked = await ask(shopper, {
      orderId,
      kind: 'return',
      reason: 'Not as shown',
      lines: [{ lineNo: 1, quantity: 2 }],
      refundAccount: { accountName: 'Asha Verma', accountNumber: '001234567890', ifsc: 'hdfc0001234' },
    });
    const id = asked.json.return._id;
    for (const status of ['Approved', 'Picked up', 'Received']) await move(id, status);
    const both = await Promise.all([move(id, 'Refunded'), move(id, 'Refunded')]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(rows.map((r) => r.amountPaise)).toEqual([200_000]);
    // The whole order came back: it reads Refunded.
    expect((await myOrder(shopper, orderId)).paymentState).toBe('refunded');
  });

  it('exchanges for another size in stock, and ships it from stock', async () => {
    const { shopper, product, orderId } = await deliveredCodOrder({ sizes: ['S', 'M', 'L'], size: 'M' });
    expect((await myOrder(shopper, orderId)).returnable).toEqual([
      { lineNo: 1, quantity: 2, exchangeSizes: ['S', 'L'] },
    ]);
    const base = { orderId, kind: 'exchange', reason: 'Size does not fit' };
    expect((await ask(shopper, { ...base, lines: [{ lineNo: 1, quantity: 1 }] })).status).toBe(400);
    const wrong = await ask(shopper, { ...base, lines: [{ lineNo: 1, quantity: 1, exchangeSize: 'XXL' }] });
    expect(wrong.status).toBe(400);
    const asked = await ask(shopper, { ...base, lines: [{ lineNo: 1, quantity: 1, exchangeSize: 'L' }] });
    expect(asked.status, JSON.stringify(asked.json)).toBe(200);
    const id = asked.json.return._id;
    for (const status of ['Approved', 'Picked up', 'Received']) await move(id, status);
    expect(await stockOf(product)).toBe(9);
    expect((await move(id, 'Refunded')).status).toBe(409);
    expect((await move(id, 'Exchange shipped', 'AWB 99887766')).status).toBe(200);
    expect(await stockOf(product)).toBe(8);
    expect(await db.select().from(refunds).where(eq(refunds.orderId, orderId))).toEqual([]);
  });
});

describe('refunds of prepaid orders go through the provider that took the money', () => {
  async function paidUpiOrder() {
    const shopper = await insertShopper();
    const product = await insertTestProduct({ stock: 5 });
    await fillCart(shopper.id, [{ productId: product, quantity: 2 }]);
    const placed = await call<{ orderId: string; paymentUrl: string }>(placeUpi, '/api/order/place-upi', {
      token: shopper.token,
      body: orderBody([{ _id: product, quantity: 2 }], 2000),
    });
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    const sessionId = placed.json.paymentUrl.split('/').pop() ?? '';
    const approved = await call(sandboxPost, `/api/order/sandbox/${sessionId}`, {
      token: shopper.token,
      params: { id: sessionId },
      body: { action: 'approve' },
    });
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
    return { shopper, product, orderId: placed.json.orderId };
  }

  it('refunds a returned unit through the sandbox, confirmed by its signed webhook', async () => {
    const { shopper, orderId } = await paidUpiOrder();
    await deliver(orderId);
    const asked = await ask(shopper, {
      orderId,
      kind: 'return',
      reason: 'Quality not as expected',
      lines: [{ lineNo: 1, quantity: 1 }],
    });
    expect(asked.status, JSON.stringify(asked.json)).toBe(200);
    const id = asked.json.return._id;
    for (const status of ['Approved', 'Picked up', 'Received']) await move(id, status);
    const refunded = await move(id, 'Refunded');
    expect(refunded.json.return.refund).toEqual({ amount: 1000, state: 'succeeded', method: 'sandbox' });
    const events = await db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.orderId, orderId), eq(paymentEvents.type, 'refund.succeeded')));
    expect(events).toHaveLength(1);
    expect((await myOrder(shopper, orderId)).paymentState).toBe('paid');
  });

  it('refunds a cancelled paid order in full, once', async () => {
    const { shopper, orderId } = await paidUpiOrder();
    const cancelled = await call(cancelOrder, '/api/order/cancel', {
      token: shopper.token,
      body: { orderId },
    });
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    const rows = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(rows.map((r) => [r.key, r.amountPaise, r.method, r.state])).toEqual([
      [`cancel:${orderId}`, 200_000, 'sandbox', 'succeeded'],
    ]);
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.paymentState).toBe('refunded');
  });
});
