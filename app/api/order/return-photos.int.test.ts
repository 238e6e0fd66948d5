import { existsSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestAdmin } from '@/test/fixtures/admin';
import type { TestUser } from '@/test/fixtures/accounts';
import { fillCart, insertShopper, insertTestProduct, orderBody, statusBody } from '@/lib/orders/test-support';
import { mediaPath } from '@/lib/media';
import { resetRateLimits } from '@/lib/rate-limit';
import { deleteOrphanReturnPhotos, MAX_UNATTACHED_RETURN_PHOTOS, ORPHAN_PHOTO_TTL_MS } from '@/lib/returns';
import { call } from '@/test/api';
import { POST as setOrderStatus } from '@/app/api/admin/orders/[id]/status/route';
import { POST as placeCod } from './place/route';
import { POST as uploadPhoto } from './return/photo/route';
import { POST as requestReturn } from './return/route';

// Issue 23 point 2: a return photo is uploaded before the request that names it, and one never attached
// was never deleted (20 uploads per 10 minutes per account, about 1 MB each, for ever). Now such photos
// count against a quota per account and the return-photo clock deletes them a day after upload.

type Shopper = { id: string; token: string };
let admin: TestUser;
let jpeg: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  admin = await createTestAdmin();
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#6b4f3a' } })
    .jpeg()
    .toBuffer();
  jpeg = new Uint8Array(bytes);
});
beforeEach(() => resetRateLimits());

async function upload(shopper: Shopper) {
  const form = new FormData();
  form.set('file', new Blob([jpeg], { type: 'image/jpeg' }), 'dent.jpg');
  const res = await uploadPhoto(
    new Request('http://localhost/api/order/return/photo', {
      method: 'POST',
      headers: { token: shopper.token },
      body: form,
    }),
    { params: Promise.resolve({}) },
  );
  return { status: res.status, json: (await res.json()) as { url?: string; message: string } };
}

async function uploadMany(shopper: Shopper, count: number): Promise<string[]> {
  const urls: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await upload(shopper);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    urls.push(res.json.url!);
  }
  return urls;
}

/** A delivered cash-on-delivery order of the shopper's, returnable. */
async function deliveredOrder(shopper: Shopper): Promise<string> {
  const product = await insertTestProduct({ stock: 10 });
  await fillCart(shopper.id, [{ productId: product, quantity: 1 }]);
  const placed = await call<{ orderId: string }>(placeCod, '/api/order/place', {
    token: shopper.token,
    body: orderBody([{ _id: product, quantity: 1 }], 1000),
  });
  expect(placed.status, JSON.stringify(placed.json)).toBe(200);
  for (const status of ['Processing', 'Shipped', 'Out for delivery', 'Delivered']) {
    await call(setOrderStatus, `/api/admin/orders/${placed.json.orderId}/status`, {
      token: admin.token,
      params: { id: placed.json.orderId },
      body: statusBody(status),
    });
  }
  return placed.json.orderId;
}

async function attach(shopper: Shopper, photos: string[]) {
  const orderId = await deliveredOrder(shopper);
  const asked = await call(requestReturn, '/api/order/return', {
    token: shopper.token,
    body: {
      orderId,
      kind: 'return',
      reason: 'Damaged or defective',
      lines: [{ lineNo: 1, quantity: 1 }],
      photos,
      refundAccount: { upiId: 'asha.verma@okhdfc' },
    },
  });
  expect(asked.status, JSON.stringify(asked.json)).toBe(200);
}

const fileOf = (url: string) => mediaPath(url.replace(/^\/media\//, ''));

/** Makes a stored photo look uploaded `ms` ago. */
async function age(url: string, ms: number) {
  const then = new Date(Date.now() - ms);
  await utimes(fileOf(url), then, then);
}

// Each upload decodes and re-encodes an image: slow on a busy machine.
describe('return photos never attached to a request', { timeout: 90_000 }, () => {
  it('count against a quota per account; attached ones do not', async () => {
    const shopper = await insertShopper();
    const urls = await uploadMany(shopper, MAX_UNATTACHED_RETURN_PHOTOS);
    const over = await upload(shopper);
    expect(over.status).toBe(429);
    expect(over.json.message).toMatch(/not attached to a return request/);
    // Another account is not held back by this one's photos.
    expect((await upload(await insertShopper('Ravi Menon'))).status).toBe(200);

    // Three of them go into a request: three more may be uploaded, and then no more.
    await attach(shopper, urls.slice(0, 3));
    await uploadMany(shopper, 3);
    expect((await upload(shopper)).status).toBe(429);
  });

  it('are deleted a day after upload by the return-photo job; attached and recent ones stay', async () => {
    const shopper = await insertShopper();
    const [attached, stale, recent, borderline] = await uploadMany(shopper, 4);
    await attach(shopper, [attached!]);
    await age(attached!, ORPHAN_PHOTO_TTL_MS + 3_600_000);
    await age(stale!, ORPHAN_PHOTO_TTL_MS + 60_000);
    await age(borderline!, ORPHAN_PHOTO_TTL_MS - 60_000);

    expect(await deleteOrphanReturnPhotos()).toBeGreaterThanOrEqual(1);
    expect(existsSync(fileOf(stale!)), 'a day-old orphan').toBe(false);
    expect(existsSync(fileOf(attached!)), 'a photo a request names').toBe(true);
    expect(existsSync(fileOf(recent!)), 'a fresh upload').toBe(true);
    expect(existsSync(fileOf(borderline!)), 'an orphan not yet a day old').toBe(true);

    // A day later the rest of the orphans go too; the attached photo never does.
    const tomorrow = new Date(Date.now() + ORPHAN_PHOTO_TTL_MS + 60_000);
    await deleteOrphanReturnPhotos(tomorrow);
    expect([recent, borderline].map((u) => existsSync(fileOf(u!)))).toEqual([false, false]);
    expect(existsSync(fileOf(attached!))).toBe(true);

    // A request naming a deleted photo is refused, not recorded with a broken image.
    const orderId = await deliveredOrder(shopper);
    const late = await call(requestReturn, '/api/order/return', {
      token: shopper.token,
      body: {
        orderId,
        kind: 'return',
        reason: 'Damaged or defective',
        lines: [{ lineNo: 1, quantity: 1 }],
        photos: [stale],
        refundAccount: { upiId: 'asha.verma@okhdfc' },
      },
    });
    expect(late.status).toBe(400);
    expect(late.json.message).toMatch(/^photos: .*upload it again/);
  });

  it('free the quota once deleted', async () => {
    const shopper = await insertShopper();
    const urls = await uploadMany(shopper, MAX_UNATTACHED_RETURN_PHOTOS);
    expect((await upload(shopper)).status).toBe(429);
    for (const url of urls) await age(url, ORPHAN_PHOTO_TTL_MS + 60_000);
    await deleteOrphanReturnPhotos();
    expect((await upload(shopper)).status).toBe(200);
  });
});
