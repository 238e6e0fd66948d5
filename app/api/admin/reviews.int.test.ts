import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestAdmin } from '@/test/fixtures/admin';
import { db } from '@/lib/db';
import { insertShopper, insertTestProduct } from '@/lib/orders/test-support';
import { tagVersions } from '@/lib/page-cache';
import { resetRateLimits } from '@/lib/rate-limit';
import { auditLog } from '@/models';
import { call } from '@/test/api';
import { POST as batch } from '@/app/api/product/batch/route';
import { POST as addReview } from '@/app/api/product/review/add/route';
import { POST as getReviews } from '@/app/api/product/review/get/route';
import { POST as helpful } from '@/app/api/product/review/helpful/route';
import { POST as hide } from './reviews/[id]/hide/route';
import { POST as restore } from './reviews/[id]/restore/route';
import { GET as listAdmin } from './reviews/route';

type Review = { _id: string; comment: string; mine?: boolean; hiddenReason?: string };
type List = {
  reviews: Review[];
  averageRating: number;
  totalReviews: number;
  breakdown: Record<string, number>;
};
type AdminReview = {
  _id: string;
  productName: string;
  rating: number;
  comment: string;
  userName: string;
  hidden: boolean;
  hiddenReason: string | null;
};

type Person = { id: string; token: string };
let owner: Person;
let asha: Person;
let ravi: Person;
let productId: string;
let harsh: string;

const list = async (token?: string) => {
  const res = await call<List>(getReviews, '/api/product/review/get', { body: { productId }, token });
  expect(res.status).toBe(200);
  return res.json;
};

/** The product as a card (the batch API) shows it: the same columns the page and JSON-LD read. */
const card = async () => {
  const res = await call<{ products: { averageRating: number; totalReviews: number }[] }>(
    batch,
    '/api/product/batch',
    { body: { ids: [productId] } },
  );
  const [product] = res.json.products;
  return { averageRating: product!.averageRating, totalReviews: product!.totalReviews };
};

const hideCall = (id: string, body: unknown, token = owner.token) =>
  call<{ message: string; review: AdminReview }>(hide, `/api/admin/reviews/${id}/hide`, {
    params: { id },
    body,
    token,
  });
const restoreCall = (id: string, body: unknown = {}, token = owner.token) =>
  call<{ message: string; review: AdminReview }>(restore, `/api/admin/reviews/${id}/restore`, {
    params: { id },
    body,
    token,
  });

beforeAll(async () => {
  owner = await createTestAdmin();
  asha = await insertShopper('Asha Verma');
  ravi = await insertShopper('Ravi Iyer');
  productId = await insertTestProduct();
  resetRateLimits();
  for (const [who, rating, comment] of [
    [asha, 5, 'Lovely fabric, fits well.'],
    [ravi, 1, 'Buy cheap copies at spam-link dot example'],
  ] as const) {
    const res = await call(addReview, '/api/product/review/add', {
      token: who.token,
      body: { productId, rating, comment },
    });
    expect(res.status).toBe(200);
  }
  const all = await list();
  harsh = all.reviews.find((r) => r.comment.startsWith('Buy cheap'))!._id;
});
beforeEach(() => resetRateLimits());

