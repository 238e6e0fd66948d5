import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import {
  fillCart,
  insertShopper,
  insertTestProduct,
  orderBody,
  testAddress,
} from '@/lib/orders/test-support';
import { runHoldRelease } from '@/lib/orders';
import { resetRateLimits } from '@/lib/rate-limit';
import { cartLines, orderItems, orders, orderStatusHistory, products } from '@/models';
import { call } from '@/test/api';
import { POST as cancel } from './cancel/route';
import { POST as placeCod } from './place/route';
import { POST as placeUpi } from './place-upi/route';
import { POST as placeCard } from './stripe/route';
import { POST as userOrders } from './userorders/route';

type ApiOrderJson = {
  _id: string;
  date: number;
  amount: number;
  status: string;
  paymentMethod: string;
  payment: boolean;
  paymentState: string;
  canCancel: boolean;
  items: {
    name: string;
    image: string[];
    price: number;
    regularPrice: number;
    salePrice: number | null;
    unitPrice: number;
    quantity: number;
    size: string;
    productId: string;
  }[];
  address: Record<string, string>;
  statusHistory: { status: string; date: number; note: string | null }[];
};

beforeEach(() => resetRateLimits());

async function stockOf(productId: string) {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock;
}

async function cartOf(userId: string) {
  return db.select().from(cartLines).where(eq(cartLines.userId, userId));
}

async function ordersOf(token: string) {
  const res = await call<{ orders: ApiOrderJson[] }>(userOrders, '/api/order/userorders', {
    token,
    body: {},
  });
  expect(res.status).toBe(200);
  return res.json.orders;
}

