import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as cartAdd } from '@/app/api/cart/add/route';
import { POST as login } from '@/app/api/user/login/route';
import { POST as logout } from '@/app/api/user/logout/route';
import { resetRateLimits } from '@/lib/rate-limit';
import { config, proxy } from '@/proxy';
import { createFixtures, send, type Fixtures } from './support';

// Cross-site request forgery through the session cookie, the security headers of pages and API answers,
// and the attributes of the session cookie.

const SITE = 'http://localhost:3000';
let fx: Fixtures;

beforeAll(async () => {
  fx = await createFixtures();
});
beforeEach(() => resetRateLimits());
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

function request(path: string, method = 'GET', headers: Record<string, string> = {}) {
  return new NextRequest(`${SITE}${path}`, { method, headers: { host: 'localhost:3000', ...headers } });
}

/** The proxy lets the request on to its route (an English page goes on to its `/en/...` page), unanswered. */
const passes = (res: Response) =>
  res.headers.get('x-middleware-next') === '1' || res.headers.get('x-middleware-rewrite') !== null;

describe('cookie-authenticated API writes from another site', () => {
  const foreign = [
    'https://evil.example',
    'null',
    'http://localhost:3000.evil.example',
    'http://localhost:3001',
    'http://evil.example:3000',
  ];

  it('are refused by proxy() with 403 JSON, for every unsafe method', async () => {
    for (const origin of foreign) {
      for (const [method, path] of [
        ['POST', '/api/cart/add'],
        ['POST', '/api/order/place'],
        ['PATCH', '/api/admin/menu/abc'],
        ['DELETE', '/api/admin/footer/abc'],
        ['PUT', '/api/cart/add'],
      ] as const) {
        const res = proxy(request(path, method, { origin, cookie: `token=${fx.user.token}` }));
        expect(res.status, `${method} ${path} from ${origin}`).toBe(403);
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        expect(await res.json()).toEqual({ success: false, message: expect.any(String) });
        expect(res.headers.get('access-control-allow-origin')).toBeNull();
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      }
    }
  });

  it('refuses a login or sign-up posted from another site even without a cookie (login CSRF)', () => {
    for (const path of ['/api/user/login', '/api/user/register']) {
      expect(proxy(request(path, 'POST', { origin: 'https://evil.example' })).status).toBe(403);
    }
  });

  it('are refused on a path ending in an extension too: proxy.ts runs for it (issue 23 point 9)', () => {
    const url = `${SITE}/api/user/address/${fx.addressId}.json`;
    expect(unstable_doesMiddlewareMatch({ config, url }), 'proxy.ts runs for the .json path').toBe(true);
    const res = proxy(
      request(`/api/user/address/${fx.addressId}.json`, 'DELETE', {
        origin: 'https://evil.example',
        cookie: `token=${fx.user.token}`,
      }),
    );
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('lets the store’s own pages, header-token clients and origin-less clients through', () => {
    const cookie = `token=${fx.user.token}`;
    expect(passes(proxy(request('/api/cart/add', 'POST', { origin: SITE, cookie })))).toBe(true);
    expect(passes(proxy(request('/api/cart/add', 'POST', { cookie })))).toBe(true);
    const headerClient = proxy(
      request('/api/cart/add', 'POST', { origin: 'https://evil.example', token: fx.user.token, cookie }),
    );
    expect(passes(headerClient)).toBe(true);
    expect(headerClient.headers.get('access-control-allow-origin')).toBeNull();
    // Reads are not forgeries (the answer is not readable cross-site without CORS).
    expect(
      passes(proxy(request('/api/wishlist/get', 'GET', { origin: 'https://evil.example', cookie }))),
    ).toBe(true);
  });

  it('gives a foreign preflight no CORS permission', () => {
    const res = proxy(
      request('/api/cart/add', 'OPTIONS', {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'token, content-type',
      }),
    );
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-headers')).toBeNull();
  });

  it('would otherwise work: the route itself accepts the cookie (so the guard is what stops the forgery)', async () => {
    const res = await send(cartAdd, {
      method: 'POST',
      path: '/api/cart/add',
      headers: [
        ['cookie', `token=${fx.user.token}`],
        ['content-type', 'application/json'],
      ],
      body: JSON.stringify({ itemId: fx.sizedId, size: 'S' }),
    });
    expect(res.status).toBe(200);
  });
});

describe('security headers', () => {
  function policyOf(res: Response) {
    const csp = res.headers.get('content-security-policy') ?? '';
    const directives = new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name = '', ...values]) => [name, values] as const),
    );
    return { csp, directives };
  }

  it('a page rendered per request gets a CSP with a fresh nonce, no inline script, no framing, plus nosniff and a referrer policy', () => {
    const first = proxy(request('/reset-password'));
    const second = proxy(request('/reset-password?token=x'));
    expect(passes(first)).toBe(true);
    const { csp, directives } = policyOf(first);
    const scriptSrc = directives.get('script-src') ?? [];
    const nonce = scriptSrc.find((v) => v.startsWith("'nonce-"));
    expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).toContain("'strict-dynamic'");
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(policyOf(second).csp).not.toBe(csp);
    // Next reads the nonce from the request headers the proxy forwards, to put it on its own scripts.
    expect(first.headers.get('x-middleware-request-x-nonce')).toBe(nonce?.slice(7, -1));
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(first.headers.get('x-frame-options')).toBe('DENY');
  });

  it('a page Next.js keeps gets no nonce here (its stored policy of script hashes comes with it), and the other protections', () => {
    for (const path of ['/', '/about', '/cart', `/product/${'a'.repeat(24)}`, '/shop?category=Women']) {
      const res = proxy(request(path));
      expect(res.headers.get('content-security-policy'), path).toBeNull();
      expect(res.headers.get('x-middleware-request-x-nonce'), path).toBeNull();
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('API answers carry nosniff and the referrer policy too', () => {
    const res = proxy(request('/api/product/list'));
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('in production over https: HSTS, upgrade-insecure-requests and no unsafe-eval', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('SITE_URL', 'https://shop.example');
    vi.resetModules();
    const { proxy: productionProxy } = await import('@/proxy');
    const res = productionProxy(
      new NextRequest('https://shop.example/shop?q=kurta', { headers: { host: 'shop.example' } }),
    );
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('upgrade-insecure-requests');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});

describe('the session cookie', () => {
  const attributes = (cookie: string) =>
    cookie
      .split(';')
      .slice(1)
      .map((a) => a.trim().toLowerCase());

  it('login sets the token cookie HttpOnly, SameSite=Lax, Path=/, and the script-readable hint without it', async () => {
    const res = await send(login, {
      method: 'POST',
      path: '/api/user/login',
      headers: [['content-type', 'application/json']],
      body: JSON.stringify({ email: fx.user.email, password: fx.user.password }),
    });
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    const token = cookies.find((c) => c.startsWith('token='));
    expect(token).toBeDefined();
    const attrs = attributes(token ?? '');
    expect(attrs).toContain('httponly');
    expect(attrs).toContain('samesite=lax');
    expect(attrs).toContain('path=/');
    expect(attrs.some((a) => /^max-age=\d+$/.test(a))).toBe(true);
    expect(attrs).not.toContain('secure'); // NODE_ENV=test over http; production below
    const hint = cookies.find((c) => !c.startsWith('token='));
    expect(hint).toBeDefined();
    expect(hint).not.toContain((token ?? '').split(';')[0]?.slice('token='.length) ?? 'x');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('logout expires it with the same attributes', async () => {
    const res = await send(logout, { method: 'POST', path: '/api/user/logout' });
    const token = res.headers.getSetCookie().find((c) => c.startsWith('token='));
    const attrs = attributes(token ?? '');
    expect(token?.startsWith('token=;')).toBe(true);
    expect(attrs).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'max-age=0']));
  });

  it('is Secure in production (the cookie builder reads NODE_ENV)', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.resetModules();
    const { sessionCookie, sessionCookies, clearedSessionCookie } = await import('@/lib/accounts/cookie');
    for (const cookie of [sessionCookie('abc'), ...sessionCookies('abc'), clearedSessionCookie()]) {
      expect(attributes(cookie), cookie).toContain('secure');
      expect(attributes(cookie), cookie).toContain('samesite=lax');
    }
    expect(attributes(sessionCookie('abc'))).toContain('httponly');
  });
});
