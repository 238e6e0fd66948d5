import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { toCartLines, cartSubtotalPaise } from '@/components/cart/cart-lines';
import { cartKey } from '@/lib/browser/local-store';
import { db } from '@/lib/db';
import { insertShopper, insertTestProduct, orderBody } from '@/lib/orders/test-support';
import { resetRateLimits } from '@/lib/rate-limit';
import { shippingTerms } from '@/lib/store-config';
import { deliveryFeePaiseUnder } from '@/lib/store-policy';
import { coupons, orderItems, productVariants, type SizeVariant } from '@/models';
import { call } from '@/test/api';
import type { ApiProduct } from '@/lib/catalog/types';
import { GET as listRoute } from '@/app/api/product/list/route';
import { POST as previewRoute } from '@/app/api/cart/coupon/route';
import { POST as placeCod } from './place/route';

beforeEach(() => resetRateLimits());

const size = (regular: number, sale: number | null, widthCm: number): SizeVariant => ({
  regularPricePaise: regular * 100,
  salePricePaise: sale == null ? null : sale * 100,
  widthCm,
  depthCm: 210,
  heightCm: 95,
});

/** A bed whose sizes cost ₹8,000 / ₹10,000 (sale of ₹12,000) / ₹16,000, with stock per size. */
async function insertBed() {
  const id = await insertTestProduct({
    name: 'Test Sheesham Bed',
    category: 'bed',
    categories: ['bed'],
    sizes: ['Single', 'Queen', 'King'],
    colors: ['Walnut'],
    // The product's price is the cheapest size's: the "from" price lists and filters use.
    regularPricePaise: 800_000,
    widthCm: 193,
    depthCm: 210,
    heightCm: 95,
    stock: 15,
    gstRatePercent: 18,
    hsnCode: '9403',
    sizeVariants: {
      Single: size(8000, null, 103),
      Queen: size(12000, 10000, 163),
      King: size(16000, null, 193),
    },
  });
  await db
    .insert(productVariants)
    .values(['Single', 'Queen', 'King'].map((s) => ({ productId: id, color: 'Walnut', size: s, stock: 5 })));
  return id;
}

const fee = (subtotalRupees: number) => deliveryFeePaiseUnder(subtotalRupees * 100, shippingTerms()) / 100;

const variantStock = async (productId: string, s: string) =>
  (
    await db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(and(eq(productVariants.productId, productId), eq(productVariants.size, s)))
  )[0]?.stock;

describe('a size with its own price', () => {
  it('is listed at its cheapest size ("from"), with each size priced and measured', async () => {
    const bed = await insertBed();
    const res = await call<{ products: ApiProduct[] }>(
      listRoute,
      `/api/product/list?category=bed&limit=200`,
      {
        method: 'GET',
      },
    );
    const listed = res.json.products.find((p) => p._id === bed)!;
    expect(listed).toMatchObject({ regularPrice: 8000, salePrice: null, price: 8000 });
    expect(listed.sizeVariants.map((v) => [v.size, v.price, v.dimensions.width])).toEqual([
      ['Single', 8000, 103],
      ['Queen', 10000, 163],
      ['King', 16000, 193],
    ]);
    // The browser's cart prices each line at its size, as the server will.
    const lines = toCartLines(
      { [bed]: { [cartKey('Queen', 'Walnut')]: 1, [cartKey('King', 'Walnut')]: 2 } },
      new Map([[bed, listed]]),
    );
    expect(lines.map((l) => l.unitPrice)).toEqual([10000, 16000]);
    expect(cartSubtotalPaise(lines)).toBe((10000 + 2 * 16000) * 100);
  });

  it('is charged by /api/order/place from the original payload, and takes stock from that size', async () => {
    const bed = await insertBed();
    const shopper = await insertShopper();
    const items = [
      { _id: bed, size: 'Queen', color: 'Walnut', quantity: 1 },
      { _id: bed, size: 'King', color: 'Walnut', quantity: 1 },
    ];
    // The "from" price for both lines is a changed price: the answer names the real amount.
    const cheap = await call(placeCod, '/api/order/place', {
      token: shopper.token,
      body: orderBody(items, 16000 + fee(16000)),
    });
    expect(cheap.status).toBe(409);
    const subtotal = 10000 + 16000;
    expect(cheap.json).toMatchObject({ success: false, amount: subtotal + fee(subtotal) });

    const placed = await call<{ orderId: string; amount: number }>(placeCod, '/api/order/place', {
      token: shopper.token,
      body: orderBody(items, subtotal + fee(subtotal)),
    });
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    expect(placed.json.amount).toBe(subtotal + fee(subtotal));
    const rows = await db
      .select({
        size: orderItems.size,
        unit: orderItems.unitPricePaise,
        regular: orderItems.regularPricePaise,
        sale: orderItems.salePricePaise,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.json.orderId))
      .orderBy(orderItems.lineNo);
    expect(rows).toEqual([
      { size: 'Queen', unit: 1_000_000, regular: 1_200_000, sale: 1_000_000 },
      { size: 'King', unit: 1_600_000, regular: 1_600_000, sale: null },
    ]);
    expect([
      await variantStock(bed, 'Single'),
      await variantStock(bed, 'Queen'),
      await variantStock(bed, 'King'),
    ]).toEqual([5, 4, 4]);
  });

  it('counts towards a coupon at its own price, in the preview and the placed order', async () => {
    const bed = await insertBed();
    const shopper = await insertShopper();
    const code = `BED${Date.now().toString(36).toUpperCase()}`;
    // ₹14,000 minimum: a King (₹16,000) qualifies, the "from" price (₹8,000) would not.
    await db.insert(coupons).values({ code, kind: 'percent', value: 10, minOrderPaise: 1_400_000 });
    const preview = await call(previewRoute, '/api/cart/coupon', {
      token: shopper.token,
      body: { code, items: [{ _id: bed, size: 'King', quantity: 1 }] },
    });
    expect(preview.json).toMatchObject({ success: true, subtotal: 16000, discount: 1600 });
    const amount = 16000 - 1600 + fee(16000);
    const king = [{ _id: bed, size: 'King', color: 'Walnut', quantity: 1 }];
    const placed = await call<{ amount: number }>(placeCod, '/api/order/place', {
      token: shopper.token,
      body: {
        ...orderBody(king, amount),
        couponCode: code,
      },
    });
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    expect(placed.json.amount).toBe(amount);
  });
});
