import { z } from 'zod';
import { apiRoute } from '@/lib/http';
import { listProductReviews, parseReviewBody, reviewTargetSchema } from '@/lib/reviews';

export const dynamic = 'force-dynamic';

/** `{ productId }` → `{ success, reviews (newest first), averageRating, totalReviews }`. */
export const POST = apiRoute({ body: z.unknown() }, async ({ body }) => {
  const { productId } = parseReviewBody(reviewTargetSchema, body);
  return listProductReviews(productId);
});
