import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestAdmin } from '@/lib/admin/test-fixtures';
import { insertProducts } from '@/lib/catalog/test-fixtures';
import { call } from '@/test/api';
import { POST as createProduct } from '../admin/products/route';
import { GET as listFromDb } from '../product/list/route';
import { GET as listFromMemory } from './list-memory/route';
import { GET as singlePage } from './spa/route';

const query = {
  categories: 'Watches',
  minPrice: 1000,
  maxPrice: 20000,
  colors: 'Black',
  sort: 'low-high',
  limit: 20,
};
const memory = (req: Request) => Promise.resolve(listFromMemory(req));

beforeAll(async () => {
  await insertProducts([
    { name: 'Black Steel Chronograph', categories: ['Watches'], regularPrice: 9000, colors: ['Black'] },
    { name: 'Black Field Watch', categories: ['Watches'], regularPrice: 4000, colors: ['Black'] },
    { name: 'Gold Dress Watch', categories: ['Watches'], regularPrice: 15000, colors: ['Gold'] },
  ]);
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('bench routes without BENCH_ROUTES=1', () => {
  it('answer 404 JSON, as any unknown API path', async () => {
    vi.stubEnv('BENCH_ROUTES', '');
    const fromMemory = await call(memory, '/api/bench/list-memory', { query });
    expect(fromMemory.status).toBe(404);
    expect(fromMemory.json.success).toBe(false);
    const res = singlePage();
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});

describe('bench routes with BENCH_ROUTES=1', () => {
  it('list-memory answers the list route’s JSON, then keeps serving it from memory', async () => {
    vi.stubEnv('BENCH_ROUTES', '1');
    const fromDb = await call(listFromDb, '/api/product/list', { query });
    const first = await call(memory, '/api/bench/list-memory', { query });
    expect(first.status).toBe(200);
    expect(first.json).toEqual(fromDb.json);
    expect(first.json.total).toBe(2);

    // Added through the back office, so the list route's own answer cache hears of it.
    const created = await call(createProduct, '/api/admin/products', {
      token: (await createTestAdmin()).token,
      body: { name: 'Black Diver Watch', category: 'Watches', regularPrice: 12000, colors: ['Black'] },
    });
    expect(created.status).toBe(200);
    const again = await call(memory, '/api/bench/list-memory', { query });
    expect(again.json).toEqual(first.json);
    expect((await call(listFromDb, '/api/product/list', { query })).json.total).toBe(3);
  });

  it('list-memory refuses bad filters like the list route', async () => {
    vi.stubEnv('BENCH_ROUTES', '1');
    const bad = await call(memory, '/api/bench/list-memory', { query: { limit: 5000 } });
    expect(bad.status).toBe(400);
    expect(bad.json.success).toBe(false);
  });

  it('spa serves the single-page stand-in that fetches the whole catalogue', async () => {
    vi.stubEnv('BENCH_ROUTES', '1');
    const res = singlePage();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain("fetch('/api/product/list?limit=1000')");
    expect(html).toContain('data-testid');
  });
});
