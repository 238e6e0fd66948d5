import { count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { writeAudit } from '@/lib/admin/audit';
import { pageWindow } from '@/lib/admin/pagination';
import { db } from '@/lib/db';
import { isId } from '@/lib/db/ids';
import { conflict, notFound } from '@/lib/errors';
import { invalidateProducts } from '@/lib/page-cache';
import { products, reviews, users } from '@/models';
import type { AdminReviewQuery, HideReviewInput, RestoreReviewInput } from './moderation-schema';
import { refreshProductRating } from './rating';

export * from './moderation-schema';

/** A review as the back office lists it: the product, the author and whether the store hid it. */
export type AdminReview = {
  _id: string;
  productId: string;
  productName: string;
  rating: number;
  comment: string;
  userName: string;
  userEmail: string;
  /** Epoch milliseconds of the first posting. */
  date: number;
  hidden: boolean;
  hiddenReason: string | null;
  /** Epoch milliseconds of the hiding, null while public. */
  hiddenAt: number | null;
};

export type AdminReviewList = { reviews: AdminReview[]; total: number; page: number; totalPages: number };

/** Reviews joined to their product and author, with the columns the back office shows. */
const adminReviews = () =>
  db
    .select({
      id: reviews.id,
      productId: reviews.productId,
      productName: products.name,
      rating: reviews.rating,
      comment: reviews.comment,
      userName: reviews.userName,
      userEmail: users.email,
      createdAt: reviews.createdAt,
      hiddenAt: reviews.hiddenAt,
      hiddenReason: reviews.hiddenReason,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .$dynamic();

type AdminRow = Awaited<ReturnType<typeof adminReviews>>[number];

const toAdminReview = (r: AdminRow): AdminReview => ({
  _id: r.id,
  productId: r.productId,
  productName: r.productName,
  rating: r.rating,
  comment: r.comment,
  userName: r.userName,
  userEmail: r.userEmail,
  date: r.createdAt.getTime(),
  hidden: r.hiddenAt !== null,
  hiddenReason: r.hiddenReason,
  hiddenAt: r.hiddenAt?.getTime() ?? null,
});

const statusFilter = (status: AdminReviewQuery['status']) =>
  status === 'hidden'
    ? isNotNull(reviews.hiddenAt)
    : status === 'visible'
      ? isNull(reviews.hiddenAt)
      : undefined;

/** Every review on every product, newest first, optionally only the public or only the hidden ones. */
export async function listAdminReviews(query: AdminReviewQuery): Promise<AdminReviewList> {
  const where = statusFilter(query.status);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(reviews).where(where);
  const { page, totalPages, offset } = pageWindow(total, query.page, query.limit);
  const rows = await adminReviews()
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(query.limit)
    .offset(offset);
  return { reviews: rows.map(toAdminReview), total, page, totalPages };
}

async function getAdminReview(id: string): Promise<AdminReview> {
  const [row] = await adminReviews().where(eq(reviews.id, id));
  if (!row) throw notFound('Review not found.');
  return toAdminReview(row);
}

type Moderation = { hide: true; reason: string } | { hide: false; note?: string };

/**
 * Hides or restores a review in one transaction with its audit row and the product's new rating,
 * then refreshes the product's cached pages and the listings (their cards show the rating).
 */
async function moderate(id: string, actorUserId: string, change: Moderation): Promise<AdminReview> {
  if (!isId(id)) throw notFound('Review not found.');
  const productId = await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ productId: reviews.productId })
      .from(reviews)
      .where(eq(reviews.id, id));
    if (!target) throw notFound('Review not found.');
    // The product row first, as every review write takes it: concurrent recounts queue in one order.
    await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, target.productId))
      .for('update');
    const [current] = await tx
      .select({ hiddenAt: reviews.hiddenAt, hiddenReason: reviews.hiddenReason })
      .from(reviews)
      .where(eq(reviews.id, id))
      .for('update');
    if (!current) throw notFound('Review not found.');
    const hidden = current.hiddenAt !== null;
    if (change.hide && hidden)
      throw conflict('This review is already hidden. Restore it first to change the reason.');
    if (!change.hide && !hidden) throw conflict('This review is not hidden.');
    await tx
      .update(reviews)
      .set({
        hiddenAt: change.hide ? sql`now()` : null,
        hiddenReason: change.hide ? change.reason : null,
        // Moderation is not an edit by the author: the review keeps its own last-edited time.
        updatedAt: sql`${reviews.updatedAt}`,
      })
      .where(eq(reviews.id, id));
    await refreshProductRating(tx, target.productId);
    const after = change.hide
      ? { hidden: true, hiddenReason: change.reason }
      : { hidden: false, hiddenReason: null, ...(change.note ? { note: change.note } : {}) };
    await writeAudit(tx, {
      actorUserId,
      action: change.hide ? 'review.hide' : 'review.restore',
      entity: 'review',
      entityId: id,
      before: { productId: target.productId, hidden, hiddenReason: current.hiddenReason },
      after: { productId: target.productId, ...after },
    });
    return target.productId;
  });
  invalidateProducts([productId]);
  return getAdminReview(id);
}

/** The store hides a review: it leaves the rating and count; only its author still sees it, with the reason. */
export function hideReview(id: string, input: HideReviewInput, actorUserId: string): Promise<AdminReview> {
  return moderate(id, actorUserId, { hide: true, reason: input.reason });
}

/** The store puts a hidden review back: public again and counted in the rating. */
export function restoreReview(
  id: string,
  input: RestoreReviewInput,
  actorUserId: string,
): Promise<AdminReview> {
  return moderate(id, actorUserId, { hide: false, note: input.reason });
}
