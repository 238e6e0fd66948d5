import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '@/test/fixtures/accounts';
import { createTestAdmin } from '@/test/fixtures/admin';
import { insertProducts } from '@/test/fixtures/catalog';
import { db } from '@/lib/db';
import { tagVersions } from '@/lib/page-cache';
import { getSizeChart, seedSizeCharts } from '@/lib/size-charts';
import { auditLog } from '@/models';
import { call } from '@/test/api';
import { PATCH as patchRow } from './size-charts/[id]/route';
import { GET as listRows } from './size-charts/route';

type Row = {
  _id: string;
  category: string;
  size: string;
  chestCm: number | null;
  waistCm: number | null;
  lengthCm: number | null;
};

let admin: TestUser;
let shopper: TestUser;
let shirtId: string;

beforeAll(async () => {
  [admin, shopper] = await Promise.all([createTestAdmin(), createTestUser()]);
  await seedSizeCharts(db);
  const [shirt] = await insertProducts([{ name: 'Oxford Shirt', categories: ['T-Shirts & Shirts'] }]);
  shirtId = shirt?._id ?? '';
});

const list = async () =>
  (await call<{ rows: Row[] }>(listRows, '/api/admin/size-charts', { token: admin.token })).json.rows;

describe('/api/admin/size-charts', () => {
  it('lists the seeded charts per category in shopping order', async () => {
    const rows = await list();
    const shirts = rows.filter((r) => r.category === 'T-Shirts & Shirts');
    expect(shirts.map((r) => r.size)).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
    expect(shirts[1]).toMatchObject({ chestCm: 101.5, waistCm: null, lengthCm: 71 });
    expect(rows.map((r) => r.category)).toEqual(expect.arrayContaining(["Men's Suits And Blazers"]));
  });

  it('lets the owner edit a row: saved, audited, product pages of the category marked stale', async () => {
    const row = (await list()).find((r) => r.category === 'T-Shirts & Shirts' && r.size === 'M')!;
    const before = tagVersions([`product:${shirtId}`])[0]!;
    const res = await call<{ row: Row }>(patchRow, `/api/admin/size-charts/${row._id}`, {
      token: admin.token,
      params: { id: row._id },
      method: 'PATCH',
      body: { chestCm: 102.04, waistCm: 90, lengthCm: null },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.row).toMatchObject({ chestCm: 102, waistCm: 90, lengthCm: null });
    const chart = await getSizeChart('T-Shirts & Shirts');
    expect(chart.find((r) => r.size === 'M')).toMatchObject({ chestCm: 102, waistCm: 90, lengthCm: null });
    expect(tagVersions([`product:${shirtId}`])[0]).toBeGreaterThan(before);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'size_chart'), eq(auditLog.entityId, row._id)));
    expect(audit).toMatchObject({
      action: 'size_chart.update',
      actorUserId: admin.id,
      before: { chestCm: 101.5, waistCm: null, lengthCm: 71 },
      after: { chestCm: 102, waistCm: 90, lengthCm: null },
    });
    // Seeding again keeps the owner's numbers.
    expect(await seedSizeCharts(db)).toBe(0);
    expect((await getSizeChart('T-Shirts & Shirts')).find((r) => r.size === 'M')?.chestCm).toBe(102);
  });

  it('refuses bad measurements with 400, an unknown row with 404 and a shopper with 403', async () => {
    const row = (await list())[0]!;
    for (const body of [
      { chestCm: 0, waistCm: null, lengthCm: null },
      { chestCm: 'wide', waistCm: null, lengthCm: null },
      { chestCm: 1000, waistCm: null, lengthCm: null },
      { chestCm: 100 },
    ]) {
      const res = await call(patchRow, `/api/admin/size-charts/${row._id}`, {
        token: admin.token,
        params: { id: row._id },
        method: 'PATCH',
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.success).toBe(false);
      expect(res.json.message).toMatch(/(Chest|Waist|Length) must be .*(cm|centimetres)/);
    }
    const missing = await call(patchRow, '/api/admin/size-charts/0123456789abcdef01234567', {
      token: admin.token,
      params: { id: '0123456789abcdef01234567' },
      method: 'PATCH',
      body: { chestCm: 100, waistCm: null, lengthCm: null },
    });
    expect(missing.status).toBe(404);
    const refused = await call(patchRow, `/api/admin/size-charts/${row._id}`, {
      token: shopper.token,
      params: { id: row._id },
      method: 'PATCH',
      body: { chestCm: 100, waistCm: null, lengthCm: null },
    });
    expect(refused.status).toBe(403);
  });
});
