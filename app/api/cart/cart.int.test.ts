import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, deleteTestUser, type TestUser } from '@/test/fixtures/accounts';
import { api } from '@/lib/accounts/test-helpers';
import { clearCart, getCart, mergeCart, OUT_OF_STOCK_MESSAGE } from '@/lib/cart';
import { insertProduct, insertProducts } from '@/test/fixtures/catalog';
import { db } from '@/lib/db';
import { cartLines, products } from '@/models';
import { POST as add } from './add/route';
import { POST as get } from './get/route';
import { POST as merge } from './merge/route';
import { POST as update } from './update/route';

type CartAnswer = { cartData: Record<string, Record<string, number>> };

let plain: string; // no sizes
let shirt: string; // sizes S, M, L
let draft: string; // unpublished
let soldOut: string; // owner's flag off
let noneLeft: string; // tracked stock 0
let few: string; // sizes S, M; 3 in stock
let hidden: string; // published but hidden from the catalogue (direct links still sell)

beforeAll(async () => {
  [plain, shirt, draft, soldOut, noneLeft, few, hidden] = (
    await insertProducts([
      { name: 'Brass Table Lamp' },
      { name: 'Linen Shirt', sizes: ['S', 'M', 'L'] },
      { name: 'Draft Kurta', published: false },
      { name: 'Sold Out Watch', inStock: false },
      { name: 'Last Season Blazer', stock: 0 },
      { name: 'Limited Saree', sizes: ['S', 'M'], stock: 3 },
      { name: 'Hidden Tie', visibility: 'hidden' },
    ])
  ).map((p) => p._id) as [string, string, string, string, string, string, string];
});

async function cartOf(user: TestUser) {
  const res = await api<CartAnswer>(get, '/api/cart/get', { token: user.token, body: {} });
  expect(res.status).toBe(200);
  return res.json.cartData;
}

const addOne = (user: TestUser, itemId: unknown, size: unknown) =>
  api(add, '/api/cart/add', { token: user.token, body: { itemId, size } });

const setQuantity = (user: TestUser, itemId: unknown, size: unknown, quantity: unknown) =>
  api(update, '/api/cart/update', { token: user.token, body: { itemId, size, quantity } });

