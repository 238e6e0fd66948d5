import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { insertShopper, insertTestProduct } from '@/lib/orders/test-support';
import { resetRateLimits } from '@/lib/rate-limit';
import { orderItems, orders, products } from '@/models';
import { call } from '@/test/api';
import { POST as add } from './add/route';
import { POST as remove } from './delete/route';
import { POST as get } from './get/route';
import { POST as helpful } from './helpful/route';
import { POST as update } from './update/route';

type ReviewJson = {
  _id: string;
  userId?: string;
  mine?: boolean;
  userName: string;
  rating: number;
  comment: string;
  date: number;
  verifiedPurchase: boolean;
  helpfulCount: number;
  votedHelpful?: boolean;
};
type ListJson = {
  reviews: ReviewJson[];
  averageRating: number;
  totalReviews: number;
  breakdown: Record<string, number>;
};

let asha: Awaited<ReturnType<typeof insertShopper>>;
let ravi: Awaited<ReturnType<typeof insertShopper>>;

beforeAll(async () => {
  asha = await insertShopper('Asha Verma');
  ravi = await insertShopper('Ravi Iyer');
});
beforeEach(() => resetRateLimits());

/** The public list, or as a signed-in reader sees it (their own review marked) when given a token. */
async function list(productId: string, token?: string) {
  const res = await call<ListJson>(get, '/api/product/review/get', { body: { productId }, token });
  expect(res.status).toBe(200);
  return res.json;
}

