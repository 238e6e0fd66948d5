import { and, desc, eq, sql } from 'drizzle-orm';
import { db, type Tx } from '@/lib/db';
import { invalidateProducts } from '@/lib/page-cache';
import { isId } from '@/lib/db/ids';
import { AppError, conflict, notFound } from '@/lib/http/errors';
import { rateLimit, tooManyAttemptsMessage } from '@/lib/rate-limit';
import { orderItems, orders, products, reviews, users } from '@/models';
import type { AddReviewInput, UpdateReviewInput } from './schemas';

export * from './schemas';

/**
 * A review as the API shows it (spec section 3, plus whether the author bought the product). Other
 * shoppers' reviews carry the author's display name only: `userId` (and `mine: true`) appear on the
 * reader's own review alone, which is what the UI needs to offer edit and delete. An account id is an
 * identifier nobody else needs, and lists of them would let anyone link a shopper's reviews together.
 */
export type ApiReview = {
  _id: string;
  productId: string;
  /** The author's id: only on the reader's own review. */
  userId?: string;
  /** True on the reader's own review. */
  mine?: boolean;
  userName: string;
  rating: number;
  comment: string;
  /** Epoch milliseconds of the first posting. */
  date: number;
  /** Epoch milliseconds of the last edit (equal to date when never edited). */
  updatedAt: number;
  verifiedPurchase: boolean;
};

export type RatingSummary = { averageRating: number; totalReviews: number };
export type ProductReviews = RatingSummary & { reviews: ApiReview[] };
export type ReviewChange = RatingSummary & { review: ApiReview };

/** Review writes per user: generous for a person, a wall for a script. */
const WRITE_LIMIT = { limit: 20, windowMs: 10 * 60 * 1000 };

const reviewClosed = 'Reviews are closed for this product.';

async function enforceWriteLimit(userId: string): Promise<void> {
  const result = await rateLimit(`review:write:${userId}`, WRITE_LIMIT);
  if (!result.allowed) throw new AppError('rate_limited', tooManyAttemptsMessage(result.retryAfterMs));
}

/**
 * The author bought the product: an order of theirs that holds it and is neither cancelled nor awaiting
 * payment. The outer columns are written qualified: Drizzle leaves them bare in a one-table select, and a
 * bare product_id would bind to order_items inside the subquery.
 */
const verifiedPurchase = sql<boolean>`exists (
  select 1 from ${orderItems} oi join ${orders} o on o.id = oi.order_id
  where oi.product_id = "reviews"."product_id" and o.user_id = "reviews"."user_id"
    and o.status <> 'Cancelled' and o.payment_state not in ('pending', 'failed')
)`;

function toApiReview(
  row: {
    id: string;
    productId: string;
    userId: string;
    userName: string;
    rating: number;
    comment: string;
    createdAt: Date;
    updatedAt: Date;
    verifiedPurchase: boolean;
  },
  viewerId: string | null,
): ApiReview {
  const mine = viewerId !== null && row.userId === viewerId;
  return {
    _id: row.id,
    productId: row.productId,
    ...(mine ? { userId: row.userId, mine: true } : {}),
    userName: row.userName,
    rating: row.rating,
    comment: row.comment,
    date: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
    verifiedPurchase: Boolean(row.verifiedPurchase),
  };
}

const reviewColumns = {
  id: reviews.id,
  productId: reviews.productId,
  userId: reviews.userId,
  userName: reviews.userName,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  verifiedPurchase,
};

/**
 * A published product's reviews, newest first, with its rating summary; 404 for an unknown product.
 * `viewerId` (the signed-in reader) marks their own review; without it no review names its author's id.
 */
export async function listProductReviews(
  productId: string,
  viewerId: string | null = null,
): Promise<ProductReviews> {
  if (!isId(productId)) throw notFound('Product not found.');
  const [product] = await db
    .select({ averageRating: products.averageRating, totalReviews: products.totalReviews })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.published, true)))
    .limit(1);
  if (!product) throw notFound('Product not found.');
  const rows = await db
    .select(reviewColumns)
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return {
    reviews: rows.map((row) => toApiReview(row, viewerId)),
    averageRating: product.averageRating,
    totalReviews: product.totalReviews,
  };
}

