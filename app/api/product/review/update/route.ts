import { apiRoute } from '@/lib/http';
import { reviewWriteLimit, updateReview, updateReviewSchema } from '@/lib/reviews';

/** `{ productId, rating, comment }` with the token → `{ success, message, review, averageRating, totalReviews }`. */
export const POST = apiRoute(
  {
    auth: 'user',
    body: updateReviewSchema,
    plainMessages: true,
    rateLimit: ({ user }) => reviewWriteLimit(user.id),
  },
  async ({ user, body }) => {
    const result = await updateReview(user.id, body);
    return { message: 'Your review has been updated.', ...result };
  },
);
