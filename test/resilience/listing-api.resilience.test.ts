import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryFeePaiseFor, STORE_POLICY } from '@/lib/store-policy';
import { authSecret, startApp, type AppServer } from './support/app';
import { DELIVERY_FEE_RUPEES } from './support/config';
import { runStoreScript, storeEnv } from './support/database';
import { context, freshDatabase, type FreshDatabase } from './support/fixtures';
import { jsonOf, send, summarize } from './support/http';
import { addressFor, registerShoppers, submitOrder, type Shopper } from './support/shop';

/**
 * Issue 25: the listing API's answers for published products are kept by Next.js ('use cache' in
 * lib/catalog/listing-answer.ts, tagged 'listing' and 'product:<id>'), so they are tested against the
 * production server, `next start`: vitest runs the same route without Next.js's compiler, uncached.
 * `x-api-cache: HIT` means the answer came without a database read of its own.
 */

type ApiProduct = {
  _id: string;
  name: string;
  price: number;
  stock: number | null;
  averageRating: number;
  totalReviews: number;
};
type ListAnswer = { success: boolean; products: ApiProduct[]; total: number };

const ADMIN = { email: 'owner-listing@example.in', password: 'owner-listing-pass-1' };

const kinds = (['pglite', 'postgres'] as const).filter((k) => k === 'pglite' || context().postgres);