/** The user's own review of the product, or null. */
export async function getUserReview(userId: string, productId: string): Promise<ApiReview | null> {
  if (!isId(productId)) return null;
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)))
    .limit(1);
  return row ? toApiReview(row, userId) : null;
}

/**
 * Locks the product row for the rest of the transaction and checks it takes reviews. The lock makes
 * concurrent review writes on one product queue up, so each recount sees the others' committed rows.
 */
async function lockReviewableProduct(tx: Tx, productId: string): Promise<void> {
  if (!isId(productId)) throw notFound('Product not found.');
  const [product] = await tx
    .select({ published: products.published, allowCustomerReviews: products.allowCustomerReviews })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!product || !product.published) throw notFound('Product not found.');
  if (!product.allowCustomerReviews) throw new AppError('forbidden', reviewClosed);
}

/** Recomputes the product's average rating (one decimal) and review count from its reviews. */
async function refreshProductRating(tx: Tx, productId: string): Promise<void> {
  await tx
    .update(products)
    .set({
      averageRating: sql`coalesce((select round(avg(r.rating)::numeric, 1) from ${reviews} r where r.product_id = ${productId}), 0)::real`,
      totalReviews: sql`(select count(*) from ${reviews} r where r.product_id = ${productId})::int`,
    })
    .where(eq(products.id, productId));
}

/** Posts the user's review of a product; one per user and product (a second one is a 409). */
export async function addReview(userId: string, input: AddReviewInput): Promise<ReviewChange> {
  await enforceWriteLimit(userId);
  const id = await db.transaction(async (tx) => {
    await lockReviewableProduct(tx, input.productId);
    const [author] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
    if (!author) throw new AppError('unauthorized', 'Not authorized. Please log in again.');
    const [inserted] = await tx
      .insert(reviews)
      .values({
        productId: input.productId,
        userId,
        userName: author.name,
        rating: input.rating,
        comment: input.comment,
      })
      .onConflictDoNothing({ target: [reviews.productId, reviews.userId] })
      .returning({ id: reviews.id });
    if (!inserted)
      throw conflict('You have already reviewed this product. You can edit your review instead.');
    await refreshProductRating(tx, input.productId);
    return inserted.id;
  });
  invalidateProducts([input.productId]);
  return { review: await mustGetReview(id, userId), ...(await ratingSummary(input.productId)) };
}

/** Edits the user's own review of a product (404 when they have none). */
export async function updateReview(userId: string, input: UpdateReviewInput): Promise<ReviewChange> {
  await enforceWriteLimit(userId);
  const id = await db.transaction(async (tx) => {
    await lockReviewableProduct(tx, input.productId);
    const [updated] = await tx
      .update(reviews)
      .set({ comment: input.comment, ...(input.rating === undefined ? {} : { rating: input.rating }) })
      .where(and(eq(reviews.productId, input.productId), eq(reviews.userId, userId)))
      .returning({ id: reviews.id });
    if (!updated) throw notFound('You have not reviewed this product yet.');
    await refreshProductRating(tx, input.productId);
    return updated.id;
  });
  invalidateProducts([input.productId]);
  return { review: await mustGetReview(id, userId), ...(await ratingSummary(input.productId)) };
}

/**
 * Deletes the user's own review of a product (404 when they have none). Allowed even when reviews
 * have since been closed: a shopper can always take back what they wrote.
 */
export async function deleteReview(userId: string, productId: string): Promise<RatingSummary> {
  await enforceWriteLimit(userId);
  if (!isId(productId)) throw notFound('Product not found.');
  await db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!product) throw notFound('Product not found.');
    const deleted = await tx
      .delete(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)))
      .returning({ id: reviews.id });
    if (deleted.length === 0) throw notFound('You have not reviewed this product yet.');
    await refreshProductRating(tx, productId);
  });
  invalidateProducts([productId]);
  return ratingSummary(productId);
}

async function ratingSummary(productId: string): Promise<RatingSummary> {
  const [row] = await db
    .select({ averageRating: products.averageRating, totalReviews: products.totalReviews })
    .from(products)
    .where(eq(products.id, productId));
  return row ?? { averageRating: 0, totalReviews: 0 };
}

async function mustGetReview(id: string, viewerId: string): Promise<ApiReview> {
  const [row] = await db.select(reviewColumns).from(reviews).where(eq(reviews.id, id)).limit(1);
  if (!row) throw notFound('Review not found.');
  return toApiReview(row, viewerId);
}
