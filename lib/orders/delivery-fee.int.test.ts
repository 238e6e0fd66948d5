import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as placeCod } from '@/app/api/order/place/route';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { resetRateLimits } from '@/lib/rate-limit';
import { STORE_POLICY } from '@/lib/store-policy';
import { orders } from '@/models';
import { call } from '@/test/api';
import { fillCart, insertShopper, insertTestProduct, orderBody } from './test-support';

// The server prices with the configured fee read at call time; this file configures one.
const configured = env.DELIVERY_FEE;
beforeAll(() => {
  env.DELIVERY_FEE = 49;
});
afterAll(() => {
  env.DELIVERY_FEE = configured;
});
beforeEach(() => resetRateLimits());

const threshold = STORE_POLICY.freeShippingThresholdRupees;

async function feeOf(orderId: string) {
  const [row] = await db
    .select({ fee: orders.deliveryFeePaise, amount: orders.amountPaise })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

describe('the delivery fee and the free-shipping threshold (DELIVERY_FEE set)', () => {
  it('charges the fee below the threshold: the amount without it is a changed price', async () => {
    const shopper = await insertShopper();
    const tee = await insertTestProduct({ regularPricePaise: (threshold - 1) * 100 });
    await fillCart(shopper.id, [{ productId: tee, quantity: 1 }]);
    const without = await call(placeCod, '/api/order/place', {
      token: shopper.token,
      body: orderBody([{ _id: tee, quantity: 1 }], threshold - 1),
    });
    expect(without.status).toBe(409);
    expect(without.json).toMatchObject({ success: false, amount: threshold - 1 + 49 });

    const placed = await call<{ orderId: string }>(placeCod, '/api/order/place', {
      token: shopper.token,
      body: orderBody([{ _id: tee, quantity: 1 }], threshold - 1 + 49),
    });
    expect(placed.status).toBe(200);
    expect(await feeOf(placed.json.orderId)).toEqual({ fee: 4_900, amount: (threshold + 48) * 100 });
  });

  it('ships free from the threshold on, as the cart and checkout show it', async () => {
    const shopper = await insertShopper();
    const blazer = await insertTestProduct({ regularPricePaise: threshold * 100 });
    await fillCart(shopper.id, [{ productId: blazer, quantity: 1 }]);
    const placed = await call<{ orderId: string }>(placeCod, '/api/order/place', {
      token: shopper.token,
      body: orderBody([{ _id: blazer, quantity: 1 }], threshold),
    });
    expect(placed.status).toBe(200);
    expect(await feeOf(placed.json.orderId)).toEqual({ fee: 0, amount: threshold * 100 });
  });
});
