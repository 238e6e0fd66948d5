import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, expiredToken } from '@/test/fixtures/accounts';
import { createTestAdmin } from '@/test/fixtures/admin';
import { call } from '@/test/api';
import { db } from '@/lib/db';
import { users } from '@/models';
import * as audit from './audit/route';
import * as couponItem from './coupons/[id]/route';
import * as customerBlock from './customers/[id]/block/route';
import * as customer from './customers/[id]/route';
import * as customerUnblock from './customers/[id]/unblock/route';
import * as customers from './customers/route';
import * as coupons from './coupons/route';
import * as dashboard from './dashboard/route';
import * as footerItem from './footer/[id]/route';
import * as footer from './footer/route';
import * as menuItem from './menu/[id]/route';
import * as menu from './menu/route';
import * as messageItem from './messages/[id]/route';
import * as messages from './messages/route';
import * as orderStatus from './orders/[id]/status/route';
import * as order from './orders/[id]/route';
import * as orders from './orders/route';
import * as productItem from './products/[id]/route';
import * as productExport from './products/export/route';
import * as productImport from './products/import/route';
import * as productList from './products/route';
import * as sizeChartRow from './size-charts/[id]/route';
import * as sizeCharts from './size-charts/route';
import * as synonymItem from './synonyms/[id]/route';
import * as synonyms from './synonyms/route';
import * as reportsGst from './reports/gst/route';
import * as reports from './reports/route';
import * as returnStatus from './returns/[id]/status/route';
import * as returnsList from './returns/route';
import * as reviewHide from './reviews/[id]/hide/route';
import * as reviewRestore from './reviews/[id]/restore/route';
import * as reviewsList from './reviews/route';
import * as uploads from './uploads/route';

type Handler = Parameters<typeof call>[0];
type RouteModule = Record<string, unknown>;

const someId = '65f1a2b3c4d5e6f708192a3b';

// Every admin route file and the path it serves; every HTTP method it exports is checked below.
const routes: {
  file: string;
  path: string;
  module: RouteModule;
  params?: Record<string, string>;
  /** Answers an administrator a CSV download (checked in reports.int.test.ts), not JSON. */
  csv?: boolean;
}[] = [
  { file: 'orders/route.ts', path: '/api/admin/orders', module: orders },
  {
    file: 'orders/[id]/route.ts',
    path: `/api/admin/orders/${someId}`,
    module: order,
    params: { id: someId },
  },
  {
    file: 'orders/[id]/status/route.ts',
    path: `/api/admin/orders/${someId}/status`,
    module: orderStatus,
    params: { id: someId },
  },
  { file: 'returns/route.ts', path: '/api/admin/returns', module: returnsList },
  {
    file: 'returns/[id]/status/route.ts',
    path: `/api/admin/returns/${someId}/status`,
    module: returnStatus,
    params: { id: someId },
  },
  { file: 'reports/route.ts', path: '/api/admin/reports', module: reports },
  { file: 'reports/gst/route.ts', path: '/api/admin/reports/gst', module: reportsGst, csv: true },
  { file: 'customers/route.ts', path: '/api/admin/customers', module: customers },
  {
    file: 'customers/[id]/route.ts',
    path: `/api/admin/customers/${someId}`,
    module: customer,
    params: { id: someId },
  },
  {
    file: 'customers/[id]/block/route.ts',
    path: `/api/admin/customers/${someId}/block`,
    module: customerBlock,
    params: { id: someId },
  },
  {
    file: 'customers/[id]/unblock/route.ts',
    path: `/api/admin/customers/${someId}/unblock`,
    module: customerUnblock,
    params: { id: someId },
  },
  { file: 'reviews/route.ts', path: '/api/admin/reviews', module: reviewsList },
  {
    file: 'reviews/[id]/hide/route.ts',
    path: `/api/admin/reviews/${someId}/hide`,
    module: reviewHide,
    params: { id: someId },
  },
  {
    file: 'reviews/[id]/restore/route.ts',
    path: `/api/admin/reviews/${someId}/restore`,
    module: reviewRestore,
    params: { id: someId },
  },
  { file: 'products/route.ts', path: '/api/admin/products', module: productList },
  {
    file: 'products/[id]/route.ts',
    path: `/api/admin/products/${someId}`,
    module: productItem,
    params: { id: someId },
  },
  { file: 'uploads/route.ts', path: '/api/admin/uploads', module: uploads },
  { file: 'products/export/route.ts', path: '/api/admin/products/export', module: productExport, csv: true },
  { file: 'products/import/route.ts', path: '/api/admin/products/import', module: productImport },
  { file: 'coupons/route.ts', path: '/api/admin/coupons', module: coupons },
  {
    file: 'coupons/[id]/route.ts',
    path: `/api/admin/coupons/${someId}`,
    module: couponItem,
    params: { id: someId },
  },
  { file: 'menu/route.ts', path: '/api/admin/menu', module: menu },
  { file: 'menu/[id]/route.ts', path: `/api/admin/menu/${someId}`, module: menuItem, params: { id: someId } },
  { file: 'footer/route.ts', path: '/api/admin/footer', module: footer },
  {
    file: 'footer/[id]/route.ts',
    path: `/api/admin/footer/${someId}`,
    module: footerItem,
    params: { id: someId },
  },
  { file: 'dashboard/route.ts', path: '/api/admin/dashboard', module: dashboard },
  { file: 'messages/route.ts', path: '/api/admin/messages', module: messages },
  {
    file: 'messages/[id]/route.ts',
    path: `/api/admin/messages/${someId}`,
    module: messageItem,
    params: { id: someId },
  },
  { file: 'audit/route.ts', path: '/api/admin/audit', module: audit },
  { file: 'size-charts/route.ts', path: '/api/admin/size-charts', module: sizeCharts },
  {
    file: 'size-charts/[id]/route.ts',
    path: `/api/admin/size-charts/${someId}`,
    module: sizeChartRow,
    params: { id: someId },
  },
  { file: 'synonyms/route.ts', path: '/api/admin/synonyms', module: synonyms },
  {
    file: 'synonyms/[id]/route.ts',
    path: `/api/admin/synonyms/${someId}`,
    module: synonymItem,
    params: { id: someId },
  },
];

const METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

const cases = routes.flatMap((r) =>
  METHODS.filter((m) => typeof r.module[m] === 'function').map((method) => ({
    name: `${method} ${r.file}`,
    method,
    route: r,
    handler: r.module[method] as Handler,
  })),
);

function routeFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return routeFiles(path.join(dir, entry.name), rel);
    return entry.name === 'route.ts' ? [rel] : [];
  });
}

let shopperToken = '';
let adminToken = '';
/** An owner's token that has run out. */
let expiredOwnerToken = '';
/** An owner's token from before their sessions were ended (a password change or a sign-out everywhere). */
let revokedOwnerToken = '';
/** The token of an account that was an owner and has been made a shopper again. */
let demotedOwnerToken = '';

beforeAll(async () => {
  shopperToken = (await createTestUser()).token;
  const owner = await createTestAdmin();
  adminToken = owner.token;
  expiredOwnerToken = await expiredToken(owner.id);
  const revoked = await createTestAdmin();
  revokedOwnerToken = revoked.token;
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, revoked.id));
  const demoted = await createTestAdmin();
  demotedOwnerToken = demoted.token;
  await db.update(users).set({ role: 'customer' }).where(eq(users.id, demoted.id));
});

describe('every admin route is for administrators only', () => {
  it('lists every route file under app/api/admin', () => {
    const onDisk = routeFiles(import.meta.dirname).sort();
    expect(routes.map((r) => r.file).sort()).toEqual(onDisk);
    expect(cases.length).toBe(42);
  });

  it.each(cases)('$name: 401 without a token', async ({ method, route, handler }) => {
    const res = await call(handler, route.path, {
      method,
      params: route.params,
      body: method === 'GET' || method === 'DELETE' ? undefined : {},
    });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ success: false, message: expect.stringMatching(/log in/i) });
  });

  it.each(cases)('$name: 401 with a forged token', async ({ method, route, handler }) => {
    const res = await call(handler, route.path, { method, params: route.params, token: 'not.a.jwt' });
    expect(res.status).toBe(401);
  });

  it.each(cases)('$name: 401 with an expired or revoked owner token', async ({ method, route, handler }) => {
    for (const token of [expiredOwnerToken, revokedOwnerToken]) {
      const res = await call(handler, route.path, {
        method,
        params: route.params,
        token,
        body: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(res.status).toBe(401);
      expect(res.json).toMatchObject({ success: false, message: expect.stringMatching(/log in/i) });
    }
  });

  it.each(cases)('$name: 403 for an owner made a shopper again', async ({ method, route, handler }) => {
    const res = await call(handler, route.path, {
      method,
      params: route.params,
      token: demotedOwnerToken,
      body: method === 'GET' || method === 'DELETE' ? undefined : {},
    });
    expect(res.status).toBe(403);
  });

  it.each(cases)('$name: 403 for a shopper', async ({ method, route, handler }) => {
    const res = await call(handler, route.path, {
      method,
      params: route.params,
      token: shopperToken,
      body: method === 'GET' || method === 'DELETE' ? undefined : {},
    });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({
      success: false,
      message: 'This area is for store administrators only.',
    });
  });

  it.each(cases.filter((c) => c.method === 'GET' && !c.route.csv))(
    '$name: answers an administrator',
    async ({ route, handler }) => {
      const res = await call(handler, route.path, { params: route.params, token: adminToken });
      // Item routes answer 404 for the made-up id; listings answer 200.
      expect([200, 404]).toContain(res.status);
      expect(res.json.success).toBe(res.status === 200);
    },
  );
});
