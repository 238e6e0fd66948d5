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

/** The request goes on to a route (its own path, or the page proxy.ts rewrites it to), unanswered here. */
const passesThrough = (res: Response) =>
  res.headers.get('x-middleware-next') === '1' || res.headers.get('x-middleware-rewrite') !== null;

/** The path Next.js renders for the request: a rewrite's target, or the request's own path. */
function renderedAt(res: Response, path: string): string {
  const rewrite = res.headers.get('x-middleware-rewrite');
  return rewrite === null ? new URL(path, 'http://shop.example').pathname : new URL(rewrite).pathname;
}

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
    expect(target.pathname).toMatch(/^\/en\/shop\/v\/[A-Za-z0-9_-]+$/);
    expect(target.search).toBe('');
    // One key for one listing, whatever the order or the tracking parameters.
    expect(rewritten(proxy(request('/shop?category=Women&sort=low-high')))).toBe(target.href);
    // A kept page: its policy (the hashes of its scripts) comes with it from Next.js's cache, not a nonce here.
    expect(shop.headers.get('content-security-policy')).toBeNull();
    expect(shop.headers.get('x-middleware-request-x-nonce')).toBeNull();
    expect(renderedAt(proxy(request('/shop')), '/shop')).toBe('/en/shop/v/_');
    const rsc = new URL(rewritten(proxy(request('/collection?category=Watches&_rsc=1x2y')))!);
    expect(rsc.pathname).toMatch(/^\/en\/collection\/v\//);
    expect(rsc.searchParams.get('_rsc')).toBe('1x2y');
    // The same listing in Hindi has its own key page under /hi.
    const hindi = new URL(rewritten(proxy(request('/hi/shop?category=Women&sort=low-high')))!);
    expect(hindi.pathname).toBe(target.pathname.replace(/^\/en\//, '/hi/'));
    // Too long for a key, or not a read: /shop renders it from the query.
    const long = `/shop?q=${'cotton kurta '.repeat(30)}`;
    expect(renderedAt(proxy(request(long)), long)).toBe('/en/shop');
    // A search is rendered per request (it counts against the client's search limit), with a nonce.
    const search = proxy(request('/shop?q=kurta&category=Women'));
    expect(renderedAt(search, '/shop')).toBe('/en/shop');
    expect(search.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-/);
    expect(renderedAt(proxy(request('/hi/shop?q=kurta')), '/hi/shop')).toBe('/hi/shop');
    expect(rewritten(proxy(request('/shop?q=%20%20&category=Women')))).toMatch(/\/en\/shop\/v\//);
    const post = proxy(request('/shop?category=Women', { method: 'POST' }));
    expect(renderedAt(post, '/shop')).toBe('/en/shop');
    expect(renderedAt(proxy(request('/shop/extra?category=Women')), '/shop/extra')).toBe('/en/shop/extra');
  });

  it('renders the delivery form without JavaScript at the product and PIN, so the product page reads no query', () => {
    const at = (path: string) => renderedAt(proxy(request(path)), path);
    const id = 'a'.repeat(24);
    expect(at(`/product/${id}?pin=194101`)).toBe(`/en/product/${id}/pin/194101`);
    expect(at(`/product/${id}?pin=%20560001%20&utm=x`)).toBe(`/en/product/${id}/pin/560001`);
    expect(at(`/product/${id}?pin=12ab`)).toBe(`/en/product/${id}/pin/invalid`);
    expect(at(`/hi/product/${id}?pin=194101`)).toBe(`/hi/product/${id}/pin/194101`);
    expect(at(`/product/${id}?pin=`)).toBe(`/en/product/${id}`);
    expect(at(`/product/${id}`)).toBe(`/en/product/${id}`);
    expect(at(`/product/${id}/opengraph-image?pin=194101`)).toBe(`/en/product/${id}/opengraph-image`);
  });

  it('renders English at the plain URLs and Hindi under /hi, and sends /en/... to the plain URL', () => {
    for (const [path, page] of [
      ['/', '/en'],
      ['/about', '/en/about'],
      ['/cart', '/en/cart'],
      ['/hi', '/hi'],
      ['/hi/about', '/hi/about'],
      ['/hindi', '/en/hindi'],
    ] as const) {
      const res = proxy(request(path));
      expect(passesThrough(res), path).toBe(true);
      expect(renderedAt(res, path), path).toBe(page);
    }
    for (const [path, plain] of [
      ['/en', '/'],
      ['/en/about', '/about'],
      ['/en/shop?category=Women', '/shop?category=Women'],
    ] as const) {
      const res = proxy(request(path));
      expect(res.status, path).toBe(308);
      const to = new URL(res.headers.get('location')!);
      expect(`${to.pathname}${to.search}`, path).toBe(plain);
    }
    // Next.js runs the proxy again for its own rewrite to /en/...: that one goes through.
    const again = proxy(request('/en/about', { headers: { 'x-store-language-rewrite': '1' } }));
    expect(passesThrough(again)).toBe(true);
    expect(renderedAt(again, '/en/about')).toBe('/en/about');
    // Files outside the languages stay where they are.
    for (const path of ['/robots.txt', '/sitemap.xml', '/sitemaps/products-1.xml', '/api/product/list']) {
      expect(renderedAt(proxy(request(path)), path), path).toBe(path);
    }
  });

  it('sends a visitor of a Hindi page that needs a session to the Hindi sign-in, with the way back', () => {
    const res = proxy(request('/hi/orders/abc/invoice'));
    expect(res.status).toBe(307);
    const to = new URL(res.headers.get('location')!);
    expect(to.pathname).toBe('/hi/login');
    expect(to.searchParams.get('next')).toBe('/hi/orders/abc/invoice');
  });
});
