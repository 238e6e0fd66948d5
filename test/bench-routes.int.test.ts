import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as createProduct } from '@/app/api/admin/products/route';
import { GET as listFromDb } from '@/app/api/product/list/route';
import { createBenchRoutes } from '@/bench/routes/routes';
import { createTestAdmin } from '@/test/fixtures/admin';
import { insertProducts } from '@/test/fixtures/catalog';
import { call } from '@/test/api';

const query = {
  categories: 'Watches',
  minPrice: '1000',
  maxPrice: '20000',
  colors: 'Black',
  sort: 'low-high',
  limit: '20',
};
const search = `?${new URLSearchParams(query)}`;

/** A stand-in for the running store: its /api/product/list is the real route handler over the test database. */
const store = http.createServer((req, res) => {
  void listFromDb(new Request(`http://store${req.url ?? '/'}`)).then(async (answer) => {
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
});
let bench: http.Server;
let benchUrl = '';

const listen = (server: http.Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

beforeAll(async () => {
  await insertProducts([
    { name: 'Black Steel Chronograph', categories: ['Watches'], regularPrice: 9000, colors: ['Black'] },
    { name: 'Black Field Watch', categories: ['Watches'], regularPrice: 4000, colors: ['Black'] },
    { name: 'Gold Dress Watch', categories: ['Watches'], regularPrice: 15000, colors: ['Gold'] },
  ]);
  const storeUrl = await listen(store);
  bench = createBenchRoutes(storeUrl);
  benchUrl = await listen(bench);
});

afterAll(async () => {
  await Promise.all([bench, store].map((s) => new Promise((r) => s.close(r))));
});

describe('the bench’s own routes (bench/routes), outside the store', () => {
  it('list-memory answers the list route’s JSON, then keeps serving it from memory', async () => {
    const fromDb = await call(listFromDb, '/api/product/list', { query });
    const first = await fetch(`${benchUrl}/list-memory${search}`);
    expect(first.status).toBe(200);
    const firstJson = (await first.json()) as { total: number };
    expect(firstJson).toEqual(fromDb.json);
    expect(firstJson.total).toBe(2);

    // Added through the back office, so the list route's own answer cache hears of it.
    const created = await call(createProduct, '/api/admin/products', {
      token: (await createTestAdmin()).token,
      body: { name: 'Black Diver Watch', category: 'Watches', regularPrice: 12000, colors: ['Black'] },
    });
    expect(created.status).toBe(200);
    const again = await fetch(`${benchUrl}/list-memory${search}`);
    expect(await again.json()).toEqual(firstJson);
    expect((await call(listFromDb, '/api/product/list', { query })).json.total).toBe(3);
  });

  it('list-memory refuses bad filters like the list route', async () => {
    const bad = await fetch(`${benchUrl}/list-memory?limit=5000`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { success: boolean }).success).toBe(false);
  });

  it('spa serves the single-page stand-in that fetches the whole catalogue from the store', async () => {
    const res = await fetch(`${benchUrl}/spa`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain("fetch(STORE + '/api/product/list?limit=1000')");
    expect(html).toContain(`var STORE = "http://127.0.0.1:`);
    expect(html).toContain('data-testid');
  });

  it('answers 404 for anything else', async () => {
    expect((await fetch(`${benchUrl}/api/bench/list-memory`)).status).toBe(404);
  });
});
