import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, deleteTestUser, type TestUser } from '@/test/fixtures/accounts';
import { api, tamperSignature } from '@/lib/accounts/test-helpers';
import { insertProduct, insertProducts } from '@/test/fixtures/catalog';
import { db } from '@/lib/db';
import { ALREADY_IN_WISHLIST_MESSAGE, MAX_WISHLIST_ITEMS } from '@/lib/wishlist';
import { products, wishlistItems } from '@/models';
import { POST as add } from './add/route';
import { POST as clear } from './clear/route';
import { GET as get } from './get/route';
import { POST as merge } from './merge/route';
import { POST as remove } from './remove/route';

type WishlistAnswer = { wishlist: string[] };

let lamp: string;
let chair: string;
let sofa: string;
let draft: string;
let soldOut: string;

beforeAll(async () => {
  [lamp, chair, sofa, draft, soldOut] = (
    await insertProducts([
      { name: 'Brass Lamp' },
      { name: 'Teak Chair' },
      { name: 'Velvet Sofa' },
      { name: 'Draft Bed', published: false },
      { name: 'Sold Out Stool', inStock: false },
    ])
  ).map((p) => p._id) as [string, string, string, string, string];
});

async function wishlistOf(user: TestUser) {
  const res = await api<WishlistAnswer>(get, '/api/wishlist/get', { token: user.token });
  expect(res.status).toBe(200);
  return res.json.wishlist;
}

const addItem = (user: TestUser, productId: unknown) =>
  api(add, '/api/wishlist/add', { token: user.token, body: { productId } });
const removeItem = (user: TestUser, productId: unknown) =>
  api(remove, '/api/wishlist/remove', { token: user.token, body: { productId } });

describe('wishlist add, get, remove, clear', () => {
  it('keeps product ids newest first', async () => {
    const user = await createTestUser();
    expect(await wishlistOf(user)).toEqual([]);
    expect(await addItem(user, lamp)).toEqual({
      status: 200,
      json: { success: true, message: 'Added to wishlist' },
    });
    await addItem(user, chair);
    // Out-of-stock products may be wished for.
    expect((await addItem(user, soldOut)).status).toBe(200);
    expect(await wishlistOf(user)).toEqual([soldOut, chair, lamp]);
  });

  it("answers 409 'Product already in wishlist!' for a duplicate", async () => {
    const user = await createTestUser();
    await addItem(user, lamp);
    expect(await addItem(user, lamp)).toEqual({
      status: 409,
      json: { success: false, message: ALREADY_IN_WISHLIST_MESSAGE },
    });
    expect(await wishlistOf(user)).toEqual([lamp]);
  });

  it('answers 404 for unknown and unpublished products', async () => {
    const user = await createTestUser();
    for (const productId of ['0'.repeat(24), 'whatever', draft]) {
      expect(await addItem(user, productId)).toEqual({
        status: 404,
        json: { success: false, message: 'Product not found.' },
      });
    }
    expect(await wishlistOf(user)).toEqual([]);
  });

  it('removes a product, and removing one that is not there still succeeds', async () => {
    const user = await createTestUser();
    await addItem(user, lamp);
    await addItem(user, chair);
    expect(await removeItem(user, lamp)).toEqual({
      status: 200,
      json: { success: true, message: 'Removed from wishlist', removed: true },
    });
    expect((await removeItem(user, lamp)).json).toMatchObject({ success: true, removed: false });
    expect((await removeItem(user, '0'.repeat(24))).status).toBe(200);
    expect(await wishlistOf(user)).toEqual([chair]);
  });

  it('clears the wishlist', async () => {
    const user = await createTestUser();
    await addItem(user, lamp);
    await addItem(user, chair);
    const res = await api(clear, '/api/wishlist/clear', { token: user.token, body: {} });
    expect(res).toEqual({ status: 200, json: { success: true, message: 'Wishlist cleared' } });
    expect(await wishlistOf(user)).toEqual([]);
    expect((await api(clear, '/api/wishlist/clear', { token: user.token, method: 'POST' })).status).toBe(200);
  });

  it('stops growing at the cap', async () => {
    const user = await createTestUser();
    const many = await insertProducts(
      Array.from({ length: MAX_WISHLIST_ITEMS }, (_, i) => ({ name: `Wish ${i}` })),
    );
    await db.insert(wishlistItems).values(many.map((p) => ({ userId: user.id, productId: p._id })));
    const full = await addItem(user, lamp);
    expect(full.status).toBe(409);
    expect(full.json.message).toMatch(/wishlist is full/);
    expect((await addItem(user, many[0]!._id)).json.message).toBe(ALREADY_IN_WISHLIST_MESSAGE);
  });

  it('drops products that are deleted', async () => {
    const user = await createTestUser();
    const temp = await insertProduct({ name: 'Short-lived Vase' });
    await addItem(user, temp._id);
    await addItem(user, lamp);
    await db.delete(products).where(eq(products.id, temp._id));
    expect(await wishlistOf(user)).toEqual([lamp]);
  });

  it.each([
    [{}, /productId/],
    [{ productId: 42 }, /productId/],
    [{ productId: null }, /productId/],
    [{ productId: [lamp] }, /productId/],
    [{ productId: '' }, /productId/],
    ['{"productId":', /valid JSON/],
    [[lamp], /expected object/],
  ])('add and remove answer 400 for %j', async (body, message) => {
    const user = await createTestUser();
    for (const [handler, path] of [
      [add, '/api/wishlist/add'],
      [remove, '/api/wishlist/remove'],
    ] as const) {
      const res = await api(handler, path, { token: user.token, body });
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(message);
    }
  });

  it('clear answers 400 for a body that is not JSON', async () => {
    const user = await createTestUser();
    expect((await api(clear, '/api/wishlist/clear', { token: user.token, body: '{' })).status).toBe(400);
  });
});

