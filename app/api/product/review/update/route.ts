import { z } from 'zod';
import { apiRoute } from '@/lib/http';
import { parseReviewBody, updateReview, updateReviewSchema } from '@/lib/reviews';

/** `{ productId, rating, comment }` with the token → `{ success, message, review, averageRating, totalReviews }`. */
export const POST = apiRoute({ auth: 'user', body: z.unknown() }, async ({ user, body }) => {
  const result = await updateReview(user.id, parseReviewBody(updateReviewSchema, body));
  return { message: 'Your review has been updated.', ...result };
});
