import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as adminOrders } from '@/app/api/admin/orders/route';
import { GET as adminProducts } from '@/app/api/admin/products/route';
import { POST as cartAdd } from '@/app/api/cart/add/route';
import { POST as cancel } from '@/app/api/order/cancel/route';
import { POST as placeCod } from '@/app/api/order/place/route';
import { POST as userOrders } from '@/app/api/order/userorders/route';
import { POST as verifyStripe } from '@/app/api/order/verifyStripe/route';
import { GET as pincode } from '@/app/api/pincode/[code]/route';
import { POST as batch } from '@/app/api/product/batch/route';
import { GET as productList } from '@/app/api/product/list/route';
import { POST as reviewAdd } from '@/app/api/product/review/add/route';
import { POST as reviewGet } from '@/app/api/product/review/get/route';
import { POST as reviewUpdate } from '@/app/api/product/review/update/route';
import { POST as login } from '@/app/api/user/login/route';
import { POST as register } from '@/app/api/user/register/route';
import { POST as wishlistAdd } from '@/app/api/wishlist/add/route';
import { POST as wishlistRemove } from '@/app/api/wishlist/remove/route';
import { api } from '@/lib/accounts/test-helpers';
import { db } from '@/lib/db';
import { testAddress } from '@/lib/orders/test-support';
import { resetRateLimits } from '@/lib/rate-limit';
import { users } from '@/models';
import { sqlStrings } from './arbitraries';
import { createFixtures, type Fixtures } from './support';

// SQL injection probes in every text field and query parameter: 4xx or an ordinary answer, text stored
// verbatim, and afterwards every table still there with the row counts the legitimate writes explain.

let fx: Fixtures;
let before: Record<string, number>;
const probes = [...sqlStrings];

const rowsOf = (result: unknown) => (result as { rows?: Record<string, unknown>[] }).rows ?? [];

