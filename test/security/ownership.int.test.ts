import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as cartAdd } from '@/app/api/cart/add/route';
import { POST as cartGet } from '@/app/api/cart/get/route';
import { POST as cartMerge } from '@/app/api/cart/merge/route';
import { POST as cartUpdate } from '@/app/api/cart/update/route';
import { POST as cancel } from '@/app/api/order/cancel/route';
import { POST as placeCod } from '@/app/api/order/place/route';
import { POST as placeUpi } from '@/app/api/order/place-upi/route';
import { POST as userOrders } from '@/app/api/order/userorders/route';
import { POST as verifyRazorpay } from '@/app/api/order/verifyRazorpay/route';
import { POST as verifyStripe } from '@/app/api/order/verifyStripe/route';
import { POST as reviewAdd } from '@/app/api/product/review/add/route';
import { POST as reviewDelete } from '@/app/api/product/review/delete/route';
import { POST as reviewGet } from '@/app/api/product/review/get/route';
import { POST as reviewUpdate } from '@/app/api/product/review/update/route';
import { GET as userInfo } from '@/app/api/user/info/route';
import { POST as wishlistAdd } from '@/app/api/wishlist/add/route';
import { POST as wishlistClear } from '@/app/api/wishlist/clear/route';
import { GET as wishlistGet } from '@/app/api/wishlist/get/route';
import { POST as wishlistMerge } from '@/app/api/wishlist/merge/route';
import { POST as wishlistRemove } from '@/app/api/wishlist/remove/route';
import { createTestUser, type TestUser } from '@/test/fixtures/accounts';
import { api } from '@/lib/accounts/test-helpers';
import { insertProducts } from '@/test/fixtures/catalog';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { httpStatus } from '@/lib/http';
import { getInvoiceForUser, getOrderForUser } from '@/lib/orders';
import { orderBody } from '@/lib/orders/test-support';
import { resetRateLimits } from '@/lib/rate-limit';
import { orders } from '@/models';

// Shopper B holding a valid token of their own never reads or changes shopper A's orders, reviews, cart
// or wishlist: the user always comes from the token, never from an id in the body or the query.

let a: TestUser;
let b: TestUser;
let shirt: string;
let lamp: string;

beforeAll(async () => {
  [a, b] = await Promise.all([createTestUser({ name: 'Asha Verma' }), createTestUser({ name: 'Bala Iyer' })]);
  const [p1, p2] = await insertProducts([
    { name: 'Ownership Shirt', sizes: ['M', 'L'], regularPrice: 800 },
    { name: 'Ownership Lamp', regularPrice: 1200 },
  ]);
  shirt = p1?._id ?? '';
  lamp = p2?._id ?? '';
});

beforeEach(() => resetRateLimits());

const orderState = async (id: string) => {
  const [row] = await db
    .select({ status: orders.status, paymentState: orders.paymentState, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, id));
  return row;
};

async function rejection(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return httpStatus(error.code);
    throw error;
  }
  return 200;
}

