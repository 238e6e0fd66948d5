import { and, desc, eq, like } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAuthSecret } from '@/lib/accounts/secret';
import type { ImportPlan } from '@/lib/admin/catalogue';
import { db } from '@/lib/db';
import { fillCart, insertShopper, insertTestProduct, orderBody } from '@/lib/orders/test-support';
import { matchApiRoute } from '@/lib/http/api-routes';
import { tagVersions } from '@/lib/page-cache';
import { auditLog, productVariants, products } from '@/models';
import { createTestUser } from '@/test/fixtures/accounts';
import { createTestAdmin } from '@/test/fixtures/admin';
import { POST as placeCod } from '@/app/api/order/place/route';
import { call } from '@/test/api';
import { GET as exportRoute } from './products/export/route';
import { POST as importRoute } from './products/import/route';

type Row = Record<string, string>;
type Answer = { success: boolean; message?: string; plan: ImportPlan; applied?: number };

let owner: { id: string; token: string };
let shirt: string;
let sofa: string;

const ctx = { params: Promise.resolve({}) };

async function exportCsv(token = owner.token) {
  const res = await exportRoute(
    new Request('http://localhost/api/admin/products/export', { headers: { token } }),
    ctx,
  );
  const bytes = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    bytes,
    text: bytes.toString('utf8'),
    type: res.headers.get('content-type') ?? '',
  };
}

const rowsOf = (csv: string): Row[] => parse(csv, { bom: true, columns: true }) as Row[];
const csvOf = (rows: Row[], columns = Object.keys(rows[0]!)): string =>
  stringify(rows, { header: true, columns, bom: true });

async function upload(csv: string, plan?: string, token = owner.token) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'catalogue.csv');
  const url = `http://localhost/api/admin/products/import${plan ? `?plan=${plan}` : ''}`;
  const res = await importRoute(new Request(url, { method: 'POST', headers: { token }, body: form }), ctx);
  return { status: res.status, json: (await res.json()) as Answer };
}

async function dryRun(csv: string) {
  const res = await upload(csv);
  expect(res.status, JSON.stringify(res.json).slice(0, 500)).toBe(200);
  return res.json.plan;
}

async function apply(csv: string) {
  const plan = await dryRun(csv);
  const res = await upload(csv, plan.planId);
  expect(res.status, JSON.stringify(res.json).slice(0, 500)).toBe(200);
  return res.json;
}

const stockOf = async (id: string) =>
  (await db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;

/** The exported lines of our two products (the test database may hold others). */
async function ourRows(): Promise<Row[]> {
  const all = rowsOf((await exportCsv()).text);
  return all.filter((r) => r.product_id === shirt || r.product_id === sofa);
}

beforeAll(async () => {
  owner = await createTestAdmin();
  shirt = await insertTestProduct({
    name: 'कुर्ता Cotton Kurta',
    sku: 'KURTA-001',
    regularPricePaise: 129_900,
    salePricePaise: 99_950,
    stock: 10,
    tags: ['cotton', 'summer'],
  });
  sofa = await insertTestProduct({ name: 'Teak Sofa', category: 'Sofa', categories: ['Sofa'], stock: null });
  await db.insert(productVariants).values([
    { productId: sofa, color: 'Rust', size: '3 Seater', stock: 4, sku: 'SOFA-RUST-3' },
    { productId: sofa, color: 'Grey', size: '3 Seater', stock: 2, sku: 'SOFA-GREY-3' },
  ]);
});

describe('catalogue export', () => {
  it('is UTF-8 CSV with a byte order mark, one line per colour and size, Hindi and ₹ amounts intact', async () => {
    const res = await exportCsv();
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/csv; charset=utf-8/);
    expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = await ourRows();
    expect(rows.find((r) => r.product_id === shirt)).toMatchObject({
      sku: 'KURTA-001',
      name: 'कुर्ता Cotton Kurta',
      mrp_rupees: '1299',
      sale_price_rupees: '999.50',
      tags: 'cotton, summer',
      colour: '',
      size: '',
      stock: '10',
      stock_at_export: '10',
    });
    expect(rows.filter((r) => r.product_id === sofa).map((r) => [r.colour, r.size, r.stock, r.sku])).toEqual([
      ['Grey', '3 Seater', '2', 'SOFA-GREY-3'],
      ['Rust', '3 Seater', '4', 'SOFA-RUST-3'],
    ]);
  });

  it('round-trips: the exported file imported unchanged has nothing to change', async () => {
    const text = (await exportCsv()).text;
    const plan = await dryRun(text);
    expect(plan.counts).toEqual({ create: 0, change: 0, unchanged: rowsOf(text).length, refuse: 0 });
    expect(plan.rows).toEqual([]);
  });
});

