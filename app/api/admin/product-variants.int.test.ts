import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestUser } from '@/test/fixtures/accounts';
import { createTestUser } from '@/test/fixtures/accounts';
import { createTestAdmin } from '@/test/fixtures/admin';
import { moveOrder, returnOneUnit } from '@/test/fixtures/returns';
import { getAuthSecret } from '@/lib/accounts/secret';
import { db } from '@/lib/db';
import { insertShopper, orderBody } from '@/lib/orders/test-support';
import { tagVersions } from '@/lib/page-cache';
import { resetRateLimits } from '@/lib/rate-limit';
import { auditLog, products, productVariants } from '@/models';
import { call } from '@/test/api';
import { POST as cancelOrder } from '@/app/api/order/cancel/route';
import { POST as placeCod } from '@/app/api/order/place/route';
import { GET as getProduct, PATCH as patchProduct } from './products/[id]/route';
import { POST as createProduct } from './products/route';

// Issue 27 point 2: the colour × size stock grid and the images per colour, saved through the product API.

type Cell = { color: string; size: string; stock: number };
type Product = {
  _id: string;
  stock: number | null;
  colors: string[];
  sizes: string[];
  colorImages: Record<string, string[]>;
  variantStock: Cell[] | null;
};

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestAdmin();
});
beforeEach(() => resetRateLimits());

const create = (body: unknown) =>
  call<{ product: Product }>(createProduct, '/api/admin/products', { token: admin.token, body });
const patch = (id: string, body: unknown, token = admin.token) =>
  call<{ product: Product }>(patchProduct, `/api/admin/products/${id}`, {
    token,
    method: 'PATCH',
    params: { id },
    body,
  });
const load = async (id: string) =>
  (
    await call<{ product: Product }>(getProduct, `/api/admin/products/${id}`, {
      token: admin.token,
      params: { id },
    })
  ).json.product;