describe("another shopper's orders", () => {
  let codOrder: string;
  let upiOrder: string;

  beforeAll(async () => {
    const cod = await api<{ orderId: string }>(placeCod, '/api/order/place', {
      token: a.token,
      body: orderBody([{ _id: lamp, quantity: 1 }], 1200),
    });
    const upi = await api<{ orderId: string }>(placeUpi, '/api/order/place-upi', {
      token: a.token,
      body: orderBody([{ _id: shirt, size: 'M', quantity: 1 }], 800),
    });
    expect([cod.status, upi.status]).toEqual([200, 200]);
    codOrder = cod.json.orderId;
    upiOrder = upi.json.orderId;
  });

  it('are not in B’s order list, whatever user id B puts in the body or the query', async () => {
    const res = await api<{ orders: { _id: string }[] }>(userOrders, '/api/order/userorders', {
      token: b.token,
      body: { userId: a.id, user_id: a.id },
      query: { userId: a.id },
    });
    expect(res.status).toBe(200);
    expect(res.json.orders).toEqual([]);
    const own = await api<{ orders: { _id: string }[] }>(userOrders, '/api/order/userorders', {
      token: a.token,
    });
    expect(own.json.orders.map((o) => o._id).sort()).toEqual([codOrder, upiOrder].sort());
  });

  it('cannot be cancelled by B', async () => {
    for (const body of [{ orderId: codOrder }, { orderId: codOrder, userId: a.id }]) {
      const res = await api(cancel, '/api/order/cancel', { token: b.token, body });
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({ success: false, message: expect.any(String) });
      expect(res.json).not.toHaveProperty('order');
    }
    expect(await orderState(codOrder)).toMatchObject({ status: 'Order Placed', userId: a.id });
  });

  it('cannot be verified (marked paid or failed) by B, and tell B nothing about the order', async () => {
    for (const handler of [verifyStripe, verifyRazorpay]) {
      for (const success of [true, false, 'true']) {
        const res = await api(handler, '/api/order/verifyStripe', {
          token: b.token,
          body: { orderId: upiOrder, success, userId: a.id },
        });
        expect(res.status).toBe(403);
        expect(res.json.success).toBe(false);
        expect(res.json).not.toHaveProperty('paymentState');
        expect(res.json).not.toHaveProperty('status');
      }
    }
    expect(await orderState(upiOrder)).toMatchObject({ status: 'Order Placed', paymentState: 'pending' });
  });

  it('are refused to B by the order view and invoice functions, and given to A', async () => {
    expect(await rejection(getOrderForUser(b.id, codOrder))).toBe(403);
    expect(await rejection(getInvoiceForUser(b.id, codOrder))).toBe(403);
    expect(await rejection(getInvoiceForUser(b.id, upiOrder))).toBe(403);
    expect((await getOrderForUser(a.id, codOrder))._id).toBe(codOrder);
    expect((await getInvoiceForUser(a.id, codOrder)).orderId).toBe(codOrder);
  });

  it('are not returned to B who reuses A’s Idempotency-Key', async () => {
    const key = 'shared-key-0001';
    const body = orderBody([{ _id: lamp, quantity: 1 }], 1200);
    const first = await api<{ orderId: string }>(placeCod, '/api/order/place', {
      token: a.token,
      body,
      headers: { 'idempotency-key': key },
    });
    const other = await api<{ orderId: string }>(placeCod, '/api/order/place', {
      token: b.token,
      body,
      headers: { 'idempotency-key': key },
    });
    expect([first.status, other.status]).toEqual([200, 200]);
    expect(other.json.orderId).not.toBe(first.json.orderId);
    expect(await orderState(other.json.orderId)).toMatchObject({ userId: b.id });
  });
});

describe("another shopper's reviews", () => {
  /** The list as A sees it: A's own review carries A's id; nobody else's names an account. */
  const text = async (productId: string) => {
    const res = await api<{
      reviews: { userId?: string; userName: string; comment: string; rating: number }[];
    }>(reviewGet, '/api/product/review/get', { body: { productId }, token: a.token });
    return res.json.reviews;
  };

  it('cannot be edited or deleted by B, even naming A or A’s review in the body', async () => {
    const added = await api<{ review: { _id: string } }>(reviewAdd, '/api/product/review/add', {
      token: a.token,
      body: { productId: lamp, rating: 5, comment: 'A wrote this.' },
    });
    expect(added.status).toBe(200);
    const reviewId = added.json.review._id;
    const hostile = {
      productId: lamp,
      rating: 1,
      comment: 'B rewrote this.',
      userId: a.id,
      _id: reviewId,
      reviewId,
    };
    const update = await api(reviewUpdate, '/api/product/review/update', { token: b.token, body: hostile });
    expect(update.status).toBe(404);
    const remove = await api(reviewDelete, '/api/product/review/delete', { token: b.token, body: hostile });
    expect(remove.status).toBe(404);
    expect(await text(lamp)).toEqual([
      expect.objectContaining({ userId: a.id, comment: 'A wrote this.', rating: 5 }),
    ]);
  });

  it('are untouched when B writes, edits and deletes B’s own review (body user ids ignored)', async () => {
    const add = await api<{ review: { userId: string; userName: string } }>(
      reviewAdd,
      '/api/product/review/add',
      {
        token: b.token,
        body: { productId: lamp, rating: 2, comment: 'B wrote this.', userId: a.id, userName: 'Asha Verma' },
      },
    );
    expect(add.status).toBe(200);
    expect(add.json.review).toMatchObject({ userId: b.id, userName: 'Bala Iyer' });
    const edit = await api(reviewUpdate, '/api/product/review/update', {
      token: b.token,
      body: { productId: lamp, rating: 3, comment: 'B edited this.', userId: a.id },
    });
    expect(edit.status).toBe(200);
    let reviews = await text(lamp);
    expect(reviews).toHaveLength(2);
    expect(reviews.find((r) => r.userId === a.id)).toMatchObject({ comment: 'A wrote this.', rating: 5 });
    expect(reviews.find((r) => r.userName === 'Bala Iyer')).toMatchObject({
      comment: 'B edited this.',
      rating: 3,
    });
    expect(reviews.find((r) => r.userName === 'Bala Iyer')).not.toHaveProperty('userId');
    const remove = await api(reviewDelete, '/api/product/review/delete', {
      token: b.token,
      body: { productId: lamp, userId: a.id },
    });
    expect(remove.status).toBe(200);
    reviews = await text(lamp);
    expect(reviews).toEqual([expect.objectContaining({ userId: a.id, comment: 'A wrote this.' })]);
  });
});

