import { apiRoute } from '@/lib/http';
import { deleteReview, reviewTargetSchema, reviewWriteLimit } from '@/lib/reviews';

/** `{ productId }` with the token → `{ success, message, averageRating, totalReviews }`. */
export const POST = apiRoute(
  {
    auth: 'user',
    body: reviewTargetSchema,
    plainMessages: true,
    rateLimit: ({ user }) => reviewWriteLimit(user.id),
  },
  async ({ user, body }) => {
    const summary = await deleteReview(user.id, body.productId);
    return { message: 'Your review has been deleted.', ...summary };
  },
);
