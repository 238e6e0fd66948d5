import { beforeAll, describe, expect, it } from 'vitest';
import { GET as adminProduct } from '@/app/api/admin/products/[id]/route';
import { POST as placeCod } from '@/app/api/order/place/route';
import { POST as userOrders } from '@/app/api/order/userorders/route';
import { POST as productBatch } from '@/app/api/product/batch/route';
import { GET as productList } from '@/app/api/product/list/route';
import { createTestUser, type TestUser } from '@/test/fixtures/accounts';
import { insertProducts } from '@/test/fixtures/catalog';
import { env } from '@/lib/env';
import { orderBody } from '@/lib/orders/test-support';
import { call } from '@/test/api';
import { createAdmin } from './support';

// Issue 14 point 14: a client of the original store served from another origin (its own front end, a
// mobile app) shows product images as the API gives them, so relative /media paths would not load there.

const IMAGE = '/media/products/api-client-kurta-front-a1.webp';
const absolute = `${env.SITE_URL.replace(/\/+$/, '')}${IMAGE}`;

let shopper: TestUser;
let admin: TestUser;
let productId: string;

beforeAll(async () => {
  [shopper, admin] = await Promise.all([createTestUser(), createAdmin()]);
  const [product] = await insertProducts([
    { name: 'API Client Kurta', regularPrice: 700, images: [IMAGE, 'https://images.example.in/kurta.webp'] },
  ]);
  productId = product?._id ?? '';
});

describe('image URLs in API answers', () => {
  it('are absolute under SITE_URL in the product list (cached answer included) and the batch', async () => {
    expect(env.MEDIA_BASE_URL).toBeUndefined();
    for (let i = 0; i < 2; i++) {
      const list = await call<{ products: { _id: string; image: string[] }[] }>(
        productList,
        '/api/product/list',
        {
          query: { search: 'API Client Kurta' },
        },
      );
      const found = list.json.products.find((p) => p._id === productId);
      expect(found?.image).toEqual([absolute, 'https://images.example.in/kurta.webp']);
    }
    const batch = await call<{ products: { image: string[] }[] }>(productBatch, '/api/product/batch', {
      body: { ids: [productId] },
    });
    expect(batch.json.products[0]?.image).toEqual([absolute, 'https://images.example.in/kurta.webp']);
  });

  it("are absolute in an order's items", async () => {
    const placed = await call(placeCod, '/api/order/place', {
      token: shopper.token,
      body: orderBody([{ _id: productId, quantity: 1 }], 700),
    });
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    const res = await call<{ orders: { items: { image: string[] }[] }[] }>(
      userOrders,
      '/api/order/userorders',
      {
        token: shopper.token,
        body: {},
      },
    );
    expect(res.json.orders[0]?.items[0]?.image[0]).toBe(absolute);
  });

  it('stay the stored paths in the back office, whose forms send them back', async () => {
    const res = await call<{ product: { image: string[] } }>(
      adminProduct,
      `/api/admin/products/${productId}`,
      {
        token: admin.token,
        params: { id: productId },
      },
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.product.image[0]).toBe(IMAGE);
  });
});