async function cellsInDb(id: string): Promise<Record<string, number>> {
  const rows = await db.select().from(productVariants).where(eq(productVariants.productId, id));
  return Object.fromEntries(rows.map((r) => [`${r.color}/${r.size}`, r.stock]));
}
const stockOf = async (id: string) =>
  (await db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;

/** A published ₹1,000 kurta in Navy and Rust, S and M, with 4 units in each cell (16 in all). */
async function kurta(): Promise<string> {
  const res = await create({
    name: `Grid Kurta ${Math.random().toString(36).slice(2, 8)}`,
    category: 'T-Shirts & Shirts',
    regularPrice: 1000,
    hsnCode: '6205',
    gstRatePercent: 5,
    colors: ['Navy', 'Rust'],
    sizes: ['S', 'M'],
    image: ['/media/uploads/kurta.webp'],
    variantStock: ['Navy', 'Rust'].flatMap((color) => ['S', 'M'].map((size) => ({ color, size, stock: 4 }))),
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.product._id;
}

const order = (token: string, id: string, color: string, size: string, quantity = 1) =>
  call<{ orderId: string }>(placeCod, '/api/order/place', {
    token,
    body: orderBody(
      [{ _id: id, size, color, quantity } as { _id: string; quantity: number }],
      1000 * quantity,
    ),
  });

describe('the stock grid on the product API', () => {
  it('creates a product with its grid: every cell stored, the stock is their total, shown back with the product', async () => {
    const id = await kurta();
    expect(await cellsInDb(id)).toEqual({ 'Navy/S': 4, 'Navy/M': 4, 'Rust/S': 4, 'Rust/M': 4 });
    const product = await load(id);
    expect(product.stock).toBe(16);
    expect(product.variantStock).toEqual([
      { color: 'Navy', size: 'M', stock: 4 },
      { color: 'Navy', size: 'S', stock: 4 },
      { color: 'Rust', size: 'M', stock: 4 },
      { color: 'Rust', size: 'S', stock: 4 },
    ]);
  });

  it('sets only the cells sent, derives the total, audits the change and clears the product pages', async () => {
    const id = await kurta();
    const tags = ['listing', `product:${id}`] as const;
    const before = tagVersions(tags);
    const res = await patch(id, {
      variantStock: [
        { color: 'Navy', size: 'M', stock: 0, was: 4 },
        { color: 'Rust', size: 'S', stock: 11, was: 4 },
      ],
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.product.stock).toBe(19);
    expect(await cellsInDb(id)).toEqual({ 'Navy/S': 4, 'Navy/M': 0, 'Rust/S': 11, 'Rust/M': 4 });
    expect(await stockOf(id)).toBe(19);
    expect(tagVersions(tags)).toEqual(before.map((v) => v + 1));
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'product.update')));
    expect(audit?.actorUserId).toBe(admin.id);
    expect(audit?.before).toMatchObject({ stock: 16 });
    expect(audit?.after).toMatchObject({
      stock: 19,
      variantStock: expect.arrayContaining([{ color: 'Navy', size: 'M', stock: 0 }]),
    });
  });

  it('refuses bad cells with 400 and the field path, and writes nothing', async () => {
    const id = await kurta();
    const cases: [unknown, string, RegExp][] = [
      [{ color: 'Navy', size: 'M', stock: -1 }, 'variantStock.0.stock', /whole number of units/],
      [{ color: 'Navy', size: 'M', stock: 1.5 }, 'variantStock.0.stock', /whole number of units/],
      [{ color: 'Navy', size: 'M', stock: 'lots' }, 'variantStock.0.stock', /whole number of units/],
      [
        { color: 'Green', size: 'M', stock: 1 },
        'variantStock.0.color',
        /"Green" is not one of the product's colours \(Navy, Rust\)/,
      ],
      [
        { color: 'Navy', size: 'XXL', stock: 1 },
        'variantStock.0.size',
        /"XXL" is not one of the product's sizes \(S, M\)/,
      ],
    ];
    for (const [cell, path, message] of cases) {
      const res = await patch(id, { variantStock: [cell] });
      expect(res.status, JSON.stringify(res.json)).toBe(400);
      expect(res.json.message).toMatch(message);
      expect(res.json.issues?.[0]?.path).toBe(path);
    }
    const twice = await patch(id, {
      variantStock: [
        { color: 'Navy', size: 'M', stock: 1 },
        { color: 'Navy', size: 'M', stock: 2 },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.json.issues?.[0]?.path).toBe('variantStock.1');
    const withTotal = await patch(id, { stock: 50, variantStock: [{ color: 'Navy', size: 'M', stock: 1 }] });
    expect(withTotal.status).toBe(400);
    expect(withTotal.json.message).toMatch(/^stock: is the total of the colour and size grid/);
    // A product that keeps a grid does not take a typed total either.
    const typed = await patch(id, { stock: 50 });
    expect(typed.status).toBe(400);
    expect(typed.json.issues?.[0]?.path).toBe('stock');
    expect(await cellsInDb(id)).toEqual({ 'Navy/S': 4, 'Navy/M': 4, 'Rust/S': 4, 'Rust/M': 4 });
    expect(await stockOf(id)).toBe(16);
  });

  it('refuses a save over a cell an order changed since the page loaded (409), keeping the order’s unit', async () => {
    const id = await kurta();
    const opened = await load(id);
    const navyM = opened.variantStock!.find((c) => c.color === 'Navy' && c.size === 'M')!;
    const shopper = await insertShopper();
    expect((await order(shopper.token, id, 'Navy', 'M')).status).toBe(200);

    const res = await patch(id, {
      variantStock: [{ color: 'Navy', size: 'M', stock: 10, was: navyM.stock }],
    });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(
      'Stock for Navy / M changed since you opened this page (now 3). Reload the page and save again.',
    );
    expect(await cellsInDb(id)).toMatchObject({ 'Navy/M': 3 });
    expect(await stockOf(id)).toBe(15);
    // Another cell, unchanged by the order, saves; the total keeps the order's unit off.
    const other = await patch(id, { variantStock: [{ color: 'Rust', size: 'S', stock: 6, was: 4 }] });
    expect(other.status).toBe(200);
    expect(await cellsInDb(id)).toEqual({ 'Navy/S': 4, 'Navy/M': 3, 'Rust/S': 6, 'Rust/M': 4 });
    expect(other.json.product.stock).toBe(17);
  });

  it('never loses an order placed at the same moment as a save of that cell', async () => {
    const id = await kurta();
    const shoppers = await Promise.all([1, 2, 3].map((n) => insertShopper(`Racer ${n}`)));
    const [saved, ...placed] = await Promise.all([
      patch(id, { variantStock: [{ color: 'Rust', size: 'M', stock: 9, was: 4 }] }),
      ...shoppers.map((s) => order(s.token, id, 'Rust', 'M')),
    ]);
    expect(placed.map((p) => p.status)).toEqual([200, 200, 200]);
    const cell = (await cellsInDb(id))['Rust/M'];
    // Either the save came first (9, then three orders) or an order did and the save was refused.
    if (saved!.status === 200) expect(cell).toBe(6);
    else {
      expect(saved!.status).toBe(409);
      expect(cell).toBe(1);
    }
    const cells = await cellsInDb(id);
    expect(await stockOf(id)).toBe(Object.values(cells).reduce((a, b) => a + b, 0));
  });

  it('follows new colours and sizes: new cells start at 0, removed ones go, and null stops the grid', async () => {
    const id = await kurta();
    const res = await patch(id, { colors: ['Navy', 'Olive'], sizes: ['M'] });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(await cellsInDb(id)).toEqual({ 'Navy/M': 4, 'Olive/M': 0 });
    expect(res.json.product.stock).toBe(4);
    const off = await patch(id, { variantStock: null, stock: 7 });
    expect(off.status).toBe(200);
    expect(await cellsInDb(id)).toEqual({});
    expect(off.json.product).toMatchObject({ stock: 7, variantStock: null });
  });

  it('keeps a furniture piece without sizes as one column (size "default")', async () => {
    const res = await create({
      name: 'Grid Sofa',
      category: 'sofa',
      regularPrice: 30000,
      colors: ['Teal', 'Grey'],
      variantStock: [
        { color: 'Teal', size: 'default', stock: 2 },
        { color: 'Grey', size: 'default', stock: 0 },
      ],
    });
    expect(res.json.product.stock).toBe(2);
    const id = res.json.product._id;
    const bad = await patch(id, { variantStock: [{ color: 'Teal', size: 'Queen', stock: 1 }] });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('variantStock.0.size: must be "default": the product has no sizes');
  });
});

describe('images per colour on the product API', () => {
  it('saves each colour’s images in the order sent, reorders them, and drops a colour left empty', async () => {
    const id = await kurta();
    const first = await patch(id, {
      colorImages: {
        Navy: ['/media/uploads/n1.webp', '/media/uploads/n2.webp'],
        Rust: ['/media/uploads/r1.webp'],
      },
    });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.product.colorImages).toEqual({
      Navy: ['/media/uploads/n1.webp', '/media/uploads/n2.webp'],
      Rust: ['/media/uploads/r1.webp'],
    });
    const again = await patch(id, {
      colorImages: { Navy: ['/media/uploads/n2.webp', '/media/uploads/n1.webp'], Rust: [] },
    });
    expect(again.status).toBe(200);
    expect((await load(id)).colorImages).toEqual({
      Navy: ['/media/uploads/n2.webp', '/media/uploads/n1.webp'],
    });
  });

  it('refuses a colour the product lacks and an unsafe address, naming the field', async () => {
    const id = await kurta();
    const green = await patch(id, { colorImages: { Green: ['/media/uploads/g.webp'] } });
    expect(green.status).toBe(400);
    expect(green.json.message).toBe('colorImages.Green: "Green" is not one of the product\'s colours');
    const unsafe = await patch(id, { colorImages: { Navy: ['javascript:alert(1)'] } });
    expect(unsafe.status).toBe(400);
    expect(unsafe.json.issues?.[0]?.path).toBe('colorImages.Navy.0');
    const notList = await patch(id, { colorImages: ['/media/uploads/g.webp'] });
    expect(notList.status).toBe(400);
    expect(notList.json.issues?.[0]?.path).toBe('colorImages');
  });

  it('is refused to a visitor, a shopper and an expired owner token', async () => {
    const id = await kurta();
    const body = { variantStock: [{ color: 'Navy', size: 'M', stock: 99 }] };
    const shopper = await createTestUser();
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(admin.id)
      .setIssuedAt(now - 3600)
      .setExpirationTime(now - 60)
      .sign(getAuthSecret());
    expect((await patch(id, body, '')).status).toBe(401);
    expect((await patch(id, body, shopper.token)).status).toBe(403);
    expect((await patch(id, body, expired)).status).toBe(401);
    expect(await cellsInDb(id)).toMatchObject({ 'Navy/M': 4 });
  });
});

describe('orders, cancellations and returns move the right cell', () => {
  it('takes Rust / S for an order, puts it back on cancel, and again when a return is received', async () => {
    const id = await kurta();
    const shopper = await insertShopper();
    const cancelled = await order(shopper.token, id, 'Rust', 'S', 2);
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    expect(await cellsInDb(id)).toEqual({ 'Navy/S': 4, 'Navy/M': 4, 'Rust/S': 2, 'Rust/M': 4 });
    const undo = await call(cancelOrder, '/api/order/cancel', {
      token: shopper.token,
      body: { orderId: cancelled.json.orderId },
    });
    expect(undo.status).toBe(200);
    expect(await cellsInDb(id)).toEqual({ 'Navy/S': 4, 'Navy/M': 4, 'Rust/S': 4, 'Rust/M': 4 });

    const kept = await order(shopper.token, id, 'Rust', 'S', 2);
    expect(kept.status).toBe(200);
    await moveOrder(admin.token, kept.json.orderId);
    await returnOneUnit(
      { shopper: shopper.token, admin: admin.token },
      kept.json.orderId,
      ['Approved', 'Picked up', 'Received'],
      'Seam torn at the shoulder',
    );
    expect(await cellsInDb(id)).toEqual({ 'Navy/S': 4, 'Navy/M': 4, 'Rust/S': 3, 'Rust/M': 4 });
    expect(await stockOf(id)).toBe(15);
  });
});