describe.each(kinds)('the listing API kept by Next.js (%s)', (kind) => {
  let database: FreshDatabase | undefined;
  let app: AppServer | undefined;
  let adminToken = '';
  let shopper: Shopper;

  beforeAll(async () => {
    database = await freshDatabase(kind, `listing-api-${kind}`);
    const env = storeEnv(database.target, database.dataDir, { AUTH_SECRET: authSecret() });
    await runStoreScript(
      ['scripts/admin-create.ts', '--email', ADMIN.email, '--password', ADMIN.password],
      env,
    );
    app = await startApp(env, { label: `listing-api-${kind}` });
    const login = await send(`${app.url}/api/user/login`, { json: ADMIN });
    adminToken = String(jsonOf(login)?.token ?? '');
    expect(adminToken, summarize('/api/user/login', login)).not.toBe('');
    [shopper] = (await registerShoppers(app.url, 1, `listing-api-${kind}`)) as [Shopper];
  }, 300_000);

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  /** One listing call as a client sees it: status, the cache header and the raw JSON text. */
  async function listing(query: Record<string, string>, token?: string) {
    const reply = await send(`${app!.url}/api/product/list?${new URLSearchParams(query)}`, { token });
    expect(reply.contentType, summarize('/api/product/list', reply)).toContain('application/json');
    return {
      status: reply.status,
      cache: reply.headers.get('x-api-cache'),
      text: reply.text,
      json: JSON.parse(reply.text) as ListAnswer,
    };
  }

  /** A listing twice in a row: the second call must be kept, or the test proves nothing. */
  async function warm(query: Record<string, string>) {
    await listing(query);
    const second = await listing(query);
    expect(second.cache).toBe('HIT');
    return second.json;
  }

  async function createProduct(fields: Record<string, unknown>): Promise<string> {
    const reply = await send(`${app!.url}/api/admin/products`, {
      token: adminToken,
      json: { regularPrice: 1000, stock: 50, ...fields },
    });
    const id = (jsonOf(reply)?.product as { _id?: string } | undefined)?._id;
    expect(id, summarize('/api/admin/products', reply)).toBeTruthy();
    return id!;
  }

  async function editProduct(id: string, patch: Record<string, unknown>) {
    const reply = await send(`${app!.url}/api/admin/products/${id}`, {
      method: 'PATCH',
      token: adminToken,
      json: patch,
    });
    expect(reply.status, summarize(`PATCH /api/admin/products/${id}`, reply)).toBe(200);
  }

  async function order(productId: string, quantity: number, unitPaise: number) {
    const subtotal = unitPaise * quantity;
    const fee = deliveryFeePaiseFor(
      subtotal,
      DELIVERY_FEE_RUPEES * 100,
      STORE_POLICY.freeShippingThresholdRupees,
    );
    const reply = await submitOrder(app!.url, {
      key: randomUUID(),
      shopper,
      lines: [{ productId, size: 'default', quantity, unitPricePaise: unitPaise }],
      address: addressFor(quantity, shopper),
      amountPaise: subtotal + fee,
      outcome: 'pending',
    });
    expect(reply.status, summarize('/api/order/place', reply)).toBe(200);
  }

  const find = (answer: ListAnswer, id: string) => answer.products.find((p) => p._id === id);
  const ids = (answer: ListAnswer) => answer.products.map((p) => p._id);

  it('keeps one answer per normalised filters: the same JSON, whatever the order of list values', async () => {
    const category = `Cache Kurtas ${kind}`;
    const made: string[] = [];
    for (const rupees of [1200, 800, 1500]) {
      made.push(
        await createProduct({
          name: `Kept Kurta ${rupees}`,
          category,
          colors: ['Indigo', 'Rust'],
          regularPrice: rupees,
        }),
      );
    }
    const query = { categories: category, colors: 'Indigo,Rust', sort: 'low-high', limit: '20' };
    const first = await listing(query);
    expect(first.status).toBe(200);
    expect(first.cache).toBe('MISS');
    expect(ids(first.json)).toEqual([made[1], made[0], made[2]]);

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

  it('keeps an answer listing more products than it can tag (the whole catalogue, as the original store asked)', async () => {
    const query = { limit: '1000' };
    const first = await listing(query);
    expect(first.status).toBe(200);
    expect(first.json.products.length).toBeGreaterThan(120);
    const second = await listing(query);
    expect(second.cache).toBe('HIT');
    expect(second.text).toBe(first.text);
  });

  it('shows an admin edit in the very next call', async () => {
    const category = `Cache Edits ${kind}`;
    const id = await createProduct({ name: 'Plain Cotton Kurta', category });
    const query = { categories: category };
    expect(find(await warm(query), id)).toMatchObject({ name: 'Plain Cotton Kurta', price: 1000 });

    await editProduct(id, { name: 'Block-Printed Cotton Kurta', salePrice: 899 });
    const next = await listing(query);
    expect(next.cache).toBe('MISS');
    expect(find(next.json, id)).toMatchObject({ name: 'Block-Printed Cotton Kurta', price: 899 });
  });

  it('shows a stock change from an order in the very next call, and drops a sold-out product from in-stock listings', async () => {
    const category = `Cache Stock ${kind}`;
    const plenty = await createProduct({ name: 'Stocked Dupatta', category, stock: 10 });
    const lastTwo = await createProduct({ name: 'Last Two Dupattas', category, stock: 2 });
    const query = { categories: category, inStock: 'true' };
    const before = await warm(query);
    expect(find(before, plenty)?.stock).toBe(10);
    expect(find(before, lastTwo)?.stock).toBe(2);

    await order(plenty, 3, 100_000);
    const afterOne = await listing(query);
    expect(afterOne.cache).toBe('MISS');
    expect(find(afterOne.json, plenty)?.stock).toBe(7);

    await warm(query);
    await order(lastTwo, 2, 100_000);
    const afterSellOut = await listing(query);
    expect(ids(afterSellOut.json)).toEqual([plenty]);
    expect(afterSellOut.json.total).toBe(1);
  });

  it('shows a new review in the very next call', async () => {
    const category = `Cache Reviews ${kind}`;
    const id = await createProduct({ name: 'Reviewed Stole', category });
    const query = { categories: category, sort: 'rating' };
    expect(find(await warm(query), id)).toMatchObject({ averageRating: 0, totalReviews: 0 });

    const added = await send(`${app!.url}/api/product/review/add`, {
      token: shopper.token,
      json: { productId: id, rating: 4, comment: 'Soft fabric, true to size.' },
    });
    expect(added.status, summarize('/api/product/review/add', added)).toBe(200);
    const next = await listing(query);
    expect(find(next.json, id)).toMatchObject({ averageRating: 4, totalReviews: 1 });
  });

  it('never shows drafts to the public, before or after an administrator listed them', async () => {
    const category = `Cache Drafts ${kind}`;
    const published = await createProduct({ name: 'Released Silk Saree', category });
    const draft = await createProduct({ name: 'Unreleased Silk Saree', category, published: false });

    expect(ids(await warm({ categories: category }))).toEqual([published]);

    const asAdmin = await listing({ categories: category, published: 'false' }, adminToken);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.cache).toBeNull();
    expect(ids(asAdmin.json)).toContain(draft);
    // Asked again, the administrator's answer is read afresh, never kept for anyone.
    expect((await listing({ categories: category, published: 'false' }, adminToken)).cache).toBeNull();

    const publicQueries: Record<string, string>[] = [
      { categories: category },
      { categories: category, published: 'true' },
    ];
    for (const query of publicQueries) {
      expect(ids((await listing(query)).json)).toEqual([published]);
      expect(ids((await listing(query, adminToken)).json)).toEqual([published]);
    }
    const anonymous = await listing({ categories: category, published: 'false' });
    expect(anonymous.status).toBe(403);
    expect(anonymous.text).not.toContain(draft);

    await editProduct(draft, { published: true });
    expect(ids((await listing({ categories: category })).json).sort()).toEqual([published, draft].sort());
  });
});
