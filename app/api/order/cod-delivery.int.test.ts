import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { fillCart, insertShopper, insertTestProduct, orderBody } from '@/lib/orders/test-support';
import { resetRateLimits } from '@/lib/rate-limit';
import { STORE_POLICY } from '@/lib/store-policy';
import { orders, products } from '@/models';
import { call } from '@/test/api';
import { POST as placeCod } from './place/route';
import { POST as placeUpi } from './place-upi/route';

// Issue 17 point 2: checkout hides cash on delivery where it is not offered, and the server refuses it.

beforeEach(() => resetRateLimits());

const to = (zipcode: string, body: ReturnType<typeof orderBody>) => ({
  ...body,
  address: { ...body.address, zipcode, city: 'Somewhere', state: 'Somewhere' },
});

describe('cash on delivery by PIN code at order placement', () => {
  it('refuses a COD order to an islands PIN code with a 400 that says why; nothing is written or taken', async () => {
    const shopper = await insertShopper();
    const product = await insertTestProduct({ stock: 5 });
    await fillCart(shopper.id, [{ productId: product, quantity: 1 }]);
    const res = await call(placeCod, '/api/order/place', {
      token: shopper.token,
      body: to('744101', orderBody([{ _id: product, quantity: 1 }], 1000)),
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      success: false,
      message: 'Cash on delivery is not available for PIN code 744101 (Islands). Please pay by UPI or card.',
    });
    expect(await db.select().from(orders).where(eq(orders.userId, shopper.id))).toEqual([]);
    const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, product));
    expect(row?.stock).toBe(5);
  });

  it('refuses COD to a remote or unknown PIN code, and above the order-value limit', async () => {
    const shopper = await insertShopper();
    const product = await insertTestProduct();
    for (const pin of ['194101', '999999']) {
      const res = await call(placeCod, '/api/order/place', {
        token: shopper.token,
        body: to(pin, orderBody([{ _id: product, quantity: 1 }], 1000)),
      });
      expect(res.status, pin).toBe(400);
      expect(res.json.message).toContain(`PIN code ${pin}`);
    }
    const dear = await insertTestProduct({ regularPricePaise: (STORE_POLICY.codMaxOrderRupees + 1) * 100 });
    const over = await call(placeCod, '/api/order/place', {
      token: shopper.token,
      body: to('560038', orderBody([{ _id: dear, quantity: 1 }], STORE_POLICY.codMaxOrderRupees + 1)),
    });
    expect(over.status).toBe(400);
    expect(over.json.message).toMatch(/up to ₹50,000/);
  });

  it('places COD to a metro PIN code, and a UPI order to the islands', async () => {
    const shopper = await insertShopper();
    const product = await insertTestProduct();
    const cod = await call(placeCod, '/api/order/place', {
      token: shopper.token,
      body: to('560038', orderBody([{ _id: product, quantity: 1 }], 1000)),
    });
    expect(cod.status, JSON.stringify(cod.json)).toBe(200);
    const upi = await call(placeUpi, '/api/order/place-upi', {
      token: shopper.token,
      body: to('744101', orderBody([{ _id: product, quantity: 1 }], 1000)),
    });
    expect(upi.status, JSON.stringify(upi.json)).toBe(200);
    expect(upi.json.paymentUrl).toEqual(expect.any(String));
  });
});
