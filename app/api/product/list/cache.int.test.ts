import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestUser } from '@/test/fixtures/accounts';
import { createTestAdmin } from '@/test/fixtures/admin';
import type { ApiProduct } from '@/lib/catalog';
import { insertShopper, insertTestProduct, orderBody } from '@/lib/orders/test-support';
import { resetRateLimits } from '@/lib/rate-limit';
import { call } from '@/test/api';
import { POST as createProduct } from '../../admin/products/route';
import { PATCH as patchProduct } from '../../admin/products/[id]/route';
import { POST as placeOrder } from '../../order/place/route';
import { POST as addReview } from '../review/add/route';
import { GET } from './route';

type ListAnswer = { success: boolean; products: ApiProduct[]; total: number };

/** One listing call as a client sees it: status, the cache header and the raw JSON text. */
async function listing(query: Record<string, string>, token?: string) {
  const url = new URL('/api/product/list', 'http://localhost');
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await GET(new Request(url, { headers: token ? { token } : {} }));
  const text = await res.text();
  return {
    status: res.status,
    cache: res.headers.get('x-api-cache'),
    text,
    json: JSON.parse(text) as ListAnswer,
  };
}

/** A listing twice in a row: the second call must come from the cache, or the test proves nothing. */
async function warm(query: Record<string, string>) {
  await listing(query);
  const second = await listing(query);
  expect(second.cache).toBe('HIT');
  return second.json;
}

const find = (answer: ListAnswer, id: string) => answer.products.find((p) => p._id === id);

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestAdmin();
});
beforeEach(() => resetRateLimits());

describe('listing API answers from memory', () => {
  it('serves a second identical call from the cache with the same JSON, whatever the order of list values', async () => {
    const category = 'Cache Kurtas';
    const ids = await Promise.all(
      [1200, 800, 1500].map((rupees, i) =>
        insertTestProduct({
          name: `Cached Kurta ${i}`,
          categories: [category],
          colors: ['Indigo', 'Rust'],
          regularPricePaise: rupees * 100,
        }),
      ),
    );
    const query = { categories: category, colors: 'Indigo,Rust', sort: 'low-high', limit: '20' };
    const first = await listing(query);
    expect(first.status).toBe(200);
    expect(first.cache).toBe('MISS');
    expect(first.json.products.map((p) => p._id)).toEqual([ids[1], ids[0], ids[2]]);

    const second = await listing(query);
    expect(second.cache).toBe('HIT');
    expect(second.text).toBe(first.text);

    const reordered = await listing({ ...query, colors: 'Rust,Indigo' });
    expect(reordered.cache).toBe('HIT');
    expect(reordered.text).toBe(first.text);

    // Another page of the same filters is another answer.
    const other = await listing({ ...query, limit: '2' });
    expect(other.cache).toBe('MISS');
    expect(other.json.products).toHaveLength(2);
  });

  it('shows an admin edit in the very next listing call', async () => {
    const id = await insertTestProduct({ name: 'Plain Cotton Kurta', categories: ['Cache Edits'] });
    const query = { categories: 'Cache Edits' };
    expect(find(await warm(query), id)).toMatchObject({ name: 'Plain Cotton Kurta', price: 1000 });

    const edited = await call(patchProduct, `/api/admin/products/${id}`, {
      token: admin.token,
      method: 'PATCH',
      params: { id },
      body: { name: 'Block-Printed Cotton Kurta', salePrice: 899 },
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);

    const next = await listing(query);
    expect(next.cache).toBe('MISS');
    expect(find(next.json, id)).toMatchObject({ name: 'Block-Printed Cotton Kurta', price: 899 });
  });

  it('shows a stock change from an order in the very next call, and drops a sold-out product from in-stock listings', async () => {
    const shopper = await insertShopper();
    const plenty = await insertTestProduct({ categories: ['Cache Stock'], stock: 10 });
    const lastTwo = await insertTestProduct({ categories: ['Cache Stock'], stock: 2 });
    const query = { categories: 'Cache Stock', inStock: 'true' };
    const before = await warm(query);
    expect(find(before, plenty)?.stock).toBe(10);
    expect(find(before, lastTwo)?.stock).toBe(2);

    const order = async (productId: string, quantity: number) => {
      const res = await call(placeOrder, '/api/order/place', {
        token: shopper.token,
        body: orderBody([{ _id: productId, quantity }], 1000 * quantity),
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
    };

    await order(plenty, 3);
    const afterOne = await listing(query);
    expect(find(afterOne.json, plenty)?.stock).toBe(7);

    await warm(query);
    await order(lastTwo, 2);
    const afterSellOut = await listing(query);
    expect(afterSellOut.json.products.map((p) => p._id)).toEqual([plenty]);
    expect(afterSellOut.json.total).toBe(1);
  });

  it('shows a new review in the very next call', async () => {
    const shopper = await insertShopper('Meera Nair');
    const id = await insertTestProduct({ categories: ['Cache Reviews'] });
    const query = { categories: 'Cache Reviews', sort: 'rating' };
    expect(find(await warm(query), id)).toMatchObject({ averageRating: 0, totalReviews: 0 });

    const added = await call(addReview, '/api/product/review/add', {
      token: shopper.token,
      body: { productId: id, rating: 4, comment: 'Soft fabric, true to size.' },
    });
    expect(added.status, JSON.stringify(added.json)).toBe(200);

    const next = await listing(query);
    expect(find(next.json, id)).toMatchObject({ averageRating: 4, totalReviews: 1 });
  });

  it('never shows drafts to the public, before or after an administrator listed them', async () => {
    const category = 'Cache Drafts';
    const published = await insertTestProduct({ categories: [category] });
    const created = await call<{ product: ApiProduct }>(createProduct, '/api/admin/products', {
      token: admin.token,
      body: { name: 'Unreleased Silk Saree', category, published: false },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const draft = created.json.product._id;
    const ids = (answer: ListAnswer) => answer.products.map((p) => p._id);

    expect(ids(await warm({ categories: category }))).toEqual([published]);

    const asAdmin = await listing({ categories: category, published: 'false' }, admin.token);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.cache).toBeNull();
    expect(ids(asAdmin.json)).toContain(draft);
    // Asked again, the administrator's answer is read afresh, never stored for anyone.
    expect((await listing({ categories: category, published: 'false' }, admin.token)).cache).toBeNull();

    const publicQueries: Record<string, string>[] = [
      { categories: category },
      { categories: category, published: 'true' },
    ];
    for (const query of publicQueries) {
      expect(ids((await listing(query)).json)).toEqual([published]);
      expect(ids((await listing(query, admin.token)).json)).toEqual([published]);
    }
    const anonymous = await listing({ categories: category, published: 'false' });
    expect(anonymous.status).toBe(403);
    expect(anonymous.text).not.toContain(draft);

    const publish = await call(patchProduct, `/api/admin/products/${draft}`, {
      token: admin.token,
      method: 'PATCH',
      params: { id: draft },
      body: { published: true },
    });
    expect(publish.status).toBe(200);
    expect(ids((await listing({ categories: category })).json).sort()).toEqual([published, draft].sort());
  });
});
