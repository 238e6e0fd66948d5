import { z } from 'zod';
import { apiRoute } from '@/lib/http';
import { deleteReview, parseReviewBody, reviewTargetSchema } from '@/lib/reviews';

/** `{ productId }` with the token → `{ success, message, averageRating, totalReviews }`. */
export const POST = apiRoute({ auth: 'user', body: z.unknown() }, async ({ user, body }) => {
  const { productId } = parseReviewBody(reviewTargetSchema, body);
  const summary = await deleteReview(user.id, productId);
  return { message: 'Your review has been deleted.', ...summary };
});