describe('catalogue import', () => {
  it('dry run shows each change old → new and writes nothing; apply writes, audits, clears pages; again is a no-op', async () => {
    const rows = await ourRows();
    const kurta = rows.find((r) => r.product_id === shirt)!;
    kurta.mrp_rupees = '1499';
    kurta.sale_price_rupees = '';
    const rust = rows.find((r) => r.colour === 'Rust')!;
    rust.stock = '9';
    const fresh = {
      ...kurta,
      product_id: '',
      sku: 'NEW-KURTA-9',
      name: 'Linen Kurta',
      stock: '7',
      stock_at_export: '',
    };
    const csv = csvOf([...rows, fresh]);

    const plan = await dryRun(csv);
    expect(plan.counts).toMatchObject({ create: 1, change: 2, refuse: 0 });
    expect(plan.rows.find((r) => r.sku === 'KURTA-001')).toMatchObject({
      line: 2 + rows.indexOf(kurta),
      outcome: 'change',
      changes: [
        { column: 'mrp_rupees', from: '1299', to: '1499' },
        { column: 'sale_price_rupees', from: '999.50', to: '' },
      ],
    });
    expect(plan.rows.find((r) => r.sku === 'SOFA-RUST-3')).toMatchObject({
      outcome: 'change',
      colour: 'Rust',
      changes: [{ column: 'stock', from: '4', to: '9' }],
    });
    expect(plan.rows.find((r) => r.sku === 'NEW-KURTA-9')).toMatchObject({
      outcome: 'create',
      name: 'Linen Kurta',
    });
    const [before] = await db.select().from(products).where(eq(products.id, shirt));
    expect(before?.regularPricePaise).toBe(129_900);

    const versions = tagVersions([`product:${shirt}`, 'listing']);
    const res = await upload(csv, plan.planId);
    expect(res.status).toBe(200);
    expect(res.json.applied).toBe(3);
    const [after] = await db.select().from(products).where(eq(products.id, shirt));
    expect(after).toMatchObject({ regularPricePaise: 149_900, salePricePaise: null, stock: 10 });
    const [created] = await db.select().from(products).where(eq(products.sku, 'NEW-KURTA-9'));
    expect(created).toMatchObject({
      name: 'Linen Kurta',
      stock: 7,
      regularPricePaise: 149_900,
      slug: 'linen-kurta',
    });
    const [variant] = await db.select().from(productVariants).where(eq(productVariants.sku, 'SOFA-RUST-3'));
    expect(variant?.stock).toBe(9);
    const now = tagVersions([`product:${shirt}`, 'listing']);
    expect(now[0]).toBeGreaterThan(versions[0]!);
    expect(now[1]).toBeGreaterThan(versions[1]!);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, shirt), eq(auditLog.action, 'product.import')))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({
      actorUserId: owner.id,
      before: { mrp_rupees: '1299', sale_price_rupees: '999.50' },
      after: { mrp_rupees: '1499', sale_price_rupees: '' },
    });

    // The same file again: found by id and SKU, nothing to create or change.
    const again = await apply(csv);
    expect(again.plan.counts).toMatchObject({ create: 0, change: 0, refuse: 0 });
    expect(again.applied).toBe(0);
    expect(await db.select().from(products).where(eq(products.sku, 'NEW-KURTA-9'))).toHaveLength(1);
  });

  it('refuses an apply whose dry run is not the plan of the file now (409 with the new plan)', async () => {
    const rows = await ourRows();
    rows.find((r) => r.product_id === shirt)!.seller = 'Jaipur Looms';
    const csv = csvOf(rows);
    const res = await upload(csv, 'a'.repeat(64));
    expect(res.status).toBe(409);
    expect(res.json.message).toMatch(/changed since the dry run/);
    expect(res.json.plan.counts.change).toBe(1);
    expect((await db.select().from(products).where(eq(products.id, shirt)))[0]?.seller).toBe('');
  });

  it('refuses bad lines with the line, the column and the reason of the product form', async () => {
    const rows = await ourRows();
    const base = rows.find((r) => r.product_id === shirt)!;
    const bad = [
      { ...base, product_id: '', sku: 'BAD-PRICE', mrp_rupees: '12,99x' },
      { ...base, product_id: '', sku: 'BAD-CAT', category: 'Shrts' },
      { ...base, product_id: '', sku: 'NO-NAME', name: '  ' },
      { ...base, product_id: '', sku: 'TOO-CHEAP', mrp_rupees: '100', sale_price_rupees: '150' },
      { ...base, product_id: 'ffffffffffffffffffffffff', sku: 'GHOST' },
      { ...base, product_id: '', sku: '' },
    ];
    const plan = await dryRun(csvOf(bad));
    expect(plan.counts).toMatchObject({ create: 0, change: 0, refuse: 6 });
    expect(plan.rows.map((r) => [r.line, r.column, r.reason])).toEqual([
      [2, 'mrp_rupees', 'must be an amount in rupees'],
      [3, 'category', '"Shrts" is not a category of the shop (add it in the product form first)'],
      [4, 'name', 'is required'],
      [5, 'sale_price_rupees', 'must not be more than the regular price'],
      [6, 'product_id', 'no product has this id'],
      [7, 'sku', 'is required for a new product (it finds the product when the file is applied again)'],
    ]);
  });

  it('refuses every line of a SKU that is in the file twice', async () => {
    const rows = await ourRows();
    const kurta = rows.find((r) => r.product_id === shirt)!;
    const one = { ...kurta, product_id: '', sku: 'TWIN-1', name: 'Twin One' };
    const two = { ...kurta, product_id: '', sku: 'TWIN-1', name: 'Twin Two' };
    const plan = await dryRun(csvOf([one, kurta, two]));
    expect(plan.counts).toMatchObject({ create: 0, refuse: 2 });
    expect(plan.rows.map((r) => [r.line, r.outcome, r.column, r.reason])).toEqual([
      [2, 'refuse', 'sku', 'TWIN-1 is also on line 4'],
      [4, 'refuse', 'sku', 'TWIN-1 is also on line 2'],
    ]);
  });

  it('refuses a file without the columns, or not multipart, with a 4xx that says why', async () => {
    const missing = await upload('name,category\nKurta,Shirts\n');
    expect(missing.status).toBe(400);
    expect(missing.json.message).toMatch(/no column "product_id"/);
    const json = await call(importRoute, '/api/admin/products/import', { token: owner.token, body: {} });
    expect(json.status).toBe(415);
    const quote = await upload(`${(await exportCsv()).text}"unclosed,line\n`);
    expect(quote.status).toBe(400);
    expect(quote.json.message).toMatch(/not valid CSV/);
  });
});

