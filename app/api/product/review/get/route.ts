import { z } from 'zod';
import { apiRoute } from '@/lib/http';
import { listProductReviews, parseReviewBody, reviewTargetSchema } from '@/lib/reviews';

export const dynamic = 'force-dynamic';

/**
 * `{ productId }` → `{ success, reviews (newest first), averageRating, totalReviews }`. Reviewers are
 * shown by name; with a token, the reader's own review also carries `userId` and `mine: true`.
 */
export const POST = apiRoute({ auth: 'optional', body: z.unknown() }, async ({ body, user }) => {
  const { productId } = parseReviewBody(reviewTargetSchema, body);
  return listProductReviews(productId, user?.id ?? null);
});
