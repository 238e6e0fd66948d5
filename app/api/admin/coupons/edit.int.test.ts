import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestUser } from '@/test/fixtures/accounts';
import { createTestAdmin } from '@/test/fixtures/admin';
import { db } from '@/lib/db';
import { tagVersions } from '@/lib/page-cache';
import { insertShopper, insertTestProduct, orderBody } from '@/lib/orders/test-support';
import { resetRateLimits } from '@/lib/rate-limit';
import { auditLog, coupons } from '@/models';
import { call } from '@/test/api';
import { POST as previewRoute } from '@/app/api/cart/coupon/route';
import { POST as placeCod } from '@/app/api/order/place/route';
import { POST as createCouponRoute } from './route';
import { PATCH as updateCouponRoute } from './[id]/route';

// Issue 27 point 6: the back office edits a coupon with the create form's rules, never below its uses.

type ApiCoupon = {
  _id: string;
  code: string;
  kind: string;
  value: number;
  usageLimit: number | null;
  used: number;
};

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestAdmin();
});
beforeEach(() => resetRateLimits());

let seq = 0;
/** A code and a category of this test alone, so no other test's coupon or product is in play. */
function fresh() {
  const tag = `${++seq}${Date.now().toString(36).toUpperCase().slice(-6)}`;
  return { code: `EDIT${tag}`, category: `Coupon Edit ${tag}` };
}

async function create(body: Record<string, unknown>) {
  const created = await call<{ coupon: ApiCoupon }>(createCouponRoute, '/api/admin/coupons', {
    token: admin.token,
    body,
  });
  expect(created.status, JSON.stringify(created.json)).toBe(200);
  return created.json.coupon;
}

const edit = (id: string, body: Record<string, unknown>) =>
  call<{ coupon: ApiCoupon }>(updateCouponRoute, `/api/admin/coupons/${id}`, {
    method: 'PATCH',
    token: admin.token,
    params: { id },
    body,
  });

const preview = (code: string, product: string) =>
  call<{ discount: number; amount: number; subtotal: number }>(previewRoute, '/api/cart/coupon', {
    body: { code, items: [{ _id: product, quantity: 1 }] },
  });

describe('editing a coupon in the back office (PATCH /api/admin/coupons/[id])', () => {
  it('changes the discount a cart preview gives, audits the change and refreshes the covered product pages', async () => {
    const { code, category } = fresh();
    const product = await insertTestProduct({ category, categories: [category], regularPricePaise: 200_000 });
    const elsewhere = await insertTestProduct({ regularPricePaise: 200_000 });
    const terms = { code, kind: 'percent', value: 10, categories: [category] };
    const coupon = await create(terms);
    // ₹2,000 at 10%: ₹200 off.
    expect((await preview(code, product)).json).toMatchObject({ success: true, discount: 200, amount: 1800 });

    const page = () => tagVersions([`product:${product}`])[0]!;
    const otherPage = () => tagVersions([`product:${elsewhere}`])[0]!;
    const [before, otherBefore] = [page(), otherPage()];
    const edited = await edit(coupon._id, { ...terms, value: 25 });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(edited.json).toMatchObject({
      message: 'Coupon saved.',
      coupon: { code, value: 25, kind: 'percent' },
    });
    // The same cart now gets 25%: ₹500 off.
    expect((await preview(code, product)).json).toMatchObject({ success: true, discount: 500, amount: 1500 });
    // The covered product's page shows the new offer; a product outside the coupon's category is left cached.
    expect(page()).toBeGreaterThan(before);
    expect(otherPage()).toBe(otherBefore);

    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'coupon'), eq(auditLog.entityId, coupon._id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      action: 'coupon.update',
      actorUserId: admin.id,
      before: { value: 10 },
      after: { value: 25 },
    });

    // The create form's rules hold for an edit: a percent above 100 is refused, a switch to flat is taken.
    const tooMuch = await edit(coupon._id, { ...terms, value: 150 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json.message).toBe('value: A percent discount is a whole number from 1 to 100.');
    const flat = await edit(coupon._id, { ...terms, kind: 'flat', value: 300 });
    expect(flat.json.coupon).toMatchObject({ kind: 'flat', value: 300 });
    expect((await preview(code, product)).json).toMatchObject({ discount: 300, amount: 1700 });
  });

  it('refuses a usage limit below the uses already made, naming them, and allows one at or above them', async () => {
    const { code, category } = fresh();
    const product = await insertTestProduct({ category, categories: [category], regularPricePaise: 100_000 });
    const terms = { code, kind: 'flat', value: 100, usageLimit: 5, categories: [category] };
    const coupon = await create(terms);
    const items = [{ _id: product, quantity: 1 }];
    for (let i = 0; i < 3; i++) {
      const shopper = await insertShopper();
      const placed = await call(placeCod, '/api/order/place', {
        token: shopper.token,
        body: { ...orderBody(items, 900), couponCode: code },
      });
      expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    }
    const message = 'This coupon has been used 3 times; its limit cannot be lower than 3.';

    for (const usageLimit of [2, 1]) {
      const refused = await edit(coupon._id, { ...terms, usageLimit, value: 150 });
      expect(refused.status).toBe(409);
      expect(refused.json).toMatchObject({
        success: false,
        message,
        issues: [{ path: 'usageLimit', message }],
      });
    }
    // Nothing of a refused edit is kept, and it writes no audit row.
    const [row] = await db.select().from(coupons).where(eq(coupons.id, coupon._id));
    expect(row).toMatchObject({ usageLimit: 5, usedCount: 3, value: 10_000 });
    const audits = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'coupon'), eq(auditLog.entityId, coupon._id)));
    expect(audits.map((a) => a.action)).toEqual(['coupon.create']);

    // Down to exactly its uses (used up), or no limit at all, is allowed.
    expect((await edit(coupon._id, { ...terms, usageLimit: 3 })).json.coupon).toMatchObject({
      usageLimit: 3,
      used: 3,
    });
    expect((await preview(code, product)).json.message).toBe(`${code} is not a coupon code you can use.`);
    expect((await edit(coupon._id, { ...terms, usageLimit: null })).json.coupon).toMatchObject({
      usageLimit: null,
    });
    expect((await preview(code, product)).json).toMatchObject({ success: true, discount: 100 });
  });

  it('refuses a limit of 0 as the create form does, and an edit of a hidden coupon refreshes no product page', async () => {
    const { code, category } = fresh();
    const product = await insertTestProduct({ category, categories: [category], regularPricePaise: 100_000 });
    const terms = {
      code,
      kind: 'flat',
      value: 100,
      usageLimit: 4,
      categories: [category],
      showOnProduct: false,
    };
    const coupon = await create(terms);
    const zero = await edit(coupon._id, { ...terms, usageLimit: 0 });
    expect(zero.status).toBe(400);
    expect(zero.json.message).toBe('usageLimit: The usage limit must be at least 1.');

    const version = () => tagVersions([`product:${product}`])[0]!;
    const before = version();
    expect((await edit(coupon._id, { ...terms, value: 130 })).status).toBe(200);
    expect(version()).toBe(before);
    // Shown on product pages from now on: the covered page is refreshed.
    expect((await edit(coupon._id, { ...terms, value: 130, showOnProduct: true })).status).toBe(200);
    expect(version()).toBeGreaterThan(before);
  });
});
