import { expect, test } from '@playwright/test';

// Issue 23 point 8, against the real production server (next start with lib/http/preload.cjs): an address whose
// percent-encoding is malformed was a plain-text 500 from Next.js decoding the route's segments, and a
// malformed session cookie a 500 from the token reader. Now: JSON 400 under /api, the store's 404 page
// elsewhere, and a junk cookie is no session.

const apiPaths = [
  '/api/delivery/%FF',
  '/api/pincode/%FF',
  '/api/order/sandbox/%FF',
  '/api/user/address/%FF',
  '/api/admin/products/%FF',
  '/api/delivery/%C0%AF',
  '/api/delivery/%',
];

const pagePaths = [
  '/product/%C0%AF',
  '/product/%FF',
  '/media/products/%FF.webp',
  '/sitemaps/%FF.xml',
  '/pay/sandbox/%FF',
  '/collection/%E0%A4',
];

test.describe('addresses with a malformed percent-encoding', () => {
  test('are a JSON 400 under /api', async ({ request }) => {
    for (const path of apiPaths) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(400);
      expect(res.headers()['content-type'], path).toMatch(/^application\/json/);
      expect(await res.json(), path).toEqual({ success: false, message: expect.any(String) });
    }
    const write = await request.delete('/api/user/address/%FF');
    expect(write.status()).toBe(400);
  });

  test('are the store’s 404 page elsewhere', async ({ request }) => {
    for (const path of pagePaths) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(res.headers()['content-type'], path).toMatch(/^text\/html/);
      expect(await res.text(), path).toContain('This page could not be found');
    }
  });

  test('a shopper who follows such a link reads the 404 page', async ({ page }) => {
    const res = await page.goto('/product/%C0%AF');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  });
});

test.describe('a session cookie with a malformed percent-encoding', () => {
  test('is no session: the API answers as to a visitor, pages render', async ({ request }) => {
    const headers = { cookie: 'token=%' };
    const info = await request.get('/api/user/info', { headers });
    expect(info.status()).toBe(401);
    expect(await info.json()).toEqual({ success: false, message: expect.any(String) });
    const coupon = await request.post('/api/cart/coupon', {
      headers,
      data: { code: 'NOSUCHCODE', items: [] },
    });
    expect(coupon.status()).toBeLessThan(500);
    expect(coupon.headers()['content-type']).toMatch(/^application\/json/);
    for (const path of ['/', '/cart', '/orders', '/profile']) {
      const res = await request.get(path, { headers });
      expect(res.status(), path).toBeLessThan(400);
    }
  });
});