async function tableCounts(): Promise<Record<string, number>> {
  const tables = rowsOf(
    await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
  ).map((r) => String(r.table_name));
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = rowsOf(await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`));
    counts[table] = Number(row?.n);
  }
  return counts;
}

/** Writes the probes legitimately cause: accounts created and orders placed. */
const written = { users: 0, orders: 0 };

beforeAll(async () => {
  fx = await createFixtures();
  before = await tableCounts();
});

beforeEach(() => resetRateLimits());

const okOr4xx = (status: number) =>
  expect(status === 200 || (status >= 400 && status < 500), `status ${status}`).toBe(true);

describe('SQL injection probes', () => {
  it('in every product list parameter: 200 with a product page, or 400', async () => {
    const params = [
      'q',
      'search',
      'category',
      'categories',
      'colors',
      'tags',
      'sellers',
      'seller',
      'sort',
      'minPrice',
      'page',
      'visibility',
    ];
    for (const probe of probes) {
      for (const param of params) {
        const res = await api<{ products: unknown[] }>(productList, '/api/product/list', {
          query: { [param]: probe },
        });
        okOr4xx(res.status);
        if (res.status === 200) expect(Array.isArray(res.json.products)).toBe(true);
        else expect(res.json).toMatchObject({ success: false, message: expect.any(String) });
      }
      const all = Object.fromEntries(
        params.filter((p) => p !== 'sort' && p !== 'page').map((p) => [p, probe]),
      );
      okOr4xx((await api(productList, '/api/product/list', { query: all })).status);
    }
  });

  it('in a review comment: stored and shown verbatim', async () => {
    for (const probe of probes) {
      resetRateLimits();
      const res = await api<{ review: { comment: string } }>(reviewUpdate, '/api/product/review/update', {
        token: fx.user.token,
        body: { productId: fx.plainId, rating: 4, comment: probe },
      });
      expect(res.status, probe).toBe(200);
      expect(res.json.review.comment).toBe(probe.trim());
      const list = await api<{ reviews: { comment: string }[] }>(reviewGet, '/api/product/review/get', {
        body: { productId: fx.plainId },
      });
      expect(list.json.reviews.map((r) => r.comment)).toContain(probe.trim());
    }
  });

  it('in review, wishlist, cart, batch and order ids: 4xx or an empty answer', async () => {
    for (const probe of probes) {
      resetRateLimits();
      const t = fx.user.token;
      okOr4xx(
        (await api(reviewAdd, '/x', { token: t, body: { productId: probe, rating: 5, comment: probe } }))
          .status,
      );
      okOr4xx((await api(reviewGet, '/x', { body: { productId: probe } })).status);
      okOr4xx((await api(wishlistAdd, '/x', { token: t, body: { productId: probe } })).status);
      okOr4xx((await api(wishlistRemove, '/x', { token: t, body: { productId: probe } })).status);
      okOr4xx((await api(cartAdd, '/x', { token: t, body: { itemId: probe, size: probe } })).status);
      okOr4xx((await api(cartAdd, '/x', { token: t, body: { itemId: fx.sizedId, size: probe } })).status);
      okOr4xx((await api(cancel, '/x', { token: t, body: { orderId: probe } })).status);
      okOr4xx((await api(verifyStripe, '/x', { token: t, body: { orderId: probe, success: true } })).status);
      const found = await api<{ products: unknown[] }>(batch, '/x', { body: { ids: [probe] } });
      okOr4xx(found.status);
      if (found.status === 200) expect(found.json.products).toEqual([]);
      const code = await api(pincode, '/x', { params: { code: probe } });
      expect(code.status).toBe(400);
    }
  });

  it('in address fields: the order is placed with the address stored verbatim', async () => {
    for (const probe of probes) {
      resetRateLimits();
      const address = {
        ...testAddress,
        firstName: probe,
        lastName: probe,
        street: `12 ${probe} Road`,
        appartment: probe,
        city: probe,
        state: probe,
      };
      const res = await api<{ orderId: string }>(placeCod, '/api/order/place', {
        token: fx.other.token,
        body: { ...fx.orderBody, address },
      });
      expect(res.status, `${probe}: ${JSON.stringify(res.json)}`).toBe(200);
      written.orders += 1;
      const list = await api<{ orders: { _id: string; address: Record<string, string> }[] }>(
        userOrders,
        '/api/order/userorders',
        { token: fx.other.token },
      );
      const order = list.json.orders.find((o) => o._id === res.json.orderId);
      expect(order?.address).toMatchObject({
        firstName: probe.trim(),
        lastName: probe.trim(),
        street: `12 ${probe} Road`.trim(),
        apartment: probe.trim(),
        city: probe.trim(),
        state: probe.trim(),
      });
      for (const field of ['email', 'zipcode', 'phone', 'country']) {
        const bad = await api(placeCod, '/api/order/place', {
          token: fx.other.token,
          body: { ...fx.orderBody, address: { ...testAddress, [field]: probe } },
        });
        expect(bad.status, `${field}: ${probe}`).toBe(400);
      }
    }
  });

  it('in sign-up and login: a name is stored verbatim; odd e-mails and passwords are refused, never a 500', async () => {
    let n = 0;
    for (const probe of probes) {
      resetRateLimits();
      const email = `inject-${++n}@example.in`;
      const res = await api(register, '/api/user/register', {
        body: { name: probe, email, password: 'monsoon-2024' },
      });
      expect(res.status, probe).toBe(200);
      written.users += 1;
      const [row] = await db.select({ name: users.name }).from(users).where(eq(users.email, email));
      expect(row?.name).toBe(probe.trim());
      const odd = await api(register, '/api/user/register', {
        body: { name: 'Probe', email: `${probe}@example.in`, password: 'monsoon-2024' },
      });
      okOr4xx(odd.status);
      if (odd.status === 200) written.users += 1;
      const denied = await api(login, '/api/user/login', { body: { email: probe, password: probe } });
      expect([400, 401], probe).toContain(denied.status);
    }
  });

  it('in the back office searches: an ordinary page', async () => {
    for (const probe of probes) {
      const products = await api(adminProducts, '/x', {
        token: fx.admin.token,
        query: { q: probe, category: probe },
      });
      expect(products.status, probe).toBe(200);
      const orders = await api(adminOrders, '/x', { token: fx.admin.token, query: { q: probe } });
      expect(orders.status, probe).toBe(200);
    }
  });
});

describe('afterwards', () => {
  it('every table is still there, with only the rows the legitimate calls above wrote', async () => {
    const after = await tableCounts();
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(after.users).toBe((before.users ?? 0) + written.users);
    expect(after.orders).toBe((before.orders ?? 0) + written.orders);
    expect(written.orders).toBe(probes.length);
    for (const table of [
      'products',
      'reviews',
      'menu_items',
      'footer_links',
      'cart_lines',
      'wishlist_items',
    ]) {
      expect(after[table], table).toBe(before[table]);
    }
    expect(after.products).toBeGreaterThan(0);
  });
});
