import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as listFromDb } from '@/app/api/product/list/route';
import { listAnswerBody } from '@/bench/lib/list-answer';
import { createBenchRoutes } from '@/bench/routes/routes';
import { insertProducts } from '@/test/fixtures/catalog';

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

describe('the bench’s own routes (bench/routes) and the list API’s ceiling, outside the store', () => {
  it('the list API’s ceiling file holds exactly the bytes the list route answers', async () => {
    const answer = await listFromDb(new Request(`http://store/api/product/list${search}`));
    const routeBytes = Buffer.from(await answer.arrayBuffer());
    const fileBytes = Buffer.from(await listAnswerBody(search.slice(1)));
    expect(fileBytes.equals(routeBytes)).toBe(true);
    expect((JSON.parse(fileBytes.toString()) as { total: number }).total).toBe(2);
  });

  it('the ceiling refuses bad filters as the list route does', async () => {
    await expect(listAnswerBody('limit=5000')).rejects.toThrow();
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