describe('review moderation API', () => {
  it('hides a review: it leaves the rating, the count and the public list, its author still sees it marked, and restoring brings it back', async () => {
    expect(await list()).toMatchObject({ averageRating: 3, totalReviews: 2 });
    expect(await card()).toEqual({ averageRating: 3, totalReviews: 2 });
    const [productBefore, listingBefore] = tagVersions([`product:${productId}`, 'listing']);

    const hidden = await hideCall(harsh, { reason: '  Spam link  ' });
    expect(hidden.status).toBe(200);
    expect(hidden.json).toMatchObject({
      success: true,
      message: 'Review hidden.',
      review: { _id: harsh, hidden: true, hiddenReason: 'Spam link', rating: 1, userName: 'Ravi Iyer' },
    });
    // The cached product page and the listings (cards show the rating) are re-rendered.
    const [productAfter, listingAfter] = tagVersions([`product:${productId}`, 'listing']);
    expect(productAfter).toBeGreaterThan(productBefore!);
    expect(listingAfter).toBeGreaterThan(listingBefore!);

    const visitor = await list();
    expect(visitor).toMatchObject({ averageRating: 5, totalReviews: 1 });
    expect(visitor.breakdown).toEqual({ '5': 1, '4': 0, '3': 0, '2': 0, '1': 0 });
    expect(visitor.reviews.map((r) => r._id)).not.toContain(harsh);
    expect(JSON.stringify(visitor)).not.toContain('Spam link');
    expect(await card()).toEqual({ averageRating: 5, totalReviews: 1 });
    // Another signed-in shopper does not see it either, nor can vote on it.
    const other = await list(asha.token);
    expect(other.reviews.map((r) => r._id)).not.toContain(harsh);
    const vote = await call(helpful, '/api/product/review/helpful', {
      token: asha.token,
      body: { reviewId: harsh },
    });
    expect(vote.status).toBe(404);

    // The author still sees it, marked with the store's reason; the figures are the public ones.
    const author = await list(ravi.token);
    expect(author).toMatchObject({ averageRating: 5, totalReviews: 1 });
    expect(author.reviews.find((r) => r._id === harsh)).toMatchObject({
      mine: true,
      hiddenReason: 'Spam link',
    });

    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'review'), eq(auditLog.entityId, harsh)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      actorUserId: owner.id,
      action: 'review.hide',
      before: { productId, hidden: false, hiddenReason: null },
      after: { productId, hidden: true, hiddenReason: 'Spam link' },
    });

    const again = await hideCall(harsh, { reason: 'Twice' });
    expect(again.status).toBe(409);

    const back = await restoreCall(harsh, { reason: 'Appeal accepted' });
    expect(back.status).toBe(200);
    expect(back.json.review).toMatchObject({ hidden: false, hiddenReason: null });
    const restored = await list();
    expect(restored).toMatchObject({ averageRating: 3, totalReviews: 2 });
    expect(restored.reviews.map((r) => r._id)).toContain(harsh);
    expect(restored.reviews.find((r) => r._id === harsh)).not.toHaveProperty('hiddenReason');
    expect(await card()).toEqual({ averageRating: 3, totalReviews: 2 });
    const [restoreAudit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'review'), eq(auditLog.entityId, harsh)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(restoreAudit).toMatchObject({
      actorUserId: owner.id,
      action: 'review.restore',
      before: { hidden: true, hiddenReason: 'Spam link' },
      after: { hidden: false, hiddenReason: null, note: 'Appeal accepted' },
    });
    expect((await restoreCall(harsh)).status).toBe(409);
  });

  it('lists reviews newest first for the owner, filtered by status', async () => {
    await hideCall(harsh, { reason: 'Spam link' });
    try {
      const all = await call<{ reviews: AdminReview[]; total: number }>(listAdmin, '/api/admin/reviews', {
        token: owner.token,
        query: { limit: 100 },
      });
      expect(all.status).toBe(200);
      const ours = all.json.reviews.filter((r) => r._id === harsh || r.comment.startsWith('Lovely'));
      // Ravi's review was posted after Asha's.
      expect(ours.map((r) => r._id)[0]).toBe(harsh);
      const hiddenOnly = await call<{ reviews: AdminReview[] }>(listAdmin, '/api/admin/reviews', {
        token: owner.token,
        query: { status: 'hidden', limit: 100 },
      });
      expect(hiddenOnly.json.reviews.every((r) => r.hidden)).toBe(true);
      expect(hiddenOnly.json.reviews).toContainEqual(
        expect.objectContaining({ _id: harsh, hiddenReason: 'Spam link', productName: expect.any(String) }),
      );
      const visibleOnly = await call<{ reviews: AdminReview[] }>(listAdmin, '/api/admin/reviews', {
        token: owner.token,
        query: { status: 'visible', limit: 100 },
      });
      expect(visibleOnly.json.reviews.every((r) => !r.hidden)).toBe(true);
      expect(visibleOnly.json.reviews.map((r) => r._id)).not.toContain(harsh);
      const bad = await call(listAdmin, '/api/admin/reviews', {
        token: owner.token,
        query: { status: 'gone' },
      });
      expect(bad.status).toBe(400);
      expect(bad.json).toMatchObject({ success: false, message: expect.stringMatching(/visible or hidden/) });
    } finally {
      await restoreCall(harsh);
    }
  });

  it.each([
    ['no reason', {}],
    ['a reason of 2 characters', { reason: 'no' }],
    ['only spaces', { reason: '     ' }],
    ['a reason of 201 characters', { reason: 'x'.repeat(201) }],
    ['a reason that is not text', { reason: 42 }],
  ])('refuses to hide with %s (400, nothing changes)', async (_name, body) => {
    const res = await hideCall(harsh, body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      success: false,
      message: 'Please give a reason of 3 to 200 characters.',
    });
    expect(await list()).toMatchObject({ totalReviews: 2 });
  });

  it('accepts a reason of exactly 3 and 200 characters', async () => {
    for (const reason of ['abc', 'y'.repeat(200)]) {
      const res = await hideCall(harsh, { reason });
      expect(res.status).toBe(200);
      expect(res.json.review.hiddenReason).toBe(reason);
      expect((await restoreCall(harsh)).status).toBe(200);
    }
  });

  it('answers 404 for an unknown review', async () => {
    expect((await hideCall('65f1a2b3c4d5e6f708192a3b', { reason: 'Spam' })).status).toBe(404);
    expect((await hideCall('not-an-id', { reason: 'Spam' })).status).toBe(404);
    expect((await restoreCall('65f1a2b3c4d5e6f708192a3b')).status).toBe(404);
  });

  it('refuses a visitor (401) and a shopper, even the author (403)', async () => {
    expect((await hideCall(harsh, { reason: 'Spam link' }, '')).status).toBe(401);
    const shopper = await hideCall(harsh, { reason: 'Not for me' }, ravi.token);
    expect(shopper.status).toBe(403);
    expect((await restoreCall(harsh, {}, asha.token)).status).toBe(403);
    expect((await call(listAdmin, '/api/admin/reviews', { token: asha.token })).status).toBe(403);
    expect(await list()).toMatchObject({ totalReviews: 2 });
  });
});
