import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as cartUpdate } from '@/app/api/cart/update/route';
import { POST as placeCod } from '@/app/api/order/place/route';
import { POST as placeUpi } from '@/app/api/order/place-upi/route';
import { GET as sandboxGet, POST as sandboxPost } from '@/app/api/order/sandbox/[id]/route';
import { POST as userOrders } from '@/app/api/order/userorders/route';
import { createTestUser, type TestUser } from '@/test/fixtures/accounts';
import { MAX_LINE_QUANTITY } from '@/lib/cart';
import { insertProducts } from '@/test/fixtures/catalog';
import { db } from '@/lib/db';
import { orderBody } from '@/lib/orders/test-support';
import { resetRateLimits } from '@/lib/rate-limit';
import { orderItems, orders } from '@/models';
import { call } from '@/test/api';

// Issue 14, points 7, 8 and 13: skipping payment through the test-mode provider, ordering past the
// per-line cap with duplicate lines, and an order whose item prices disagree with what was charged.

let owner: TestUser;
let stranger: TestUser;
let clockId: string;
let shirtId: string;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([createTestUser(), createTestUser({ name: 'Stranger' })]);
  const [clock, shirt] = await insertProducts([
    { name: 'Brass Desk Clock', regularPrice: 500 },
    { name: 'Block-print Kurta', regularPrice: 1299, salePrice: 939, sizes: ['M', 'L'] },
  ]);
  clockId = clock?._id ?? '';
  shirtId = shirt?._id ?? '';
});

beforeEach(() => resetRateLimits());

async function onlineOrder(): Promise<{ orderId: string; sessionId: string }> {
  const res = await call(placeUpi, '/api/order/place-upi', {
    token: owner.token,
    body: orderBody([{ _id: clockId, quantity: 1 }], 500),
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return { orderId: String(res.json.orderId), sessionId: String(res.json.paymentUrl).split('/').pop() ?? '' };
}

const paymentState = async (orderId: string) =>
  (await db.select({ state: orders.paymentState }).from(orders).where(eq(orders.id, orderId)))[0]?.state;

const decide = (sessionId: string, action: string, headers: Record<string, string> = {}) =>
  call(sandboxPost, `/api/order/sandbox/${sessionId}`, {
    params: { id: sessionId },
    body: { action },
    headers,
  });

describe('the test-mode payment provider (point 7)', () => {
  it('refuses an approval with no authentication: the order stays unpaid', async () => {
    const { orderId, sessionId } = await onlineOrder();
    const res = await decide(sessionId, 'approve');
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ success: false, message: expect.any(String) });
    expect(await paymentState(orderId)).toBe('pending');
    // Nor may anyone read the session (order id and amount) without signing in.
    const info = await call(sandboxGet, `/api/order/sandbox/${sessionId}`, { params: { id: sessionId } });
    expect(info.status).toBe(401);
  });

  it("refuses another shopper's approval, decline and read with 403", async () => {
    const { orderId, sessionId } = await onlineOrder();
    for (const action of ['approve', 'decline']) {
      const res = await decide(sessionId, action, { token: stranger.token });
      expect(res.status, action).toBe(403);
    }
    const cookie = await decide(sessionId, 'approve', { cookie: `token=${stranger.token}` });
    expect(cookie.status).toBe(403);
    const info = await call(sandboxGet, `/api/order/sandbox/${sessionId}`, {
      params: { id: sessionId },
      token: stranger.token,
    });
    expect(info.status).toBe(403);
    expect(await paymentState(orderId)).toBe('pending');
  });

  it("lets the order's shopper approve, by token header or by session cookie", async () => {
    const byHeader = await onlineOrder();
    expect((await decide(byHeader.sessionId, 'approve', { token: owner.token })).status).toBe(200);
    expect(await paymentState(byHeader.orderId)).toBe('paid');
    const byCookie = await onlineOrder();
    expect((await decide(byCookie.sessionId, 'approve', { cookie: `token=${owner.token}` })).status).toBe(
      200,
    );
    expect(await paymentState(byCookie.orderId)).toBe('paid');
  });
});

describe('duplicate order lines (point 8)', () => {
  it('are added up before the per-line cap: 100 lines of 100 units are refused, nothing is written', async () => {
    const shopper = await createTestUser();
    const items = Array.from({ length: 100 }, () => ({ _id: clockId, quantity: 100 }));
    const res = await call(placeCod, '/api/order/place', {
      token: shopper.token,
      body: orderBody(items, 100 * 100 * 500),
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(new RegExp(`\\b${MAX_LINE_QUANTITY}\\b`));
    expect(await db.select().from(orders).where(eq(orders.userId, shopper.id))).toEqual([]);
  });

  it('are refused when the sum of small lines passes the cap, and accepted up to it', async () => {
    const shopper = await createTestUser();
    const half = Math.ceil((MAX_LINE_QUANTITY + 1) / 2);
    const over = await call(placeCod, '/api/order/place', {
      token: shopper.token,
      body: orderBody(
        [
          { _id: clockId, quantity: half },
          { _id: clockId, quantity: half },
        ],
        2 * half * 500,
      ),
    });
    expect(over.status).toBe(400);
    expect(over.json.message).toBe(
      `You can order at most ${MAX_LINE_QUANTITY} of one product in one size; your order asks for ${2 * half}.`,
    );
    const atCap = await call(placeCod, '/api/order/place', {
      token: shopper.token,
      body: orderBody(
        [
          { _id: clockId, quantity: MAX_LINE_QUANTITY - 1 },
          { _id: clockId, quantity: 1 },
        ],
        MAX_LINE_QUANTITY * 500,
      ),
    });
    expect(atCap.status, JSON.stringify(atCap.json)).toBe(200);
    const lines = await db
      .select({ quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, String(atCap.json.orderId)));
    expect(lines).toEqual([{ quantity: MAX_LINE_QUANTITY }]);
  });

  it('share one cap with the cart: a single line over it is refused by both', async () => {
    const shopper = await createTestUser();
    const order = await call(placeCod, '/api/order/place', {
      token: shopper.token,
      body: orderBody([{ _id: clockId, quantity: MAX_LINE_QUANTITY + 1 }], (MAX_LINE_QUANTITY + 1) * 500),
    });
    expect(order.status).toBe(400);
    const cart = await call(cartUpdate, '/api/cart/update', {
      token: shopper.token,
      body: { itemId: clockId, size: 'default', quantity: MAX_LINE_QUANTITY + 1 },
    });
    expect(cart.status).toBe(400);
  });
});

describe("an order item's price (point 13)", () => {
  it('is the unit price paid, so the items add up to the amount charged; the regular price has its own field', async () => {
    const shopper = await createTestUser();
    const placed = await call(placeCod, '/api/order/place', {
      token: shopper.token,
      body: orderBody([{ _id: shirtId, size: 'M', quantity: 2 }], 2 * 939),
    });
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    const res = await call<{ orders: { amount: number; items: Record<string, unknown>[] }[] }>(
      userOrders,
      '/api/order/userorders',
      { token: shopper.token, body: {} },
    );
    const [order] = res.json.orders;
    expect(order?.amount).toBe(1878);
    expect(order?.items).toEqual([
      expect.objectContaining({
        price: 939,
        regularPrice: 1299,
        salePrice: 939,
        unitPrice: 939,
        quantity: 2,
      }),
    ]);
    const total = (order?.items ?? []).reduce((sum, i) => sum + Number(i.price) * Number(i.quantity), 0);
    expect(total).toBe(order?.amount);
  });
});
