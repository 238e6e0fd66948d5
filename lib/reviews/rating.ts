import { eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { products, reviews } from '@/models';

/** A review every shopper may read and that counts in the product's rating: not hidden by the store. */
export const publicReview = isNull(reviews.hiddenAt);

/**
 * Recomputes the product's average rating (one decimal) and review count from its public reviews;
 * every rating the store shows (product page, cards, structured data, the rating filter) reads these.
 */
export async function refreshProductRating(tx: Tx, productId: string): Promise<void> {
  await tx
    .update(products)
    .set({
      averageRating: sql`coalesce((select round(avg(r.rating)::numeric, 1) from ${reviews} r where r.product_id = ${productId} and r.hidden_at is null), 0)::real`,
      totalReviews: sql`(select count(*) from ${reviews} r where r.product_id = ${productId} and r.hidden_at is null)::int`,
    })
    .where(eq(products.id, productId));
}