describe('stock and shoppers ordering meanwhile', () => {
  const placeOrder = async (productId: string, quantity: number) => {
    const shopper = await insertShopper();
    await fillCart(shopper.id, [{ productId, quantity }]);
    const res = await call(placeCod, '/api/order/place', {
      token: shopper.token,
      body: orderBody([{ _id: productId, quantity }], 1000 * quantity),
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
  };

  it('keeps an order placed after the export: a stock cell left alone is not written back', async () => {
    const id = await insertTestProduct({ sku: 'ORDER-1', stock: 10 });
    const rows = rowsOf((await exportCsv()).text).filter((r) => r.product_id === id);
    await placeOrder(id, 2);
    rows[0]!.mrp_rupees = '1100';
    await apply(csvOf(rows));
    expect(await stockOf(id)).toBe(8);
  });

  it('refuses a stock edit when orders moved the stock since the export', async () => {
    const id = await insertTestProduct({ sku: 'ORDER-2', stock: 10 });
    const rows = rowsOf((await exportCsv()).text).filter((r) => r.product_id === id);
    await placeOrder(id, 3);
    rows[0]!.stock = '15';
    const plan = await dryRun(csvOf(rows));
    expect(plan.rows[0]).toMatchObject({
      outcome: 'refuse',
      column: 'stock',
      reason: 'was 10 when exported and is 7 now (orders or another edit): export again to set it',
    });
    expect(await stockOf(id)).toBe(7);
  });

  it('refuses the apply when an order lands between the dry run and the apply; the order keeps its units', async () => {
    const id = await insertTestProduct({ sku: 'ORDER-3', stock: 10 });
    const rows = rowsOf((await exportCsv()).text).filter((r) => r.product_id === id);
    rows[0]!.stock = '20';
    const csv = csvOf(rows);
    const plan = await dryRun(csv);
    expect(plan.rows[0]).toMatchObject({
      outcome: 'change',
      changes: [{ column: 'stock', from: '10', to: '20' }],
    });
    await placeOrder(id, 1);
    const res = await upload(csv, plan.planId);
    expect(res.status).toBe(409);
    expect(res.json.plan.rows[0]).toMatchObject({ outcome: 'refuse', column: 'stock' });
    expect(await stockOf(id)).toBe(9);
  });

  it('an order racing the apply either lands before (apply refused) or after (its decrement kept)', async () => {
    const id = await insertTestProduct({ sku: 'ORDER-4', stock: 10 });
    const rows = rowsOf((await exportCsv()).text).filter((r) => r.product_id === id);
    rows[0]!.stock = '20';
    const csv = csvOf(rows);
    const plan = await dryRun(csv);
    const [applied] = await Promise.all([upload(csv, plan.planId), placeOrder(id, 1)]);
    expect([200, 409]).toContain(applied.status);
    expect(await stockOf(id)).toBe(applied.status === 200 ? 19 : 9);
  });
});

describe('a large file', () => {
  it('imports 10,000 lines: dry run then apply', { timeout: 600_000 }, async () => {
    const template = (await ourRows()).find((r) => r.product_id === shirt)!;
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      ...template,
      product_id: '',
      sku: `BULK-${String(i).padStart(5, '0')}`,
      name: `Bulk Tee ${i}`,
      mrp_rupees: String(499 + (i % 100)),
      sale_price_rupees: '',
      stock: String(i % 50),
      stock_at_export: '',
    }));
    const csv = csvOf(rows);
    const plan = await dryRun(csv);
    expect(plan.counts).toMatchObject({ create: 10_000, refuse: 0 });
    const res = await upload(csv, plan.planId);
    expect(res.status).toBe(200);
    expect(res.json.applied).toBe(10_000);
    const made = await db.select({ sku: products.sku }).from(products).where(like(products.sku, 'BULK-%'));
    expect(made).toHaveLength(10_000);
    expect((await dryRun(csv)).counts).toMatchObject({ create: 0, change: 0, unchanged: 10_000 });
  });
});

describe('who may import and export', () => {
  it('the proxy takes the two paths for these routes, not for products/[id] (which would answer 405)', () => {
    expect(matchApiRoute('/api/admin/products/export')?.methods).toEqual(['GET']);
    expect(matchApiRoute('/api/admin/products/import')).toMatchObject({ methods: ['POST'] });
  });

  it('refuses anonymous callers, shoppers and an expired owner token', async () => {
    const shopper = await createTestUser();
    const t = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(owner.id)
      .setIssuedAt(t - 7200)
      .setExpirationTime(t - 3600)
      .sign(getAuthSecret());
    const csv = (await exportCsv()).text;
    for (const [token, status] of [
      ['', 401],
      [shopper.token, 403],
      [expired, 401],
    ] as const) {
      const out = await exportRoute(
        new Request('http://localhost/api/admin/products/export', { headers: token ? { token } : {} }),
        ctx,
      );
      expect(out.status).toBe(status);
      expect(await out.json()).toMatchObject({ success: false });
      const res = await upload(csv, undefined, token);
      expect(res.status).toBe(status);
      expect(res.json.success).toBe(false);
    }
  });
});
