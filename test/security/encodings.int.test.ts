import http, { type RequestListener } from 'node:http';
import type net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerClientError, frontDoor, isDecodablePath, UNDECODABLE_PAGE_PATH } from '@/lib/http/front-door';
import { resetRateLimits } from '@/lib/rate-limit';
import { methods, routes } from './routes';
import { checkAnswer, createFixtures, fillPath, send, type Fixtures } from './support';

// Issue 23 point 8: a malformed percent-encoding (in the session cookie, or in the address itself) was a
// 500. A junk cookie is no session; an address that cannot be decoded is a JSON 400 under /api and the
// store's 404 page elsewhere. e2e/bad-addresses.spec.ts sends the same addresses to the built store.

let fx: Fixtures;
beforeAll(async () => {
  fx = await createFixtures();
});
beforeEach(() => resetRateLimits());

const junkCookies = ['token=%', 'token=%E0%A4', 'token=%FF%FE; theme=dark', 'theme=%; token=%C0%AF'];

describe('a session cookie with a malformed percent-encoding', () => {
  it('is no session on every route: never a 500, 401 where a session is required', async () => {
    for (const entry of routes) {
      for (const method of methods) {
        const handler = entry.module[method];
        if (!handler || entry.formRedirect) continue;
        const sample = entry.samples?.[method]?.(fx) ?? {};
        for (const cookie of junkCookies) {
          resetRateLimits();
          for (const [name, value] of Object.entries(entry.env ?? {})) vi.stubEnv(name, value);
          const answer = await send(handler, {
            method,
            path: entry.path,
            params: sample.params ?? {},
            query: Object.entries(sample.query ?? {}),
            headers: [
              ['cookie', cookie],
              ['content-type', 'application/json'],
            ],
            body: method === 'GET' ? undefined : JSON.stringify(sample.body ?? {}),
          }).finally(() => vi.unstubAllEnvs());
          checkAnswer(entry, answer, cookie);
          if (entry.auth === 'user' || entry.auth === 'admin')
            expect(answer.status, `${method} ${entry.path} with ${cookie}`).toBe(401);
        }
      }
    }
  });

  it('next to a valid token cookie changes nothing: the good session still counts', async () => {
    const info = routes.find((r) => r.path === '/api/user/info')!.module.GET!;
    const answer = await send(info, {
      method: 'GET',
      path: '/api/user/info',
      headers: [['cookie', `theme=%; token=${fx.user.token}`]],
    });
    expect(answer.status).toBe(200);
  });
});

// The front door of the production server (lib/http/front-door.ts) in front of a stand-in for Next.js that
// decodes a route's segments as Next.js does: decodeURIComponent, whose URIError Next.js answers with a
// plain-text 500. The stand-in renders its 404 page for a path no route has.
const nextLike: RequestListener = (req, res) => {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  try {
    path.split('/').map(decodeURIComponent);
  } catch {
    res.writeHead(500, { 'content-type': 'text/plain' });
    res.end('Internal Server Error');
    return;
  }
  if (path === UNDECODABLE_PAGE_PATH) {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<h1>This page could not be found</h1>');
    return;
  }
  res.writeHead(200, { 'content-type': path.startsWith('/api/') ? 'application/json' : 'text/html' });
  res.end(path.startsWith('/api/') ? JSON.stringify({ success: true, path }) : `<p>${path}</p>`);
};

let server: http.Server;
let port = 0;
beforeAll(async () => {
  server = http.createServer(frontDoor(nextLike));
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function get(path: string, method = 'GET'): Promise<{ status: number; type: string; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', text }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const badApiPaths = [
  '/api/delivery/%FF',
  '/api/pincode/%FF',
  '/api/order/sandbox/%FF',
  '/api/user/address/%FF',
  '/api/admin/products/%FF',
  '/api/delivery/%C0%AF',
  '/api/delivery/%',
  '/api/pincode/%E0%A4',
];
const badPagePaths = [
  '/product/%C0%AF',
  '/media/products/%FF.webp',
  '/sitemaps/%FF.xml',
  '/pay/sandbox/%FF',
  '/collection/%',
];

describe('an address with a malformed percent-encoding', () => {
  it('is told apart from a well-formed one', () => {
    for (const path of [...badApiPaths, ...badPagePaths]) expect(isDecodablePath(path), path).toBe(false);
    for (const path of ['/api/delivery/560038', '/product/%E0%A4%95', '/media/a%20b.webp', '/'])
      expect(isDecodablePath(path), path).toBe(true);
    // Every dynamic API route the route table knows decodes with well-formed parameters.
    for (const entry of routes)
      expect(isDecodablePath(fillPath(entry.path, { id: 'a b' })), entry.path).toBe(true);
  });

  it('is a JSON 400 under /api, for reads and writes alike', async () => {
    for (const path of badApiPaths) {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const res = await get(path, method);
        expect(res.status, `${method} ${path}`).toBe(400);
        expect(res.type, path).toMatch(/^application\/json/);
        expect(JSON.parse(res.text), path).toEqual({ success: false, message: expect.any(String) });
      }
    }
  });

  it('is the 404 page elsewhere, with the query string dropped', async () => {
    for (const path of [...badPagePaths, '/product/%FF?colour=Blue']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.type, path).toMatch(/^text\/html/);
      expect(res.text, path).toContain('This page could not be found');
    }
  });

  it('leaves well-formed addresses alone', async () => {
    expect((await get('/api/delivery/560038')).status).toBe(200);
    expect(await get('/product/%E0%A4%95')).toMatchObject({ status: 200, text: '<p>/product/%E0%A4%95</p>' });
  });
});
