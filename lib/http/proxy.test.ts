import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The real proxy.ts, loaded with CORS_ORIGINS set (env is read when the module loads).
let proxy: (request: NextRequest) => Response;

beforeAll(async () => {
  vi.stubEnv('CORS_ORIGINS', 'https://partner.example');
  vi.stubEnv('SITE_URL', 'https://shop.example');
  vi.resetModules();
  ({ proxy } = await import('@/proxy'));
});

afterAll(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

function request(path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return new NextRequest(`http://shop.example${path}`, {
    method: init.method ?? 'GET',
    headers: { host: 'shop.example', ...init.headers },
  });
}

const passesThrough = (res: Response) => res.headers.get('x-middleware-next') === '1';

describe('proxy', () => {
  it('sends a visitor without a session from the back office, an invoice or a test payment to sign in, with the way back', () => {
    for (const [path, next] of [
      ['/admin', '/admin'],
      ['/admin/orders/abc?status=Shipped', '/admin/orders/abc?status=Shipped'],
      ['/orders/abc/invoice', '/orders/abc/invoice'],
      ['/pay/sandbox/abc?error=declined', '/pay/sandbox/abc?error=declined'],
    ] as const) {
      const res = proxy(request(path));
      expect(res.status).toBe(307);
      const to = new URL(res.headers.get('location')!);
      expect(to.pathname).toBe('/login');
      expect(to.searchParams.get('next')).toBe(next);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
    // With a session cookie the page decides (a shopper gets its 403); other pages are untouched.
    expect(passesThrough(proxy(request('/admin/orders', { headers: { cookie: 'token=abc' } })))).toBe(true);
    expect(passesThrough(proxy(request('/administration')))).toBe(true);
    expect(passesThrough(proxy(request('/about')))).toBe(true);
    // The orders list and cart read the session in the browser: they are not sent anywhere.
    expect(passesThrough(proxy(request('/orders')))).toBe(true);
  });

  it('answers an API preflight from an allowed origin with 204 and CORS headers', () => {
    const res = proxy(
      request('/api/cart/add', {
        method: 'OPTIONS',
        headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' },
      }),
    );
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(res.headers.get('access-control-allow-headers')).toContain('token');
    expect(res.headers.get('access-control-max-age')).toBe('600');
  });

  it('answers a preflight from another origin without CORS headers', () => {
    const res = proxy(
      request('/api/cart/add', { method: 'OPTIONS', headers: { origin: 'https://evil.example' } }),
    );
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a cookie-authenticated cross-site write with 403 JSON', async () => {
    const res = proxy(
      request('/api/cart/add', {
        method: 'POST',
        headers: { origin: 'https://evil.example', cookie: 'token=abc' },
      }),
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ success: false, message: 'Cross-site request refused.' });
  });

  it('refuses a login or sign-up posted from another site, without any cookie', () => {
    for (const path of ['/api/user/login', '/api/user/register']) {
      const res = proxy(request(path, { method: 'POST', headers: { origin: 'https://evil.example' } }));
      expect(res.status).toBe(403);
    }
    const own = proxy(
      request('/api/user/login', { method: 'POST', headers: { origin: 'https://shop.example' } }),
    );
    expect(passesThrough(own)).toBe(true);
    const noOrigin = proxy(request('/api/user/login', { method: 'POST' }));
    expect(passesThrough(noOrigin)).toBe(true);
  });

  it('treats an empty token header as no header', () => {
    const res = proxy(
      request('/api/cart/add', {
        method: 'POST',
        headers: { origin: 'https://evil.example', cookie: 'token=abc', token: '' },
      }),
    );
    expect(res.status).toBe(403);
  });

  it('lets same-site cookie writes, header-token clients and allowed origins through', () => {
    const same = proxy(
      request('/api/cart/add', {
        method: 'POST',
        headers: { origin: 'https://shop.example', cookie: 'token=abc' },
      }),
    );
    expect(passesThrough(same)).toBe(true);
    const headerClient = proxy(
      request('/api/cart/add', {
        method: 'POST',
        headers: { origin: 'https://evil.example', cookie: 'token=abc', token: 'abc' },
      }),
    );
    expect(passesThrough(headerClient)).toBe(true);
    const partner = proxy(
      request('/api/cart/add', {
        method: 'POST',
        headers: { origin: 'https://partner.example', cookie: 'token=abc' },
      }),
    );
    expect(passesThrough(partner)).toBe(true);
    expect(partner.headers.get('access-control-allow-origin')).toBe('https://partner.example');
  });

  it('leaves page reads and same-site page posts alone', () => {
    const read = proxy(
      request('/cart', { headers: { origin: 'https://evil.example', cookie: 'token=abc' } }),
    );
    expect(passesThrough(read)).toBe(true);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    const own = proxy(request('/contact', { method: 'POST', headers: { origin: 'https://shop.example' } }));
    expect(passesThrough(own)).toBe(true);
    const noOrigin = proxy(request('/contact', { method: 'POST' }));
    expect(passesThrough(noOrigin)).toBe(true);
  });

  it('refuses a server action or form post from another site with 403, not the 500 Next.js gives', async () => {
    for (const origin of ['https://evil.example', 'null', 'https://partner.example']) {
      const res = proxy(
        request('/contact', { method: 'POST', headers: { origin, 'next-action': 'abc123' } }),
      );
      expect(res.status, origin).toBe(403);
      expect(await res.text()).toBe('Cross-site request refused.');
    }
  });

  it('answers an unknown API route with 404 JSON, not the HTML not-found page', async () => {
    for (const path of ['/api/no-such-route', '/api', '/api/order/place/extra', '/api/order/sandbox']) {
      const res = proxy(request(path));
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ success: false, message: 'This API route does not exist.' });
    }
    expect(passesThrough(proxy(request('/api/order/sandbox/sbx_1')))).toBe(true);
    expect(passesThrough(proxy(request('/api/pincode/110001')))).toBe(true);
  });

  it('answers a method the route does not take with 405 JSON and Allow', async () => {
    const get = proxy(request('/api/order/place'));
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await get.json()).toEqual({ success: false, message: 'GET is not allowed here.' });
    const del = proxy(request('/api/product/list', { method: 'DELETE' }));
    expect(del.status).toBe(405);
    expect(del.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(passesThrough(proxy(request('/api/product/list', { method: 'HEAD' })))).toBe(true);
    expect(passesThrough(proxy(request('/api/admin/menu/abc', { method: 'PATCH' })))).toBe(true);
  });
  it('renders a listing URL at its key, keeping the client navigation hash; a search stays on /shop', () => {
    const rewritten = (res: Response) => res.headers.get('x-middleware-rewrite');
    const shop = proxy(request('/shop?sort=low-high&category=Women&utm_source=mail'));
    const target = new URL(rewritten(shop)!);
    expect(target.pathname).toMatch(/^\/shop\/v\/[A-Za-z0-9_-]+$/);
    expect(target.search).toBe('');
    // One key for one listing, whatever the order or the tracking parameters.
    expect(rewritten(proxy(request('/shop?category=Women&sort=low-high')))).toBe(target.href);
    // A kept page: its policy (the hashes of its scripts) comes with it from Next.js's cache, not a nonce here.
    expect(shop.headers.get('content-security-policy')).toBeNull();
    expect(shop.headers.get('x-middleware-request-x-nonce')).toBeNull();
    expect(new URL(rewritten(proxy(request('/shop')))!).pathname).toBe('/shop/v/_');
    const rsc = new URL(rewritten(proxy(request('/collection?category=Watches&_rsc=1x2y')))!);
    expect(rsc.pathname).toMatch(/^\/collection\/v\//);
    expect(rsc.searchParams.get('_rsc')).toBe('1x2y');
    // Too long for a key, or not a read: /shop renders it from the query.
    expect(rewritten(proxy(request(`/shop?q=${'cotton kurta '.repeat(30)}`)))).toBeNull();
    // A search is rendered per request (it counts against the client's search limit), with a nonce.
    const search = proxy(request('/shop?q=kurta&category=Women'));
    expect(rewritten(search)).toBeNull();
    expect(search.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-/);
    expect(rewritten(proxy(request('/shop?q=%20%20&category=Women')))).toMatch(/\/shop\/v\//);
    expect(rewritten(proxy(request('/shop?category=Women', { method: 'POST' })))).toBeNull();
    expect(rewritten(proxy(request('/shop/extra?category=Women')))).toBeNull();
  });
  it('renders the delivery form without JavaScript at the product and PIN, so the product page reads no query', () => {
    const rewritten = (path: string) => proxy(request(path)).headers.get('x-middleware-rewrite');
    const id = 'a'.repeat(24);
    expect(new URL(rewritten(`/product/${id}?pin=194101`)!).pathname).toBe(`/product/${id}/pin/194101`);
    expect(new URL(rewritten(`/product/${id}?pin=%20560001%20&utm=x`)!).pathname).toBe(
      `/product/${id}/pin/560001`,
    );
    expect(new URL(rewritten(`/product/${id}?pin=12ab`)!).pathname).toBe(`/product/${id}/pin/invalid`);
    expect(rewritten(`/product/${id}?pin=`)).toBeNull();
    expect(rewritten(`/product/${id}`)).toBeNull();
    expect(rewritten(`/product/${id}/opengraph-image?pin=194101`)).toBeNull();
  });
});
