import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { handlePaymentWebhook } from '@/lib/orders';
import { fillCart, insertShopper, insertTestProduct, orderBody } from '@/lib/orders/test-support';
import { resetRateLimits } from '@/lib/rate-limit';
import { cartLines, orders, paymentEvents, products } from '@/models';
import { call } from '@/test/api';
import { GET as sandboxGet, POST as sandboxPost } from './sandbox/[id]/route';
import { POST as placeUpi } from './place-upi/route';
import { POST as placeCard } from './stripe/route';
import { POST as verifyRazorpay } from './verifyRazorpay/route';
import { POST as verifyStripe } from './verifyStripe/route';

beforeEach(() => resetRateLimits());

async function stockOf(productId: string) {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock;
}

async function orderRow(orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** A shopper with two lines in the cart who placed a card order for one of them. */
async function cardCheckout(method: 'card' | 'upi' = 'card') {
  const shopper = await insertShopper();
  const product = await insertTestProduct({ stock: 5 });
  const other = await insertTestProduct();
  await fillCart(shopper.id, [
    { productId: product, quantity: 2 },
    { productId: other, quantity: 1 },
  ]);
  const handler = method === 'card' ? placeCard : placeUpi;
  const res = await call(handler, '/api/order/x', {
    token: shopper.token,
    body: orderBody([{ _id: product, quantity: 2 }], 2000),
  });
  expect(res.status).toBe(200);
  const url = String(res.json.session_url ?? res.json.paymentUrl);
  const sessionId = url.split('/').pop() ?? '';
  ownerToken = shopper.token;
  return { shopper, product, other, orderId: res.json.orderId as string, sessionId };
}

/** The token the sandbox calls below are made with: the last checkout's shopper (the order's owner). */
let ownerToken = '';

const cart = (userId: string) => db.select().from(cartLines).where(eq(cartLines.userId, userId));

const sandbox = (sessionId: string, action: string, token = ownerToken) =>
  call(sandboxPost, `/api/order/sandbox/${sessionId}`, {
    params: { id: sessionId },
    body: { action },
    token,
  });

describe('payment verification never trusts the browser', () => {
  it('does not mark an unpaid order paid when the browser says success', async () => {
    const { shopper, orderId, product } = await cardCheckout();
    const res = await call(verifyStripe, '/api/order/verifyStripe', {
      token: shopper.token,
      body: { success: true, orderId },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: false, paymentState: 'pending' });
    expect((await orderRow(orderId))?.paymentState).toBe('pending');
    expect(await stockOf(product)).toBe(3);
    expect(await cart(shopper.id)).toHaveLength(2);
    const asString = await call(verifyStripe, '/api/order/verifyStripe', {
      token: shopper.token,
      body: { success: 'true', orderId },
    });
    expect(asString.json.success).toBe(false);
  });

  it('marks the order paid after a sandbox approval and empties the ordered cart lines', async () => {
    const { shopper, orderId, product, other, sessionId } = await cardCheckout();
    const info = await call(sandboxGet, `/api/order/sandbox/${sessionId}`, {
      params: { id: sessionId },
      token: ownerToken,
    });
    expect(info.status).toBe(200);
    expect(info.json.session).toMatchObject({
      id: sessionId,
      orderId,
      method: 'card',
      amount: 2000,
      state: 'open',
    });

    const approved = await sandbox(sessionId, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({
      success: true,
      redirectUrl: `/verify?success=true&orderId=${orderId}`,
    });
    // The approval went through the signed webhook path and was recorded once.
    const events = await db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.orderId, orderId), eq(paymentEvents.type, 'payment.succeeded')));
    expect(events).toHaveLength(1);

    const verified = await call(verifyStripe, '/api/order/verifyStripe', {
      token: shopper.token,
      body: { success: true, orderId },
    });
    expect(verified.json).toMatchObject({ success: true, paymentState: 'paid', status: 'Order Placed' });
    expect(await stockOf(product)).toBe(3);
    expect((await cart(shopper.id)).map((l) => l.productId)).toEqual([other]);
    const row = await orderRow(orderId);
    expect(row).toMatchObject({ paymentState: 'paid', holdExpiresAt: null, status: 'Order Placed' });

    // A declined click afterwards changes nothing.
    const late = await sandbox(sessionId, 'decline');
    expect(late.status).toBe(409);
    expect((await orderRow(orderId))?.paymentState).toBe('paid');
  });

  it('cancels the order, restores stock and keeps the cart after a sandbox decline', async () => {
    const { shopper, orderId, product, sessionId } = await cardCheckout('upi');
    const declined = await sandbox(sessionId, 'decline');
    expect(declined.json).toMatchObject({
      success: true,
      redirectUrl: `/verify?success=false&orderId=${orderId}`,
    });
    const verified = await call(verifyRazorpay, '/api/order/verifyRazorpay', {
      token: shopper.token,
      body: { success: false, orderId },
    });
    expect(verified.json).toMatchObject({ success: false, paymentState: 'failed', status: 'Cancelled' });
    expect(await stockOf(product)).toBe(5);
    expect(await cart(shopper.id)).toHaveLength(2);
    // Verifying again or approving afterwards restores nothing twice and pays nothing.
    await call(verifyRazorpay, '/api/order/verifyRazorpay', {
      token: shopper.token,
      body: { success: true, orderId },
    });
    expect((await sandbox(sessionId, 'approve')).status).toBe(409);
    expect(await stockOf(product)).toBe(5);
    expect((await orderRow(orderId))?.paymentState).toBe('failed');
  });

  it('gives up the payment when the shopper returns from the cancel page', async () => {
    const { shopper, orderId, product, sessionId } = await cardCheckout();
    const res = await call(verifyStripe, '/api/order/verifyStripe', {
      token: shopper.token,
      body: { success: 'false', orderId },
    });
    expect(res.json).toMatchObject({ success: false, paymentState: 'failed' });
    expect(await stockOf(product)).toBe(5);
    expect(await cart(shopper.id)).toHaveLength(2);
    // The sandbox session is closed for good: a late approval is refused.
    expect((await sandbox(sessionId, 'approve')).status).toBe(409);
    expect((await orderRow(orderId))?.paymentState).toBe('failed');
  });

  it('redirects a plain form post to the payment return page', async () => {
    const { orderId, sessionId } = await cardCheckout();
    // The test-mode page's own form: the shopper's session cookie, no token header.
    const req = new Request(`http://localhost/api/order/sandbox/${sessionId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `token=${ownerToken}` },
      body: 'action=approve',
    });
    const res = await sandboxPost(req, { params: Promise.resolve({ id: sessionId }) });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/verify?success=true&orderId=${orderId}`);
    expect((await orderRow(orderId))?.paymentState).toBe('paid');
  });

  it('refuses an expired sandbox session and releases the hold', async () => {
    const { orderId, product, sessionId } = await cardCheckout();
    await db
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId));
    await db
      .update(paymentEvents)
      .set({
        payload: {
          sessionId,
          orderId,
          method: 'card',
          amountPaise: 200_000,
          expiresAt: new Date(Date.now() - 1000).toISOString(),
        },
      })
      .where(eq(paymentEvents.eventId, `session:${sessionId}`));
    const info = await call(sandboxGet, `/api/order/sandbox/${sessionId}`, {
      params: { id: sessionId },
      token: ownerToken,
    });
    expect(info.json.session).toMatchObject({ state: 'expired' });
    const res = await sandbox(sessionId, 'approve');
    expect(res.status).toBe(409);
    expect(await orderRow(orderId)).toMatchObject({ paymentState: 'failed', status: 'Cancelled' });
    expect(await stockOf(product)).toBe(5);
  });

  it('answers 404 for unknown sessions, 400 for bad actions, and keeps orders private', async () => {
    const { orderId, sessionId } = await cardCheckout();
    expect((await call(sandboxGet, '/x', { params: { id: 'sbx_nope' }, token: ownerToken })).status).toBe(
      404,
    );
    expect((await sandbox(`sbx_${'0'.repeat(32)}`, 'approve')).status).toBe(404);
    expect((await sandbox(sessionId, 'pay-me')).status).toBe(400);
    const stranger = await insertShopper('Stranger');
    const res = await call(verifyStripe, '/api/order/verifyStripe', {
      token: stranger.token,
      body: { success: true, orderId },
    });
    expect(res.status).toBe(403);
    expect(
      (
        await call(verifyStripe, '/x', {
          token: stranger.token,
          body: { success: true, orderId: '0123456789abcdef01234567' },
        })
      ).status,
    ).toBe(404);
    expect((await call(verifyStripe, '/x', { token: stranger.token, body: { success: true } })).status).toBe(
      400,
    );
    expect((await call(verifyStripe, '/x', { body: { success: true, orderId } })).status).toBe(401);
  });

  it('refuses a forged sandbox event', async () => {
    const { orderId, sessionId } = await cardCheckout();
    const body = JSON.stringify({
      id: 'evt_forged',
      type: 'payment.succeeded',
      data: { sessionId, orderId, amountPaise: 200_000 },
    });
    await expect(
      handlePaymentWebhook('sandbox', body, new Headers({ 'x-sandbox-signature': 'ab'.repeat(32) })),
    ).rejects.toMatchObject({ code: 'bad_request' });
    await expect(handlePaymentWebhook('sandbox', body, new Headers())).rejects.toMatchObject({
      code: 'bad_request',
    });
    expect((await orderRow(orderId))?.paymentState).toBe('pending');
  });
});