describe('POST /api/cart/add', () => {
  it('adds one unit per call, per product and size', async () => {
    const user = await createTestUser();
    expect(await addOne(user, plain, 'default')).toEqual({
      status: 200,
      json: { success: true, message: 'Added to cart', quantity: 1 },
    });
    expect((await addOne(user, plain, 'default')).json.quantity).toBe(2);
    await addOne(user, shirt, 'M');
    await addOne(user, shirt, 'L');
    expect((await addOne(user, hidden, 'default')).status).toBe(200);
    expect(await cartOf(user)).toEqual({
      [plain]: { default: 2 },
      [shirt]: { M: 1, L: 1 },
      [hidden]: { default: 1 },
    });
  });

  it('works with the session cookie instead of the token header', async () => {
    const user = await createTestUser();
    const res = await api(add, '/api/cart/add', {
      body: { itemId: plain, size: 'default' },
      headers: { cookie: `token=${user.token}` },
    });
    expect(res.status).toBe(200);
    expect(await cartOf(user)).toEqual({ [plain]: { default: 1 } });
  });

  it('answers 404 for unknown and unpublished products', async () => {
    const user = await createTestUser();
    for (const itemId of ['0'.repeat(24), 'no-such-product', draft]) {
      const res = await addOne(user, itemId, 'default');
      expect(res).toEqual({ status: 404, json: { success: false, message: 'Product not found.' } });
    }
    expect(await cartOf(user)).toEqual({});
  });

  it('answers 400 for a size the product does not come in', async () => {
    const user = await createTestUser();
    const wrong = await addOne(user, shirt, 'XXL');
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe('Please select a valid size: S, M, L.');
    expect((await addOne(user, shirt, 'default')).status).toBe(400);
    expect((await addOne(user, shirt, 'm')).status).toBe(400);
    const sizeless = await addOne(user, plain, 'M');
    expect(sizeless.status).toBe(400);
    expect(sizeless.json.message).toMatch(/does not come in sizes/);
    expect(await cartOf(user)).toEqual({});
  });

  it('answers 409 for a product out of stock (owner flag off, or none left)', async () => {
    const user = await createTestUser();
    for (const itemId of [soldOut, noneLeft]) {
      expect(await addOne(user, itemId, 'default')).toEqual({
        status: 409,
        json: { success: false, message: OUT_OF_STOCK_MESSAGE },
      });
    }
  });

  it('never puts more in the cart than the tracked stock, across sizes', async () => {
    const user = await createTestUser();
    expect((await addOne(user, few, 'S')).status).toBe(200);
    expect((await addOne(user, few, 'M')).status).toBe(200);
    expect((await addOne(user, few, 'M')).status).toBe(200);
    const fourth = await addOne(user, few, 'S');
    expect(fourth).toEqual({
      status: 409,
      json: { success: false, message: 'Only 3 of this product are left in stock.' },
    });
    expect(await cartOf(user)).toEqual({ [few]: { S: 1, M: 2 } });
  });

  it('stops a line at 20 units, also when adds race', async () => {
    const user = await createTestUser();
    await db.insert(cartLines).values({ userId: user.id, productId: plain, size: 'default', quantity: 15 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => addOne(user, plain, 'default')));
    expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(5);
    for (const a of answers) expect([200, 409]).toContain(a.status);
    expect((await cartOf(user))[plain]).toEqual({ default: 20 });
    const over = await addOne(user, plain, 'default');
    expect(over.status).toBe(409);
    expect(over.json.message).toMatch(/at most 20/);
  });

  it('holds at most 100 lines', async () => {
    const user = await createTestUser();
    const many = await insertProducts(Array.from({ length: 100 }, (_, i) => ({ name: `Bulk Item ${i}` })));
    await db
      .insert(cartLines)
      .values(many.map((p) => ({ userId: user.id, productId: p._id, size: 'default', quantity: 1 })));
    const full = await addOne(user, plain, 'default');
    expect(full.status).toBe(409);
    expect(full.json.message).toMatch(/cart is full/);
    // An existing line can still grow.
    expect((await addOne(user, many[0]!._id, 'default')).status).toBe(200);
  });

  it.each([
    [{ size: 'default' }, /itemId/],
    [{ itemId: 'x' }, /size/],
    [{ itemId: 123, size: 'default' }, /itemId/],
    [{ itemId: null, size: 'default' }, /itemId/],
    [{ itemId: 'x', size: ['M'] }, /size/],
    [{ itemId: '', size: 'default' }, /itemId/],
    [{ itemId: 'x'.repeat(65), size: 'default' }, /itemId/],
  ])('answers 400 for %j', async (body, message) => {
    const user = await createTestUser();
    const res = await api(add, '/api/cart/add', { token: user.token, body });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(message);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const user = await createTestUser();
    const res = await api(add, '/api/cart/add', { token: user.token, body: '{itemId:' });
    expect(res).toEqual({
      status: 400,
      json: { success: false, message: 'Request body must be valid JSON.' },
    });
  });
});

