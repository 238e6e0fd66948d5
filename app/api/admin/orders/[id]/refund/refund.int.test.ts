import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { POST as placeCod } from '@/app/api/order/place/route';
import { createTestAdmin } from '@/lib/admin/test-fixtures';
import { db } from '@/lib/db';
import { pauseMailer } from '@/lib/mail';
import { REFUND_REFUSED_MESSAGE } from '@/lib/orders';
import { fillCart, insertShopper, insertTestProduct, orderBody } from '@/lib/orders/test-support';
import { resetRateLimits } from '@/lib/rate-limit';
import { emails, orders } from '@/models';
import { call } from '@/test/api';
import { POST as refund } from './route';

beforeEach(() => {
  resetRateLimits();
  pauseMailer(true);
});

async function placedOrder(to: string) {
  const shopper = await insertShopper();
  const product = await insertTestProduct({ regularPricePaise: 2_499_00 });
  await fillCart(shopper.id, [{ productId: product, quantity: 1 }]);
  const body = orderBody([{ _id: product, quantity: 1 }], 2499);
  body.address = { ...body.address, email: to };
  const placed = await call<{ orderId: string }>(placeCod, '/api/order/place', {
    token: shopper.token,
    body,
  });
  expect(placed.status).toBe(200);
  return placed.json.orderId;
}

describe('POST /api/admin/orders/{id}/refund', () => {
  it('records the refund of a cancelled paid order once, and e-mails the shopper the amount', async () => {
    const admin = await createTestAdmin();
    const orderId = await placedOrder('refund@example.in');
    // As a UPI order the shopper paid and then cancelled leaves it.
    await db.update(orders).set({ status: 'Cancelled', paymentState: 'paid' }).where(eq(orders.id, orderId));
    const done = await call(refund, `/api/admin/orders/${orderId}/refund`, {
      token: admin.token,
      params: { id: orderId },
      body: {},
    });
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ success: true, order: { paymentState: 'refunded' } });
    const mails = await db.select().from(emails).where(eq(emails.to, 'refund@example.in'));
    const refunded = mails.find((m) => m.kind === 'order_refunded');
    expect(refunded?.subject).toContain('Refund of ₹2,499 issued');
    expect(refunded?.text).toMatch(/IST/);

    const again = await call(refund, `/api/admin/orders/${orderId}/refund`, {
      token: admin.token,
      params: { id: orderId },
      body: {},
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(REFUND_REFUSED_MESSAGE);
  });

  it('refuses an order that was not paid, and 404s an unknown one', async () => {
    const admin = await createTestAdmin();
    const orderId = await placedOrder('cod-refund@example.in');
    const cod = await call(refund, `/api/admin/orders/${orderId}/refund`, {
      token: admin.token,
      params: { id: orderId },
      body: {},
    });
    expect(cod.status).toBe(409);
    const unknown = await call(refund, '/api/admin/orders/x/refund', {
      token: admin.token,
      params: { id: '0123456789abcdef01234567' },
      body: {},
    });
    expect(unknown.status).toBe(404);
  });
});
