import { apiRoute } from '@/lib/http';
import { addReview, addReviewSchema, reviewWriteLimit } from '@/lib/reviews';

/** `{ productId, rating, comment }` with the token → `{ success, message, review, averageRating, totalReviews }`. */
export const POST = apiRoute(
  {
    auth: 'user',
    body: addReviewSchema,
    plainMessages: true,
    rateLimit: ({ user }) => reviewWriteLimit(user.id),
  },
  async ({ user, body }) => {
    const result = await addReview(user.id, body);
    return { message: 'Thank you! Your review has been added.', ...result };
  },
);