describe('placing orders', () => {
  it('places a cash-on-delivery order priced from the database and empties the cart', async () => {
    const shopper = await insertShopper();
    const shirt = await insertTestProduct({
      name: 'Linen Shirt',
      regularPricePaise: 249_900,
      salePricePaise: 199_950,
      sizes: ['M', 'L'],
      stock: 10,
    });
    const watch = await insertTestProduct({ name: 'Steel Watch', regularPricePaise: 550_000 });
    await fillCart(shopper.id, [
      { productId: shirt, size: 'L', quantity: 2 },
      { productId: watch, quantity: 1 },
    ]);
    // 2 × 1,999.50 + 5,500 = 9,499
    const res = await call(placeCod, '/api/order/place', {
      token: shopper.token,
      body: orderBody(
        [
          { _id: shirt, size: 'L', quantity: 2 },
          { _id: watch, quantity: 1 },
        ],
        9499,
      ),
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, message: 'Order Placed', amount: 9499 });
    expect(await stockOf(shirt)).toBe(8);
    expect(await stockOf(watch)).toBeNull();
    expect(await cartOf(shopper.id)).toEqual([]);

    const [order] = await ordersOf(shopper.token);
    expect(order).toMatchObject({
      _id: res.json.orderId,
      amount: 9499,
      status: 'Order Placed',
      paymentMethod: 'cod',
      payment: false,
      paymentState: 'cod',
      canCancel: true,
    });
    expect(order?.items).toEqual([
      expect.objectContaining({
        name: 'Linen Shirt',
        // price is what one unit cost on this order (issue 14 point 13); the regular price has its own field.
        price: 1999.5,
        regularPrice: 2499,
        salePrice: 1999.5,
        unitPrice: 1999.5,
        quantity: 2,
        size: 'L',
        productId: shirt,
      }),
      expect.objectContaining({
        name: 'Steel Watch',
        price: 5500,
        regularPrice: 5500,
        salePrice: null,
        unitPrice: 5500,
        quantity: 1,
        size: 'default',
        productId: watch,
      }),
    ]);
    expect(order?.address).toMatchObject({
      appartment: 'Flat 4B',
      apartment: 'Flat 4B',
      zipcode: '110003',
      phone: '9876543210',
      country: 'India',
    });
    expect(order?.statusHistory).toEqual([expect.objectContaining({ status: 'Order Placed' })]);
    expect(typeof order?.date).toBe('number');

    // The snapshot keeps the price the shopper paid even if the catalogue changes later.
    await db.update(products).set({ name: 'Renamed', salePricePaise: 100 }).where(eq(products.id, shirt));
    const [again] = await ordersOf(shopper.token);
    expect(again?.items[0]).toMatchObject({ name: 'Linen Shirt', price: 1999.5, salePrice: 1999.5 });
  });

  it('places UPI and card orders with a payment URL, holding stock and keeping the cart', async () => {
    const shopper = await insertShopper();
    const product = await insertTestProduct({ stock: 3 });
    await fillCart(shopper.id, [{ productId: product, quantity: 1 }]);

    const upi = await call(placeUpi, '/api/order/place-upi', {
      token: shopper.token,
      body: orderBody([{ _id: product, quantity: 1 }], 1000),
    });
    expect(upi.status).toBe(200);
    expect(upi.json).toMatchObject({
      success: true,
      orderId: expect.any(String),
      paymentUrl: expect.stringMatching(/^\/pay\/sandbox\/sbx_[0-9a-f]{32}$/),
    });

    const card = await call(placeCard, '/api/order/stripe', {
      token: shopper.token,
      body: orderBody([{ _id: product, quantity: 1 }], 1000),
    });
    expect(card.status).toBe(200);
    expect(card.json).toMatchObject({
      success: true,
      orderId: expect.any(String),
      session_url: expect.stringMatching(/^\/pay\/sandbox\//),
    });

    expect(await stockOf(product)).toBe(1);
    expect(await cartOf(shopper.id)).toHaveLength(1);
    const list = await ordersOf(shopper.token);
    expect(list.map((o) => [o.paymentMethod, o.paymentState, o.payment])).toEqual([
      ['card', 'pending', false],
      ['upi', 'pending', false],
    ]);
  });

  it('adds the delivery fee from the environment to the amount', async () => {
    // DELIVERY_FEE defaults to 0; the amount is the subtotal then.
    const shopper = await insertShopper();
    const product = await insertTestProduct({ regularPricePaise: 12_345 });
    const res = await call(placeCod, '/api/order/place', {
      token: shopper.token,
      body: orderBody([{ _id: product, quantity: 3 }], 370.35),
    });
    expect(res.status).toBe(200);
    expect(res.json.amount).toBe(370.35);
  });

  it('refuses a tampered amount with 409 and the real amount, writing nothing', async () => {
    const shopper = await insertShopper();
    const product = await insertTestProduct({ regularPricePaise: 150_000, stock: 5 });
    await fillCart(shopper.id, [{ productId: product, quantity: 2 }]);
    for (const amount of [1, 2999.99, 3000.01, 0]) {
      const res = await call(placeCod, '/api/order/place', {
        token: shopper.token,
        body: orderBody([{ _id: product, quantity: 2 }], amount),
      });
      expect(res.status).toBe(409);
      expect(res.json).toMatchObject({
        success: false,
        message: 'Prices have changed since you loaded your cart. Please review your cart and try again.',
        amount: 3000,
      });
    }
    expect(await stockOf(product)).toBe(5);
    expect(await cartOf(shopper.id)).toHaveLength(1);
    expect(await ordersOf(shopper.token)).toEqual([]);
  });

  it('refuses unknown, unpublished, out-of-stock, wrong-size and priceless items, naming the product', async () => {
    const shopper = await insertShopper();
    const ok = await insertTestProduct({ stock: 5 });
    const hidden = await insertTestProduct({ name: 'Hidden Blazer', published: false });
    const soldOut = await insertTestProduct({ name: 'Sold Out Tee', stock: 0 });
    const flagged = await insertTestProduct({ name: 'Paused Chair', inStock: false });
    const few = await insertTestProduct({ name: 'Rare Watch', stock: 2 });
    const sized = await insertTestProduct({ name: 'Wool Suit', sizes: ['38', '40'] });
    const priceless = await insertTestProduct({ name: 'Mystery Box', regularPricePaise: null });

    const attempt = (items: { _id: string; size?: string; quantity: number }[], amount: number) =>
      call(placeCod, '/api/order/place', {
        token: shopper.token,
        body: orderBody([{ _id: ok, quantity: 1 }, ...items], amount),
      });

    const unknown = await call(placeCod, '/api/order/place', {
      token: shopper.token,
      body: {
        address: testAddress,
        amount: 2000,
        items: [
          { _id: ok, quantity: 1, size: 'default' },
          { _id: '0123456789abcdef01234567', name: 'Ghost Kurta', quantity: 1 },
        ],
      },
    });
    expect(unknown.status).toBe(409);
    expect(unknown.json.message).toBe('Ghost Kurta is no longer available. Please remove it from your cart.');

    expect((await attempt([{ _id: 'not-an-id', quantity: 1 }], 2000)).status).toBe(409);
    const h = await attempt([{ _id: hidden, quantity: 1 }], 2000);
    expect([h.status, h.json.message]).toEqual([
      409,
      'Hidden Blazer is no longer available. Please remove it from your cart.',
    ]);
    const s = await attempt([{ _id: soldOut, quantity: 1 }], 2000);
    expect([s.status, s.json.message]).toEqual([
      409,
      'Sold Out Tee is out of stock. Please remove it from your cart.',
    ]);
    expect((await attempt([{ _id: flagged, quantity: 1 }], 2000)).json.message).toMatch(
      /Paused Chair is out of stock/,
    );
    const f = await attempt([{ _id: few, quantity: 3 }], 4000);
    expect([f.status, f.json.message]).toEqual([
      409,
      'Only 2 of Rare Watch left in stock. Please reduce the quantity in your cart.',
    ]);
    // The same product in two lines counts together.
    const twoLines = await call(placeCod, '/api/order/place', {
      token: shopper.token,
      body: orderBody(
        [
          { _id: ok, quantity: 4 },
          { _id: ok, quantity: 2 },
        ],
        6000,
      ),
    });
    expect(twoLines.status).toBe(409);

    const noSize = await attempt([{ _id: sized, quantity: 1 }], 2000);
    expect([noSize.status, noSize.json.message]).toEqual([
      400,
      'Please choose a size for Wool Suit (38, 40).',
    ]);
    expect((await attempt([{ _id: sized, size: '42', quantity: 1 }], 2000)).status).toBe(400);
    expect((await attempt([{ _id: ok, size: 'XL', quantity: 1 }], 2000)).status).toBe(400);
    const p = await attempt([{ _id: priceless, quantity: 1 }], 1000);
    expect([p.status, p.json.message]).toEqual([409, 'Mystery Box has no price yet and cannot be ordered.']);

    expect(await stockOf(ok)).toBe(5);
    expect(await stockOf(few)).toBe(2);
    expect(await ordersOf(shopper.token)).toEqual([]);
  });

  it('refuses an empty cart, bad addresses and bad quantities with 400', async () => {
    const shopper = await insertShopper();
    const product = await insertTestProduct();
    const empty = await call(placeCod, '/api/order/place', {
      token: shopper.token,
      body: { address: testAddress, items: [], amount: 0 },
    });
    expect([empty.status, empty.json.message]).toEqual([
      400,
      'Your cart is empty. Please add items to your cart!',
    ]);
    const missing = await call(placeUpi, '/api/order/place-upi', {
      token: shopper.token,
      body: { address: testAddress, amount: 0 },
    });
    expect([missing.status, missing.json.message]).toEqual([
      400,
      'Your cart is empty. Please add items to your cart!',
    ]);

    const bad = async (address: Record<string, unknown>, message: RegExp) => {
      const res = await call(placeCod, '/api/order/place', {
        token: shopper.token,
        body: { address, items: [{ _id: product, quantity: 1 }], amount: 1000 },
      });
      expect(res.status, JSON.stringify(address)).toBe(400);
      expect(res.json.message).toMatch(message);
    };
    await bad({ ...testAddress, zipcode: '11003' }, /6-digit pincode/);
    await bad({ ...testAddress, zipcode: '011003' }, /6-digit pincode/);
    await bad({ ...testAddress, phone: '12345' }, /mobile number/);
    await bad({ ...testAddress, phone: '5876543210' }, /mobile number/);
    await bad({ ...testAddress, email: 'not-an-email' }, /email/);
    await bad({ ...testAddress, firstName: '   ' }, /first name/);
    await bad({ ...testAddress, country: 'Nepal' }, /only within India/);
    await bad({ ...testAddress, street: undefined }, /street/);
    const { zipcode: _zip, ...noZip } = testAddress;
    await bad(noZip, /pincode/);

    // Aliases: pincode for zipcode, apartment for appartment, a numeric zipcode, +91 phone, default country.
    const { country: _c, appartment: _a, ...rest } = noZip;
    const alias = await call(placeCod, '/api/order/place', {
      token: shopper.token,
      body: {
        address: { ...rest, pincode: 560001, apartment: 'Block C', phone: '919876543210' },
        items: [{ _id: product, quantity: 1 }],
        amount: 1000,
      },
    });
    expect(alias.status).toBe(200);
    const [order] = await ordersOf(shopper.token);
    expect(order?.address).toMatchObject({
      zipcode: '560001',
      apartment: 'Block C',
      appartment: 'Block C',
      phone: '9876543210',
      country: 'India',
    });

    for (const quantity of [0, -1, 1.5, '2', 101]) {
      const res = await call(placeCod, '/api/order/place', {
        token: shopper.token,
        body: { address: testAddress, items: [{ _id: product, quantity }], amount: 1000 },
      });
      expect(res.status, String(quantity)).toBe(400);
    }
    const noAmount = await call(placeCod, '/api/order/place', {
      token: shopper.token,
      body: { address: testAddress, items: [{ _id: product, quantity: 1 }] },
    });
    expect(noAmount.status).toBe(400);
    expect(
      (await call(placeCod, '/api/order/place', { token: shopper.token, body: '{not json' })).status,
    ).toBe(400);
    expect(
      (await call(placeCod, '/api/order/place', { body: orderBody([{ _id: product, quantity: 1 }], 1000) }))
        .status,
    ).toBe(401);
  });

  it('returns the first order for a repeated Idempotency-Key and refuses the key for a different body', async () => {
    const shopper = await insertShopper();
    const product = await insertTestProduct({ stock: 10 });
    const headers = { 'Idempotency-Key': 'checkout-7f3a' };
    const body = orderBody([{ _id: product, quantity: 2 }], 2000);
    const first = await call(placeCod, '/api/order/place', { token: shopper.token, body, headers });
    const second = await call(placeCod, '/api/order/place', { token: shopper.token, body, headers });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.json.orderId).toBe(first.json.orderId);
    expect(await stockOf(product)).toBe(8);
    expect(await ordersOf(shopper.token)).toHaveLength(1);

    const different = await call(placeCod, '/api/order/place', {
      token: shopper.token,
      body: orderBody([{ _id: product, quantity: 3 }], 3000),
      headers,
    });
    expect(different.status).toBe(409);
    expect(await stockOf(product)).toBe(8);

    // Same key, other shopper: a separate order.
    const other = await insertShopper('Ravi');
    const theirs = await call(placeCod, '/api/order/place', { token: other.token, body, headers });
    expect(theirs.status).toBe(200);
    expect(theirs.json.orderId).not.toBe(first.json.orderId);

    // Online orders replay their payment URL.
    const upiHeaders = { 'Idempotency-Key': 'upi-1' };
    const u1 = await call(placeUpi, '/api/order/place-upi', {
      token: shopper.token,
      body,
      headers: upiHeaders,
    });
    const u2 = await call(placeUpi, '/api/order/place-upi', {
      token: shopper.token,
      body,
      headers: upiHeaders,
    });
    expect(u2.json).toMatchObject({ orderId: u1.json.orderId, paymentUrl: u1.json.paymentUrl });
    expect(await stockOf(product)).toBe(4);

    // Concurrent double submit.
    const concurrentHeaders = { 'Idempotency-Key': 'double-click' };
    const pair = await Promise.all([
      call(placeCod, '/api/order/place', { token: shopper.token, body, headers: concurrentHeaders }),
      call(placeCod, '/api/order/place', { token: shopper.token, body, headers: concurrentHeaders }),
    ]);
    expect(pair.map((r) => r.status)).toEqual([200, 200]);
    expect(pair[0]?.json.orderId).toBe(pair[1]?.json.orderId);
    expect(await stockOf(product)).toBe(2);
  });

  it('sells exactly the stock under 50 concurrent orders', async () => {
    const product = await insertTestProduct({ stock: 5 });
    const shoppers = await Promise.all(Array.from({ length: 50 }, (_, i) => insertShopper(`Buyer ${i}`)));
    const results = await Promise.all(
      shoppers.map((s) =>
        call(placeCod, '/api/order/place', {
          token: s.token,
          body: orderBody([{ _id: product, quantity: 1 }], 1000),
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    expect(await stockOf(product)).toBe(0);
    const lines = await db.select().from(orderItems).where(eq(orderItems.productId, product));
    expect(lines).toHaveLength(5);
  });

  it('rate-limits order placement per shopper', async () => {
    const shopper = await insertShopper();
    const product = await insertTestProduct();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (
          await call(placeCod, '/api/order/place', {
            token: shopper.token,
            body: orderBody([{ _id: product, quantity: 1 }], 1),
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 409)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('still answers a resubmitted order (same Idempotency-Key) once the shopper reached the placing limit', async () => {
    const shopper = await insertShopper();
    const product = await insertTestProduct({ stock: 10 });
    const headers = { 'Idempotency-Key': 'answer-lost-on-the-way' };
    const body = orderBody([{ _id: product, quantity: 1 }], 1000);
    const placed = await call(placeCod, '/api/order/place', { token: shopper.token, body, headers });
    expect(placed.status).toBe(200);
    for (let i = 0; i < 19; i++) {
      const stale = await call(placeCod, '/api/order/place', {
        token: shopper.token,
        body: orderBody([{ _id: product, quantity: 1 }], 1),
      });
      expect(stale.status).toBe(409);
    }
    const fresh = await call(placeCod, '/api/order/place', {
      token: shopper.token,
      body,
      headers: { 'Idempotency-Key': 'a-new-order' },
    });
    expect(fresh.status).toBe(429);
    const replay = await call(placeCod, '/api/order/place', { token: shopper.token, body, headers });
    expect(replay.status, JSON.stringify(replay.json)).toBe(200);
    expect(replay.json.orderId).toBe(placed.json.orderId);
    expect(await stockOf(product)).toBe(9);
    expect(await ordersOf(shopper.token)).toHaveLength(1);
  });
});

describe('order list', () => {
  it('shows a shopper only their own orders, newest first', async () => {
    const asha = await insertShopper('Asha');
    const ravi = await insertShopper('Ravi');
    const product = await insertTestProduct();
    const first = await call(placeCod, '/api/order/place', {
      token: asha.token,
      body: orderBody([{ _id: product, quantity: 1 }], 1000),
    });
    const second = await call(placeCod, '/api/order/place', {
      token: asha.token,
      body: orderBody([{ _id: product, quantity: 2 }], 2000),
    });
    await call(placeCod, '/api/order/place', {
      token: ravi.token,
      body: orderBody([{ _id: product, quantity: 3 }], 3000),
    });
    const list = await ordersOf(asha.token);
    expect(list.map((o) => o._id)).toEqual([second.json.orderId, first.json.orderId]);
    expect((await ordersOf(ravi.token)).map((o) => o.amount)).toEqual([3000]);
    expect((await call(userOrders, '/api/order/userorders', { body: {} })).status).toBe(401);
    expect(
      (await call(userOrders, '/api/order/userorders', { token: 'forged.token.value', body: {} })).status,
    ).toBe(401);
  });
});

describe('cancelling', () => {
  async function placed(stock = 4) {
    const shopper = await insertShopper();
    const product = await insertTestProduct({ stock });
    const res = await call(placeCod, '/api/order/place', {
      token: shopper.token,
      body: orderBody([{ _id: product, quantity: 2 }], 2000),
    });
    return { shopper, product, orderId: res.json.orderId as string };
  }

  it('lets the shopper cancel a new order within 24 hours, restoring stock once', async () => {
    const { shopper, product, orderId } = await placed();
    expect(await stockOf(product)).toBe(2);
    const res = await call(cancel, '/api/order/cancel', { token: shopper.token, body: { orderId } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, order: { status: 'Cancelled', canCancel: false } });
    expect(await stockOf(product)).toBe(4);
    const again = await call(cancel, '/api/order/cancel', { token: shopper.token, body: { orderId } });
    expect(again.status).toBe(409);
    expect(await stockOf(product)).toBe(4);
    const history = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
    expect(history.map((h) => h.status)).toEqual(['Order Placed', 'Cancelled']);
  });

  it('refuses once the order is processing or older than 24 hours', async () => {
    const processing = await placed();
    await db.update(orders).set({ status: 'Processing' }).where(eq(orders.id, processing.orderId));
    const res = await call(cancel, '/api/order/cancel', {
      token: processing.shopper.token,
      body: { orderId: processing.orderId },
    });
    expect([res.status, res.json.message]).toEqual([
      409,
      'This order is already being processed and can no longer be cancelled.',
    ]);
    expect(await stockOf(processing.product)).toBe(2);

    const old = await placed();
    await db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(orders.id, old.orderId));
    expect((await ordersOf(old.shopper.token))[0]?.canCancel).toBe(false);
    const late = await call(cancel, '/api/order/cancel', {
      token: old.shopper.token,
      body: { orderId: old.orderId },
    });
    expect([late.status, late.json.message]).toEqual([
      409,
      'Orders can be cancelled only within 24 hours of placing them.',
    ]);
    expect(await stockOf(old.product)).toBe(2);
  });

  it("never lets a shopper cancel someone else's order", async () => {
    const { orderId, product } = await placed();
    const stranger = await insertShopper('Stranger');
    const res = await call(cancel, '/api/order/cancel', { token: stranger.token, body: { orderId } });
    expect(res.status).toBe(403);
    expect(
      (
        await call(cancel, '/api/order/cancel', {
          token: stranger.token,
          body: { orderId: '0123456789abcdef01234567' },
        })
      ).status,
    ).toBe(404);
    expect((await call(cancel, '/api/order/cancel', { token: stranger.token, body: {} })).status).toBe(400);
    expect(await stockOf(product)).toBe(2);
  });
});

describe('expired payment holds', () => {
  it('cancels unpaid online orders after the hold and restores their stock', async () => {
    const shopper = await insertShopper();
    const product = await insertTestProduct({ stock: 3 });
    const res = await call(placeUpi, '/api/order/place-upi', {
      token: shopper.token,
      body: orderBody([{ _id: product, quantity: 2 }], 2000),
    });
    expect(await stockOf(product)).toBe(1);
    const cod = await call(placeCod, '/api/order/place', {
      token: shopper.token,
      body: orderBody([{ _id: product, quantity: 1 }], 1000),
    });
    expect(cod.status).toBe(200);
    await db
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, res.json.orderId as string));
    // The hold clock's run (instrumentation.ts starts it with the server), called here instead of waiting.
    expect(await runHoldRelease()).toBeGreaterThanOrEqual(1);

    const list = await ordersOf(shopper.token);
    const expired = list.find((o) => o._id === res.json.orderId);
    expect(expired).toMatchObject({ status: 'Cancelled', paymentState: 'failed', canCancel: false });
    expect(expired?.statusHistory.at(-1)).toMatchObject({
      status: 'Cancelled',
      note: 'Payment not completed in time',
    });
    expect(list.find((o) => o._id === cod.json.orderId)?.status).toBe('Order Placed');
    expect(await stockOf(product)).toBe(2);
    // Released once: a later run gives nothing back twice.
    await runHoldRelease();
    expect(await stockOf(product)).toBe(2);
  });
});