describe("another shopper's cart and wishlist", () => {
  const cartOf = async (user: TestUser) =>
    (
      await api<{ cartData: Record<string, Record<string, number>> }>(cartGet, '/api/cart/get', {
        token: user.token,
        body: {},
      })
    ).json.cartData;
  const wishlistOf = async (user: TestUser) =>
    (await api<{ wishlist: string[] }>(wishlistGet, '/api/wishlist/get', { token: user.token })).json
      .wishlist;

  beforeAll(async () => {
    await api(cartAdd, '/api/cart/add', { token: a.token, body: { itemId: shirt, size: 'L' } });
    await api(wishlistAdd, '/api/wishlist/add', { token: a.token, body: { productId: shirt } });
  });

  it('are not read by B naming A in the body or the query', async () => {
    const cart = await api<{ cartData: object }>(cartGet, '/api/cart/get', {
      token: b.token,
      body: { userId: a.id },
      query: { userId: a.id },
    });
    expect(cart.json.cartData).toEqual({});
    const wishlist = await api<{ wishlist: string[] }>(wishlistGet, '/api/wishlist/get', {
      token: b.token,
      query: { userId: a.id },
    });
    expect(wishlist.json.wishlist).toEqual([]);
    const info = await api<{ user: { email: string } }>(userInfo, '/api/user/info', {
      token: b.token,
      query: { userId: a.id },
    });
    expect(info.json.user.email).toBe(b.email);
  });

  it('are not changed by B’s adds, updates, merges, removals or clears that name A', async () => {
    const asA = { userId: a.id, user_id: a.id, user: { id: a.id } };
    expect(
      (
        await api(cartAdd, '/api/cart/add', {
          token: b.token,
          body: { itemId: lamp, size: 'default', ...asA },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api(cartUpdate, '/api/cart/update', {
          token: b.token,
          body: { itemId: shirt, size: 'L', quantity: 0, ...asA },
        })
      ).status,
    ).toBeLessThan(500);
    expect(
      (
        await api(cartMerge, '/api/cart/merge', {
          token: b.token,
          body: { cartData: { [shirt]: { M: 3 } }, ...asA },
        })
      ).status,
    ).toBe(200);
    expect(
      (await api(wishlistAdd, '/api/wishlist/add', { token: b.token, body: { productId: lamp, ...asA } }))
        .status,
    ).toBe(200);
    expect(
      (
        await api(wishlistRemove, '/api/wishlist/remove', {
          token: b.token,
          body: { productId: shirt, ...asA },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api(wishlistMerge, '/api/wishlist/merge', {
          token: b.token,
          body: { wishlist: [shirt], ...asA },
        })
      ).status,
    ).toBe(200);

    expect(await cartOf(a)).toEqual({ [shirt]: { L: 1 } });
    expect(await wishlistOf(a)).toEqual([shirt]);
    expect(await cartOf(b)).toEqual({ [lamp]: { default: 1 }, [shirt]: { M: 3 } });
    expect((await wishlistOf(b)).sort()).toEqual([lamp, shirt].sort());

    expect((await api(wishlistClear, '/api/wishlist/clear', { token: b.token, body: asA })).status).toBe(200);
    expect(await wishlistOf(a)).toEqual([shirt]);
    expect(await wishlistOf(b)).toEqual([]);
  });
});
