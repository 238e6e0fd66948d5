import { describe, expect, it } from 'vitest';
import { createTestUser } from '@/test/fixtures/accounts';
import { MAX_UPLOAD_BYTES } from '@/lib/admin/uploads';
import { apiRoutes, BODY_LIMITS, bodyLimitFor, matchApiRoute } from '@/lib/http/api-routes';
import { methods, routes } from './routes';
import { send } from './support';

// proxy.ts answers 404 and 405 from lib/http/api-routes.ts and the production server caps bodies by it
// (issue 14 points 9 and 11): a route missing there would answer 404 for real, a method missing 405, and
// a limit smaller than the route's own would refuse bodies the route accepts.

describe('the API route table that proxy.ts and the server read', () => {
  it('names every route file, with exactly the methods it exports', () => {
    const fromDisk = routes
      .map((entry) => ({
        path: entry.path,
        methods: methods.filter((m) => entry.module[m] !== undefined),
      }))
      .sort((a, b) => a.path.localeCompare(b.path));
    const table = apiRoutes
      .map((r) => ({ path: r.path, methods: methods.filter((m) => r.methods.includes(m)) }))
      .sort((a, b) => a.path.localeCompare(b.path));
    expect(table).toEqual(fromDisk);
  });

  it('matches concrete paths to their route, and nothing else', () => {
    expect(matchApiRoute('/api/order/sandbox/sbx_0123')?.path).toBe('/api/order/sandbox/[id]');
    expect(matchApiRoute('/api/admin/orders/abc/status')?.path).toBe('/api/admin/orders/[id]/status');
    expect(matchApiRoute('/api/health/')?.path).toBe('/api/health');
    for (const path of ['/api', '/api/no-such-route', '/api/order', '/api/health/x', '/apix/health'])
      expect(matchApiRoute(path), path).toBeNull();
  });

  it('gives the upload route room for the largest image the back office accepts', () => {
    expect(bodyLimitFor('/api/admin/uploads')).toBe(BODY_LIMITS.upload);
    expect(BODY_LIMITS.upload).toBeGreaterThan(MAX_UPLOAD_BYTES);
  });

  it('holds the limits the handlers themselves read with: just under is read, just over is 413', async () => {
    const cases = [
      { path: '/api/user/login', handler: routes.find((r) => r.path === '/api/user/login')?.module.POST },
      {
        path: '/api/user/register',
        handler: routes.find((r) => r.path === '/api/user/register')?.module.POST,
      },
      { path: '/api/order/place', handler: routes.find((r) => r.path === '/api/order/place')?.module.POST },
      { path: '/api/cart/add', handler: routes.find((r) => r.path === '/api/cart/add')?.module.POST },
      {
        path: '/api/webhooks/stripe',
        handler: routes.find((r) => r.path === '/api/webhooks/stripe')?.module.POST,
      },
    ];
    // Authentication comes before the body is read: a valid token lets each call reach its body limit.
    const { token } = await createTestUser();
    for (const { path, handler } of cases) {
      if (!handler) throw new Error(`no POST handler for ${path}`);
      const limit = bodyLimitFor(path);
      const at = await send(handler, {
        method: 'POST',
        path,
        headers: [
          ['content-type', 'application/json'],
          ['token', token],
        ],
        body: `{"padding":"${'x'.repeat(limit - 14)}"}`,
      });
      expect(at.status, `${path} at its limit: ${at.text.slice(0, 120)}`).not.toBe(413);
      const over = await send(handler, {
        method: 'POST',
        path,
        headers: [
          ['content-type', 'application/json'],
          ['token', token],
        ],
        body: `{"padding":"${'x'.repeat(limit - 13)}"}`,
      });
      expect(over.status, path).toBe(413);
    }
  });
});
