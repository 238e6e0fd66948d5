import { z } from 'zod';
import { apiRoute } from '@/lib/http';
import { addReview, addReviewSchema, parseReviewBody } from '@/lib/reviews';

/** `{ productId, rating, comment }` with the token → `{ success, message, review, averageRating, totalReviews }`. */
export const POST = apiRoute({ auth: 'user', body: z.unknown() }, async ({ user, body }) => {
  const result = await addReview(user.id, parseReviewBody(addReviewSchema, body));
  return { message: 'Thank you! Your review has been added.', ...result };
});
