import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { db, type Tx } from '@/lib/db';
import { invalidateProducts } from '@/lib/page-cache';
import { isId } from '@/lib/db/ids';
import { AppError, conflict, forbidden, notFound } from '@/lib/errors';
import type { RateLimitRule } from '@/lib/rate-limit';
import { orderItems, orders, products, reviews, reviewVotes, users } from '@/models';
import type {
  AddReviewInput,
  HelpfulVoteInput,
  ReviewListInput,
  ReviewSort,
  UpdateReviewInput,
} from './schemas';
import { publicReview, refreshProductRating } from './rating';

export * from './schemas';
export * from './moderation';

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
  /** How many shoppers found it helpful. */
  helpfulCount: number;
  /** Whether the signed-in reader voted it helpful: only when the list was read with a token. */
  votedHelpful?: boolean;
  /**
   * Only on the reader's own review when the store hid it: why. Nobody else is shown a hidden review,
   * and it counts in no rating.
   */
  hiddenReason?: string;
};

/** How many reviews gave each number of stars, "5" to "1". */
export type RatingBreakdown = Record<'1' | '2' | '3' | '4' | '5', number>;

export type RatingSummary = { averageRating: number; totalReviews: number };
export type ProductReviews = RatingSummary & { reviews: ApiReview[]; breakdown: RatingBreakdown };
export type ReviewChange = RatingSummary & { review: ApiReview };

/** Review writes (add, edit, delete) per user: generous for a person, a wall for a script; the routes count it. */
export const reviewWriteLimit = (userId: string): RateLimitRule => ({
  key: `review:write:${userId}`,
  limit: 20,
  windowMs: 10 * 60 * 1000,
});
/** Helpful votes per user: a shopper reading through reviews, not a script inflating one. */
export const reviewVoteLimit = (userId: string): RateLimitRule => ({
  key: `review:vote:${userId}`,
  limit: 60,
  windowMs: 10 * 60 * 1000,
});

const reviewClosed = 'Reviews are closed for this product.';

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
    helpfulCount: number;
    votedHelpful?: boolean;
    hiddenReason: string | null;
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
    helpfulCount: row.helpfulCount,
    ...(viewerId === null ? {} : { votedHelpful: Boolean(row.votedHelpful) }),
    ...(mine && row.hiddenReason !== null ? { hiddenReason: row.hiddenReason } : {}),
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
  helpfulCount: reviews.helpfulCount,
  hiddenReason: reviews.hiddenReason,
};

/** The reader's own vote on each review (only selected when there is a reader). */
const votedBy = (viewerId: string) =>
  sql<boolean>`exists (
    select 1 from ${reviewVotes} v where v.review_id = "reviews"."id" and v.user_id = ${viewerId}
  )`;

const reviewOrder: Record<ReviewSort, SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  helpful: [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
};

/** The count of reviews at each star rating; every rating present, zero when none. */
async function ratingBreakdown(productId: string): Promise<RatingBreakdown> {
  const rows = await db
    .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), publicReview))
    .groupBy(reviews.rating);
  const breakdown: RatingBreakdown = { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 };
  for (const row of rows) breakdown[String(row.rating) as keyof RatingBreakdown] = Number(row.count);
  return breakdown;
}

/**
 * A published product's reviews (newest first unless `sort` says otherwise; `verifiedOnly` keeps the
 * buyers' reviews), with its rating summary and the count at each star; 404 for an unknown product.
 * `viewerId` (the signed-in reader) marks their own review and their helpful votes; without it no
 * review names its author's id.
 */
export async function listProductReviews(
  input: string | ReviewListInput,
  viewerId: string | null = null,
): Promise<ProductReviews> {
  const { productId, sort, verifiedOnly } =
    typeof input === 'string' ? { productId: input, sort: 'newest' as const, verifiedOnly: false } : input;
  if (!isId(productId)) throw notFound('Product not found.');
  const [product] = await db
    .select({ averageRating: products.averageRating, totalReviews: products.totalReviews })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.published, true)))
    .limit(1);
  if (!product) throw notFound('Product not found.');
  const [rows, breakdown] = await Promise.all([
    db
      .select(viewerId === null ? reviewColumns : { ...reviewColumns, votedHelpful: votedBy(viewerId) })
      .from(reviews)
      .where(
        and(
          eq(reviews.productId, productId),
          // A hidden review is listed to its author alone (marked with the store's reason).
          viewerId === null ? publicReview : or(publicReview, eq(reviews.userId, viewerId)),
          verifiedOnly ? verifiedPurchase : undefined,
        ),
      )
      .orderBy(...reviewOrder[sort]),
    ratingBreakdown(productId),
  ]);
  return {
    reviews: rows.map((row) => toApiReview(row, viewerId)),
    averageRating: product.averageRating,
    totalReviews: product.totalReviews,
    breakdown,
  };
}

/**
 * Records (or, with `helpful: false`, takes back) the shopper's "helpful" vote on a review of a
 * published product: one vote per shopper and review however often it is sent, never on their own.
 */
export async function voteHelpful(
  userId: string,
  input: HelpfulVoteInput,
): Promise<{ reviewId: string; helpfulCount: number; votedHelpful: boolean }> {
  if (!isId(input.reviewId)) throw notFound('Review not found.');
  const reviewId = input.reviewId;
  const result = await db.transaction(async (tx) => {
    // The review row's lock queues concurrent votes on it, so each recount sees the others' rows.
    const [review] = await tx
      .select({
        userId: reviews.userId,
        productId: reviews.productId,
        published: products.published,
        hiddenAt: reviews.hiddenAt,
      })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(eq(reviews.id, reviewId))
      .for('update', { of: reviews });
    if (!review || !review.published || review.hiddenAt !== null) throw notFound('Review not found.');
    if (review.userId === userId) throw forbidden('You cannot vote on your own review.');
    if (input.helpful) await tx.insert(reviewVotes).values({ reviewId, userId }).onConflictDoNothing();
    else
      await tx
        .delete(reviewVotes)
        .where(and(eq(reviewVotes.reviewId, reviewId), eq(reviewVotes.userId, userId)));
    const [counted] = await tx
      .update(reviews)
      .set({
        helpfulCount: sql`(select count(*) from ${reviewVotes} v where v.review_id = ${reviewId})::int`,
        // A vote is not an edit: the review keeps its own last-edited time.
        updatedAt: sql`${reviews.updatedAt}`,
      })
      .where(eq(reviews.id, reviewId))
      .returning({ helpfulCount: reviews.helpfulCount });
    return { productId: review.productId, helpfulCount: counted!.helpfulCount };
  });
  invalidateProducts([result.productId]);
  return { reviewId, helpfulCount: result.helpfulCount, votedHelpful: input.helpful };
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

/** Posts the user's review of a product; one per user and product (a second one is a 409). */
export async function addReview(userId: string, input: AddReviewInput): Promise<ReviewChange> {
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