describe('POST /api/cart/update', () => {
  it('sets a quantity, and 0 removes the line', async () => {
    const user = await createTestUser();
    expect(await setQuantity(user, shirt, 'M', 5)).toEqual({
      status: 200,
      json: { success: true, message: 'Cart updated' },
    });
    await setQuantity(user, shirt, 'S', 1);
    expect(await cartOf(user)).toEqual({ [shirt]: { M: 5, S: 1 } });
    await setQuantity(user, shirt, 'M', 2);
    expect(await cartOf(user)).toEqual({ [shirt]: { M: 2, S: 1 } });
    expect((await setQuantity(user, shirt, 'M', 0)).json.message).toBe('Removed from cart');
    expect(await cartOf(user)).toEqual({ [shirt]: { S: 1 } });
    await setQuantity(user, shirt, 'S', 0);
    expect(await cartOf(user)).toEqual({});
  });

  it('accepts 20 and removing a line that is not there', async () => {
    const user = await createTestUser();
    expect((await setQuantity(user, plain, 'default', 20)).status).toBe(200);
    expect((await setQuantity(user, shirt, 'XL', 0)).status).toBe(200);
    expect((await setQuantity(user, '0'.repeat(24), 'default', 0)).status).toBe(200);
    expect(await cartOf(user)).toEqual({ [plain]: { default: 20 } });
  });

  it.each([
    ['3', 'a string'],
    [2.5, 'a fraction'],
    [-1, 'negative'],
    [21, 'above the line cap'],
    [1e9, 'huge'],
    [null, 'null'],
    [undefined, 'missing'],
    [true, 'a boolean'],
  ])('answers 400 for quantity %j (%s)', async (quantity: unknown, _label: string) => {
    const user = await createTestUser();
    const res = await setQuantity(user, plain, 'default', quantity);
    expect(res.status).toBe(400);
    // The message as always, and the refused field by its path for clients that want it.
    expect(res.json).toEqual({
      success: false,
      message: 'quantity: must be a whole number from 0 to 20',
      issues: [{ path: 'quantity', message: 'must be a whole number from 0 to 20' }],
    });
    expect(await cartOf(user)).toEqual({});
  });

  it('answers 400 for non-numeric JSON like 1e999 (Infinity) and for bad JSON', async () => {
    const user = await createTestUser();
    const inf = await api(update, '/api/cart/update', {
      token: user.token,
      body: `{"itemId":"${plain}","size":"default","quantity":1e999}`,
    });
    expect(inf.status).toBe(400);
    expect((await api(update, '/api/cart/update', { token: user.token, body: 'quantity=3' })).status).toBe(
      400,
    );
  });

  it('answers 404 for unknown and unpublished products, 400 for wrong sizes', async () => {
    const user = await createTestUser();
    expect((await setQuantity(user, '0'.repeat(24), 'default', 2)).status).toBe(404);
    expect((await setQuantity(user, draft, 'default', 2)).status).toBe(404);
    expect((await setQuantity(user, shirt, 'XXL', 2)).status).toBe(400);
    expect((await setQuantity(user, plain, 'L', 2)).status).toBe(400);
  });

  it('refuses increases for products out of stock but always allows lowering or removing', async () => {
    const user = await createTestUser();
    await db.insert(cartLines).values({ userId: user.id, productId: soldOut, size: 'default', quantity: 3 });
    const up = await setQuantity(user, soldOut, 'default', 4);
    expect(up).toEqual({ status: 409, json: { success: false, message: OUT_OF_STOCK_MESSAGE } });
    expect((await setQuantity(user, soldOut, 'default', 2)).status).toBe(200);
    expect((await setQuantity(user, soldOut, 'default', 0)).status).toBe(200);
    expect(await cartOf(user)).toEqual({});
  });

  it('refuses quantities above the tracked stock', async () => {
    const user = await createTestUser();
    expect((await setQuantity(user, few, 'S', 3)).status).toBe(200);
    expect((await setQuantity(user, few, 'M', 1)).status).toBe(409);
    expect((await setQuantity(user, few, 'S', 4)).status).toBe(409);
    expect(await cartOf(user)).toEqual({ [few]: { S: 3 } });
  });
});

describe('POST /api/cart/get', () => {
  it('answers an empty map for a new user', async () => {
    const user = await createTestUser();
    expect(await api(get, '/api/cart/get', { token: user.token, body: {} })).toEqual({
      status: 200,
      json: { success: true, cartData: {} },
    });
  });

  it('accepts an empty body, refuses a body that is not JSON', async () => {
    const user = await createTestUser();
    expect((await api(get, '/api/cart/get', { token: user.token, method: 'POST' })).status).toBe(200);
    expect((await api(get, '/api/cart/get', { token: user.token, body: '{' })).status).toBe(400);
  });

  it('drops lines of products that are deleted', async () => {
    const user = await createTestUser();
    const temp = await insertProduct({ name: 'Short-lived Mug' });
    await addOne(user, temp._id, 'default');
    await addOne(user, plain, 'default');
    await db.delete(products).where(eq(products.id, temp._id));
    expect(await cartOf(user)).toEqual({ [plain]: { default: 1 } });
  });
});