describe('another user’s wishlist', () => {
  it('is never seen or changed', async () => {
    const a = await createTestUser();
    const b = await createTestUser();
    await addItem(a, lamp);
    await addItem(a, chair);
    expect(await wishlistOf(b)).toEqual([]);
    await removeItem(b, lamp);
    await api(clear, '/api/wishlist/clear', { token: b.token, body: {} });
    await addItem(b, lamp);
    expect(await wishlistOf(a)).toEqual([chair, lamp]);
    expect(await wishlistOf(b)).toEqual([lamp]);
  });
});

describe('authentication on every wishlist call', () => {
  const calls = [
    ['get', get, undefined],
    ['add', add, { productId: 'x' }],
    ['remove', remove, { productId: 'x' }],
    ['clear', clear, {}],
    ['merge', merge, { wishlist: [] }],
  ] as const;

  it.each(calls)(
    '%s answers 401 without a token, with a tampered one, and for a deleted user',
    async (name, handler, body) => {
      const user = await createTestUser();
      const gone = await createTestUser();
      await deleteTestUser(gone.id);
      for (const token of [undefined, 'nonsense', tamperSignature(user.token), gone.token]) {
        const res = await api(handler, `/api/wishlist/${name}`, { token, body });
        expect(res).toEqual({
          status: 401,
          json: { success: false, message: 'Not authorized. Please log in again.' },
        });
      }
    },
  );
});

describe('POST /api/wishlist/merge', () => {
  it('unites the local list with the server list, skipping unknown and unpublished ids', async () => {
    const user = await createTestUser();
    await addItem(user, lamp);
    const res = await api<WishlistAnswer & { skipped: number }>(merge, '/api/wishlist/merge', {
      token: user.token,
      body: { wishlist: [sofa, lamp, chair, draft, '0'.repeat(24), 42, null, sofa] },
    });
    expect(res.status).toBe(200);
    // Local entries come first, in the client's order; the server's older entries after.
    expect(res.json.wishlist).toEqual([sofa, chair, lamp]);
    expect(res.json.skipped).toBe(4);
    expect(await wishlistOf(user)).toEqual([sofa, chair, lamp]);
  });

  it('changes nothing for an empty list', async () => {
    const user = await createTestUser();
    await addItem(user, chair);
    const res = await api<WishlistAnswer>(merge, '/api/wishlist/merge', {
      token: user.token,
      body: { wishlist: [] },
    });
    expect(res.json).toMatchObject({ success: true, wishlist: [chair], skipped: 0 });
  });

  it.each([
    [{}],
    [{ wishlist: 'x' }],
    [{ wishlist: { a: 1 } }],
    [{ wishlist: Array(1001).fill('x') }],
    ['['],
  ])('answers 400 for %j', async (body) => {
    const user = await createTestUser();
    expect((await api(merge, '/api/wishlist/merge', { token: user.token, body })).status).toBe(400);
  });
});