async function stored(productId: string) {
  const [row] = await db
    .select({ averageRating: products.averageRating, totalReviews: products.totalReviews })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

describe('product reviews API', () => {
  it('adds, lists, updates and deletes a review, keeping the product rating in step', async () => {
    const productId = await insertTestProduct();
    expect(await list(productId)).toMatchObject({
      success: true,
      reviews: [],
      averageRating: 0,
      totalReviews: 0,
    });

    const added = await call(add, '/api/product/review/add', {
      token: asha.token,
      body: { productId, rating: 4, comment: '  Lovely fabric, fits well.  ' },
    });
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({ success: true, averageRating: 4, totalReviews: 1 });
    expect(await stored(productId)).toEqual({ averageRating: 4, totalReviews: 1 });

    const second = await call(add, '/api/product/review/add', {
      token: ravi.token,
      body: { productId, rating: 5, comment: 'Great' },
    });
    expect(second.json).toMatchObject({ averageRating: 4.5, totalReviews: 2 });

    const third = await call(add, '/api/product/review/add', {
      token: (await insertShopper('Meera')).token,
      body: { productId, rating: 5, comment: 'Good' },
    });
    // (4 + 5 + 5) / 3 = 4.67 → one decimal.
    expect(third.json).toMatchObject({ averageRating: 4.7, totalReviews: 3 });

    const listed = await list(productId, asha.token);
    expect(listed.totalReviews).toBe(3);
    expect(listed.averageRating).toBe(4.7);
    expect(listed.reviews.map((r) => r.comment)).toEqual(['Good', 'Great', 'Lovely fabric, fits well.']);
    const mine = listed.reviews.find((r) => r.mine);
    expect(mine).toMatchObject({
      userId: asha.id,
      userName: 'Asha Verma',
      rating: 4,
      verifiedPurchase: false,
    });
    expect(typeof mine?._id).toBe('string');
    expect(typeof mine?.date).toBe('number');

    const updated = await call(update, '/api/product/review/update', {
      token: asha.token,
      body: { productId, rating: 1, comment: 'Colour ran after one wash.' },
    });
    expect(updated.status).toBe(200);
    // (1 + 5 + 5) / 3 = 3.67
    expect(updated.json).toMatchObject({ averageRating: 3.7, totalReviews: 3 });
    expect(await stored(productId)).toEqual({ averageRating: 3.7, totalReviews: 3 });

    const deleted = await call(remove, '/api/product/review/delete', {
      token: asha.token,
      body: { productId },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toMatchObject({ success: true, averageRating: 5, totalReviews: 2 });
    expect(await stored(productId)).toEqual({ averageRating: 5, totalReviews: 2 });
    expect((await list(productId, asha.token)).reviews.some((r) => r.mine)).toBe(false);
  });

  it('defaults the rating to 5 and refuses a second review by the same user with 409', async () => {
    const productId = await insertTestProduct();
    const first = await call(add, '/api/product/review/add', {
      token: asha.token,
      body: { productId, comment: 'Nice' },
    });
    expect(first.status).toBe(200);
    expect((await list(productId)).reviews[0]?.rating).toBe(5);
    const again = await call(add, '/api/product/review/add', {
      token: asha.token,
      body: { productId, rating: 2, comment: 'Changed my mind' },
    });
    expect(again.status).toBe(409);
    expect(again.json.success).toBe(false);
    expect(await stored(productId)).toEqual({ averageRating: 5, totalReviews: 1 });
  });

  it("takes the author from the token only: a userId in the body cannot change another user's review", async () => {
    const productId = await insertTestProduct();
    await call(add, '/api/product/review/add', {
      token: asha.token,
      body: { productId, rating: 5, comment: 'Mine' },
    });

    const hijack = await call(update, '/api/product/review/update', {
      token: ravi.token,
      body: { productId, userId: asha.id, rating: 1, comment: 'Hijacked' },
    });
    expect(hijack.status).toBe(404);
    const del = await call(remove, '/api/product/review/delete', {
      token: ravi.token,
      body: { productId, userId: asha.id },
    });
    expect(del.status).toBe(404);
    const forged = await call(add, '/api/product/review/add', {
      token: ravi.token,
      body: { productId, userId: asha.id, userName: 'Asha Verma', rating: 1, comment: 'Forged' },
    });
    expect(forged.status).toBe(200);
    const asAsha = (await list(productId, asha.token)).reviews;
    expect(asAsha.find((r) => r.comment === 'Mine')).toMatchObject({
      userId: asha.id,
      mine: true,
      rating: 5,
    });
    const asRavi = (await list(productId, ravi.token)).reviews;
    expect(asRavi.find((r) => r.comment === 'Forged')).toMatchObject({
      userId: ravi.id,
      userName: 'Ravi Iyer',
    });
  });

  it('needs a token for every write', async () => {
    const productId = await insertTestProduct();
    for (const handler of [add, update, remove]) {
      const res = await call(handler, '/api/product/review/x', {
        body: { productId, rating: 5, comment: 'x' },
      });
      expect(res.status).toBe(401);
    }
  });

  it('refuses bad ratings and empty comments with 400 and changes nothing', async () => {
    const productId = await insertTestProduct();
    for (const rating of [0, 6, 4.5, '5', null, -1, 'five', true]) {
      const res = await call(add, '/api/product/review/add', {
        token: asha.token,
        body: { productId, rating, comment: 'ok' },
      });
      expect(res.status, JSON.stringify(rating)).toBe(400);
      expect(res.json.message).toBe('Rating must be a whole number from 1 to 5.');
    }
    for (const comment of ['', '   ', '\n\t', undefined, null, 42]) {
      const res = await call(add, '/api/product/review/add', {
        token: asha.token,
        body: { productId, rating: 4, comment },
      });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe('Please add a comment');
    }
    const long = await call(add, '/api/product/review/add', {
      token: asha.token,
      body: { productId, rating: 4, comment: 'x'.repeat(2001) },
    });
    expect(long.status).toBe(400);
    const notJson = await call(add, '/api/product/review/add', { token: asha.token, body: '{oops' });
    expect(notJson.status).toBe(400);
    expect(await stored(productId)).toEqual({ averageRating: 0, totalReviews: 0 });

    await call(add, '/api/product/review/add', {
      token: asha.token,
      body: { productId, rating: 3, comment: 'ok' },
    });
    const badUpdate = await call(update, '/api/product/review/update', {
      token: asha.token,
      body: { productId, rating: 9, comment: 'ok' },
    });
    expect(badUpdate.status).toBe(400);
    const blankUpdate = await call(update, '/api/product/review/update', {
      token: asha.token,
      body: { productId, rating: 2, comment: '  ' },
    });
    expect(blankUpdate.status).toBe(400);
    expect(await stored(productId)).toEqual({ averageRating: 3, totalReviews: 1 });
  });

  it('keeps markup as literal text', async () => {
    const productId = await insertTestProduct();
    const comment = '<script>alert("x")</script><b>bold</b> & <img src=x onerror=alert(1)>';
    await call(add, '/api/product/review/add', {
      token: asha.token,
      body: { productId, rating: 4, comment },
    });
    expect((await list(productId)).reviews[0]?.comment).toBe(comment);
  });

  it('refuses reviews on unknown, unpublished and closed products', async () => {
    const unknown = await call(add, '/api/product/review/add', {
      token: asha.token,
      body: { productId: '0123456789abcdef01234567', rating: 5, comment: 'x' },
    });
    expect(unknown.status).toBe(404);
    const junkId = await call(get, '/api/product/review/get', { body: { productId: "' or 1=1 --" } });
    expect(junkId.status).toBe(404);
    const missing = await call(get, '/api/product/review/get', { body: {} });
    expect(missing.status).toBe(400);

    const hidden = await insertTestProduct({ published: false });
    expect(
      (
        await call(add, '/api/product/review/add', {
          token: asha.token,
          body: { productId: hidden, comment: 'x' },
        })
      ).status,
    ).toBe(404);
    expect((await call(get, '/api/product/review/get', { body: { productId: hidden } })).status).toBe(404);

    const closed = await insertTestProduct({ allowCustomerReviews: false });
    const res = await call(add, '/api/product/review/add', {
      token: asha.token,
      body: { productId: closed, comment: 'x' },
    });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe('Reviews are closed for this product.');
  });

  it('answers 404 when updating or deleting a review that does not exist', async () => {
    const productId = await insertTestProduct();
    const upd = await call(update, '/api/product/review/update', {
      token: asha.token,
      body: { productId, rating: 3, comment: 'x' },
    });
    expect(upd.status).toBe(404);
    const del = await call(remove, '/api/product/review/delete', { token: asha.token, body: { productId } });
    expect(del.status).toBe(404);
  });

  it('marks reviews by buyers of the product as verified purchases', async () => {
    const productId = await insertTestProduct();
    await buy(ravi.id, productId);
    await call(add, '/api/product/review/add', {
      token: ravi.token,
      body: { productId, rating: 5, comment: 'Bought it' },
    });
    await call(add, '/api/product/review/add', {
      token: asha.token,
      body: { productId, rating: 5, comment: 'Saw it' },
    });
    const reviews = (await list(productId)).reviews;
    expect(reviews.find((r) => r.userName === 'Ravi Iyer')?.verifiedPurchase).toBe(true);
    expect(reviews.find((r) => r.userName === 'Asha Verma')?.verifiedPurchase).toBe(false);
  });

  it('counts concurrent reviews of one product correctly', async () => {
    const productId = await insertTestProduct();
    const shoppers = await Promise.all(Array.from({ length: 8 }, (_, i) => insertShopper(`Shopper ${i}`)));
    const results = await Promise.all(
      shoppers.map((s, i) =>
        call(add, '/api/product/review/add', {
          token: s.token,
          body: { productId, rating: (i % 5) + 1, comment: 'c' },
        }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    // ratings 1,2,3,4,5,1,2,3 → 21 / 8 = 2.625 → 2.6
    expect(await stored(productId)).toEqual({ averageRating: 2.6, totalReviews: 8 });
  });

  it('rate-limits review writes per user with 429', async () => {
    const productId = await insertTestProduct();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await call(remove, '/api/product/review/delete', { token: asha.token, body: { productId } })).status,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another shopper is not affected.
    const other = await call(add, '/api/product/review/add', {
      token: ravi.token,
      body: { productId, comment: 'ok' },
    });
    expect(other.status).toBe(200);
  });
});

describe('reviewer identities (issue 14, point 16)', () => {
  it("show other reviewers by name only: no list names an account id except the reader's own", async () => {
    const productId = await insertTestProduct();
    for (const [who, comment] of [
      [asha, 'Soft cotton.'],
      [ravi, 'Runs small.'],
    ] as const) {
      const res = await call(add, '/api/product/review/add', {
        token: who.token,
        body: { productId, comment },
      });
      expect(res.status).toBe(200);
    }
    const publicList = await list(productId);
    expect(publicList.reviews).toHaveLength(2);
    for (const review of publicList.reviews) {
      expect(review).not.toHaveProperty('userId');
      expect(review).not.toHaveProperty('mine');
      expect(JSON.stringify(review)).not.toContain(asha.id);
      expect(JSON.stringify(review)).not.toContain(ravi.id);
    }
    expect(publicList.reviews.map((r) => r.userName).sort()).toEqual(['Asha Verma', 'Ravi Iyer']);

    const asAsha = await list(productId, asha.token);
    expect(asAsha.reviews.find((r) => r.comment === 'Soft cotton.')).toMatchObject({
      userId: asha.id,
      mine: true,
    });
    const other = asAsha.reviews.find((r) => r.comment === 'Runs small.');
    expect(other).not.toHaveProperty('userId');
    expect(JSON.stringify(asAsha)).not.toContain(ravi.id);
  });
});

/** Ravi's order of the product, so his review of it counts as a verified buyer's. */
async function buy(userId: string, productId: string): Promise<void> {
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      paymentMethod: 'cod',
      paymentState: 'cod',
      subtotalPaise: 100_000,
      amountPaise: 100_000,
      address: {
        firstName: 'Ravi',
        lastName: 'Iyer',
        email: 'r@example.in',
        street: '1 MG Road',
        apartment: '',
        city: 'Bengaluru',
        state: 'Karnataka',
        zipcode: '560001',
        country: 'India',
        phone: '9876543210',
      },
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values({
    orderId: order!.id,
    lineNo: 1,
    productId,
    name: 'Test',
    images: [],
    unitPricePaise: 100_000,
    size: 'default',
    quantity: 1,
  });
}

describe('ratings breakdown, review order and helpful votes (issue 17, point 5)', () => {
  async function review(token: string, productId: string, rating: number, comment: string) {
    const res = await call<{ review: ReviewJson }>(add, '/api/product/review/add', {
      token,
      body: { productId, rating, comment },
    });
    expect(res.status).toBe(200);
    return res.json.review._id;
  }
  const vote = (token: string | undefined, body: unknown) =>
    call<{ helpfulCount: number; votedHelpful: boolean; message?: string }>(
      helpful,
      '/api/product/review/helpful',
      {
        token,
        body,
      },
    );

  it('counts the reviews at each star, every rating present', async () => {
    const productId = await insertTestProduct();
    expect((await list(productId)).breakdown).toEqual({ '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 });
    const shoppers = await Promise.all([0, 1, 2, 3].map((i) => insertShopper(`Counter ${i}`)));
    for (const [i, rating] of [5, 5, 4, 1].entries())
      await review(shoppers[i]!.token, productId, rating, 'ok');
    const answer = await list(productId);
    expect(answer.breakdown).toEqual({ '5': 2, '4': 1, '3': 0, '2': 0, '1': 1 });
    expect(Object.values(answer.breakdown).reduce((a, b) => a + b, 0)).toBe(answer.totalReviews);
  });

  it('lists newest first by default, and by helpfulness, highest or lowest rating on request', async () => {
    const productId = await insertTestProduct();
    const [a, b, c, voter1, voter2] = await Promise.all(
      ['Anil', 'Bina', 'Chitra', 'Dev', 'Esha'].map((n) => insertShopper(n)),
    );
    const first = await review(a!.token, productId, 3, 'first');
    const second = await review(b!.token, productId, 5, 'second');
    const third = await review(c!.token, productId, 1, 'third');
    expect((await vote(voter1!.token, { reviewId: first })).status).toBe(200);
    expect((await vote(voter2!.token, { reviewId: first })).status).toBe(200);
    expect((await vote(voter1!.token, { reviewId: third })).status).toBe(200);
    const order = async (sort?: string) => {
      const res = await call<ListJson>(get, '/api/product/review/get', { body: { productId, sort } });
      expect(res.status).toBe(200);
      return res.json.reviews.map((r) => r.comment);
    };
    expect(await order()).toEqual(['third', 'second', 'first']);
    expect(await order('newest')).toEqual(['third', 'second', 'first']);
    expect(await order('helpful')).toEqual(['first', 'third', 'second']);
    expect(await order('highest')).toEqual(['second', 'first', 'third']);
    expect(await order('lowest')).toEqual(['third', 'first', 'second']);
    expect(second).toBeTruthy();
    const bad = await call(get, '/api/product/review/get', { body: { productId, sort: 'random' } });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({
      success: false,
      message: expect.stringContaining('sort must be one of'),
    });
  });

  it('filters to verified buyers on request', async () => {
    const productId = await insertTestProduct();
    const [buyer, browser] = await Promise.all([insertShopper('Buyer'), insertShopper('Browser')]);
    await buy(buyer.id, productId);
    await review(buyer.token, productId, 4, 'bought it');
    await review(browser.token, productId, 2, 'only looked');
    const res = await call<ListJson>(get, '/api/product/review/get', {
      body: { productId, verifiedOnly: true },
    });
    expect(res.json.reviews.map((r) => r.comment)).toEqual(['bought it']);
    // The summary stays the product's: filtering the list does not change the average or the bars.
    expect(res.json.totalReviews).toBe(2);
    expect(res.json.breakdown).toMatchObject({ '4': 1, '2': 1 });
  });

  it('takes one helpful vote per shopper, however often sent, and lets it be taken back', async () => {
    const productId = await insertTestProduct();
    const [author, voter] = await Promise.all([insertShopper('Author'), insertShopper('Voter')]);
    const reviewId = await review(author.token, productId, 4, 'useful');
    const votes = await Promise.all(Array.from({ length: 5 }, () => vote(voter.token, { reviewId })));
    expect(votes.map((v) => v.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await vote(voter.token, { reviewId })).json).toMatchObject({
      helpfulCount: 1,
      votedHelpful: true,
    });
    // The reader sees their own vote; the public list counts it without saying whose it is.
    const seen = (await list(productId, voter.token)).reviews.find((r) => r._id === reviewId)!;
    expect(seen).toMatchObject({ helpfulCount: 1, votedHelpful: true });
    const anonymous = (await list(productId)).reviews.find((r) => r._id === reviewId)!;
    expect(anonymous.helpfulCount).toBe(1);
    expect(anonymous).not.toHaveProperty('votedHelpful');
    const undone = await vote(voter.token, { reviewId, helpful: false });
    expect(undone.json).toMatchObject({ helpfulCount: 0, votedHelpful: false });
    expect((await list(productId, voter.token)).reviews[0]).toMatchObject({
      helpfulCount: 0,
      votedHelpful: false,
    });
  });

  it('counts concurrent votes from many shoppers exactly', async () => {
    const productId = await insertTestProduct();
    const author = await insertShopper('Popular');
    const reviewId = await review(author.token, productId, 5, 'popular');
    const voters = await Promise.all(Array.from({ length: 10 }, (_, i) => insertShopper(`Fan ${i}`)));
    const results = await Promise.all(voters.map((v) => vote(v.token, { reviewId })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect((await list(productId)).reviews[0]!.helpfulCount).toBe(10);
  });

  it("refuses a vote on one's own review, without a token, and on an unknown review", async () => {
    const productId = await insertTestProduct();
    const author = await insertShopper('Self Voter');
    const reviewId = await review(author.token, productId, 5, 'mine');
    const own = await vote(author.token, { reviewId });
    expect(own.status).toBe(403);
    expect(own.json.message).toBe('You cannot vote on your own review.');
    expect((await vote(undefined, { reviewId })).status).toBe(401);
    expect((await vote(author.token, { reviewId: 'ffffffffffffffffffffffff' })).status).toBe(404);
    expect((await vote(author.token, { reviewId: '' })).status).toBe(400);
    expect((await vote(author.token, { reviewId, helpful: 'yes' })).status).toBe(400);
    expect((await list(productId)).reviews[0]!.helpfulCount).toBe(0);
  });

  it("leaves the review's last-edited time alone when it is voted on", async () => {
    const productId = await insertTestProduct();
    const [author, voter] = await Promise.all([insertShopper('Timed'), insertShopper('Voter Two')]);
    const reviewId = await review(author.token, productId, 4, 'timed');
    const before = (await list(productId)).reviews[0]!;
    await vote(voter.token, { reviewId });
    const after = (await list(productId)).reviews[0]! as ReviewJson & { updatedAt: number };
    expect(after.updatedAt).toBe((before as ReviewJson & { updatedAt: number }).updatedAt);
  });
});