describe('another user’s cart', () => {
  it('is never seen or changed: each token reaches only its own cart', async () => {
    const a = await createTestUser({ name: 'A' });
    const b = await createTestUser({ name: 'B' });
    await addOne(a, plain, 'default');
    await setQuantity(a, shirt, 'M', 4);
    expect(await cartOf(b)).toEqual({});
    await setQuantity(b, shirt, 'M', 0);
    await addOne(b, shirt, 'M');
    expect(await cartOf(a)).toEqual({ [plain]: { default: 1 }, [shirt]: { M: 4 } });
    expect(await cartOf(b)).toEqual({ [shirt]: { M: 1 } });
  });
});

describe('authentication on every cart call', () => {
  const calls = [
    ['add', add, { itemId: 'x', size: 'default' }],
    ['update', update, { itemId: 'x', size: 'default', quantity: 1 }],
    ['get', get, {}],
    ['merge', merge, { cartData: {} }],
  ] as const;

  it.each(calls)(
    '%s answers 401 without a token, with a tampered one, and for a deleted user',
    async (name, handler, body) => {
      const user = await createTestUser();
      const [h, p, s] = user.token.split('.');
      const tampered = `${h}.${p}x.${s}`;
      const gone = await createTestUser();
      await deleteTestUser(gone.id);
      for (const token of [undefined, 'not-a-token', tampered, gone.token]) {
        const res = await api(handler, `/api/cart/${name}`, { token, body });
        expect(res).toEqual({
          status: 401,
          json: { success: false, message: 'Not authorized. Please log in again.' },
        });
      }
    },
  );
});

describe('POST /api/cart/merge', () => {
  it('adds a local cart to the server cart: quantities add up, capped; invalid lines are skipped', async () => {
    const user = await createTestUser();
    await setQuantity(user, plain, 'default', 2);
    await setQuantity(user, shirt, 'M', 19);
    const res = await api<CartAnswer & { skipped: number }>(merge, '/api/cart/merge', {
      token: user.token,
      body: {
        cartData: {
          [plain]: { default: 3 },
          [shirt]: { M: 5, L: 1, XXL: 2, S: 0 },
          [draft]: { default: 1 },
          [soldOut]: { default: 1 },
          [few]: { S: 10 },
          ['0'.repeat(24)]: { default: 1 },
          junk: 'not an object',
          [hidden]: { default: '2' },
        },
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.cartData).toEqual({
      [plain]: { default: 5 },
      [shirt]: { M: 20, L: 1 },
      [few]: { S: 3 },
    });
    // XXL, the draft, the sold-out product and the unknown id.
    expect(res.json.skipped).toBe(4);
    expect(await cartOf(user)).toEqual(res.json.cartData);
  });

  it('answers the current cart for an empty local cart', async () => {
    const user = await createTestUser();
    await addOne(user, plain, 'default');
    const res = await api<CartAnswer>(merge, '/api/cart/merge', {
      token: user.token,
      body: { cartData: {} },
    });
    expect(res.json).toMatchObject({ success: true, cartData: { [plain]: { default: 1 } }, skipped: 0 });
  });

  it.each([[{}], [{ cartData: [] }], [{ cartData: 'x' }], [{ cartData: null }], ['nope']])(
    'answers 400 for %j',
    async (body) => {
      const user = await createTestUser();
      expect((await api(merge, '/api/cart/merge', { token: user.token, body })).status).toBe(400);
    },
  );
});

describe('cart domain functions', () => {
  it('clearCart empties one user’s cart only', async () => {
    const a = await createTestUser();
    const b = await createTestUser();
    await addOne(a, plain, 'default');
    await addOne(b, plain, 'default');
    await clearCart(a.id);
    expect(await getCart(a.id)).toEqual({});
    expect(await getCart(b.id)).toEqual({ [plain]: { default: 1 } });
  });

  it('mergeCart keeps a merge within the line cap when run twice', async () => {
    const user = await createTestUser();
    await mergeCart(user.id, { [plain]: { default: 15 } });
    const second = await mergeCart(user.id, { [plain]: { default: 15 } });
    expect(second.cartData).toEqual({ [plain]: { default: 20 } });
  });
});
