import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as cartAdd } from '@/app/api/cart/add/route';
import { POST as cartGet } from '@/app/api/cart/get/route';
import { POST as placeCod } from '@/app/api/order/place/route';
import { POST as userOrders } from '@/app/api/order/userorders/route';
import { GET as productList } from '@/app/api/product/list/route';
import { POST as login } from '@/app/api/user/login/route';
import { createTestUser, TEST_PASSWORD, type TestUser } from '@/test/fixtures/accounts';
import { insertProducts } from '@/test/fixtures/catalog';
import { env } from '@/lib/env';
import { testAddress } from '@/lib/orders/test-support';
import { resetRateLimits } from '@/lib/rate-limit';
import { STORE_POLICY } from '@/lib/store-policy';
import { call } from '@/test/api';

// Issue 23 point 10, the contract: a client of the original API always adds its own fixed delivery fee to
// the cart's subtotal (spec: "the order amount sent is the cart subtotal plus the delivery fee"). The store
// waives the fee from ₹999, so such a client's order of ₹999 or more was refused with 409 "Prices have
// changed". A deployment serving those clients sets DELIVERY_FEE to the client's fee and
// FREE_SHIPPING_THRESHOLD=off (README, "Serving the original clients"); this walks that client through it.

const CLIENT_FEE = 40;
const saved = { fee: env.DELIVERY_FEE, threshold: env.FREE_SHIPPING_THRESHOLD };

let kurtaId: string;
let jacketId: string;

beforeAll(async () => {
  env.DELIVERY_FEE = CLIENT_FEE;
  const [kurta, jacket] = await insertProducts([
    { name: 'Contract Linen Kurta', sizes: ['M', 'L'], regularPrice: 850 },
    { name: 'Contract Nehru Jacket', sizes: ['M'], regularPrice: 1450 },
  ]);
  kurtaId = kurta?._id ?? '';
  jacketId = jacket?._id ?? '';
});
afterAll(() => {
  env.DELIVERY_FEE = saved.fee;
  env.FREE_SHIPPING_THRESHOLD = saved.threshold;
});
beforeEach(() => resetRateLimits());

/** The original client's checkout: sign in, add to the cart, read it, price it itself, place the order. */
async function originalClientOrder(lines: { itemId: string; size: string }[]) {
  // A shopper of its own per walk: a refused order leaves its lines in the cart.
  const shopper: TestUser = await createTestUser({ name: 'Original Client' });
  const signedIn = await call<{ token: string }>(login, '/api/user/login', {
    body: { email: shopper.email, password: TEST_PASSWORD },
  });
  expect(signedIn.status, JSON.stringify(signedIn.json)).toBe(200);
  const token = signedIn.json.token;
  for (const line of lines) {
    const added = await call(cartAdd, '/api/cart/add', { token, body: line });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
  }
  const cart = await call<{ cartData: Record<string, Record<string, number>> }>(cartGet, '/api/cart/get', {
    token,
    body: {},
  });
  const list = await call<{ products: { _id: string; name: string; price: number }[] }>(
    productList,
    '/api/product/list',
    { query: { search: 'Contract' } },
  );
  const price = new Map(list.json.products.map((p) => [p._id, p]));
  const items = Object.entries(cart.json.cartData).flatMap(([id, sizes]) =>
    Object.entries(sizes).map(([size, quantity]) => ({ ...price.get(id)!, size, quantity })),
  );
  const subtotal = items.reduce((sum, i) => sum + i.price * i.quantity, 0);
  // The client's own rule: its fixed fee on every order, whatever the subtotal.
  const amount = subtotal + CLIENT_FEE;
  const placed = await call<{ orderId: string; amount: number }>(placeCod, '/api/order/place', {
    token,
    body: { address: testAddress, items, amount },
  });
  return { token, subtotal, amount, placed };
}

describe('a client of the original API that adds its own delivery fee to every order', () => {
  it('places an order above the threshold with FREE_SHIPPING_THRESHOLD=off', async () => {
    env.FREE_SHIPPING_THRESHOLD = 'off';
    const { token, subtotal, amount, placed } = await originalClientOrder([
      { itemId: kurtaId, size: 'M' },
      { itemId: jacketId, size: 'M' },
    ]);
    expect(subtotal).toBe(2300);
    expect(subtotal).toBeGreaterThanOrEqual(STORE_POLICY.freeShippingThresholdRupees);
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    expect(placed.json).toMatchObject({ success: true, message: 'Order Placed', amount: 2340 });
    const orders = await call<{ orders: { _id: string; amount: number }[] }>(
      userOrders,
      '/api/order/userorders',
      { token, body: {} },
    );
    expect(orders.json.orders.find((o) => o._id === placed.json.orderId)?.amount).toBe(amount);
  });

  it('and below it, as before', async () => {
    env.FREE_SHIPPING_THRESHOLD = 'off';
    const { placed } = await originalClientOrder([{ itemId: kurtaId, size: 'L' }]);
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    expect(placed.json.amount).toBe(850 + CLIENT_FEE);
  });

  it('is refused with the store’s default threshold: why such a deployment needs the setting', async () => {
    env.FREE_SHIPPING_THRESHOLD = null;
    const { placed } = await originalClientOrder([{ itemId: jacketId, size: 'M' }]);
    expect(placed.status).toBe(409);
    expect(placed.json).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Prices have changed/),
      amount: 1450,
    });
  });

  it('a numeric threshold moves the line: ₹1,450 pays the fee under FREE_SHIPPING_THRESHOLD=2000', async () => {
    env.FREE_SHIPPING_THRESHOLD = 2000;
    const { placed } = await originalClientOrder([{ itemId: jacketId, size: 'M' }]);
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    expect(placed.json.amount).toBe(1450 + CLIENT_FEE);
  });
});
