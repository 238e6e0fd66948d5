import { apiRoute } from '@/lib/http';
import { hideReview, hideReviewSchema } from '@/lib/reviews';

/**
 * `{ reason }` (3 to 200 characters) → `{ message, review }`: the review leaves the product's rating and
 * the public list; its author still sees it, marked with the reason. 409 when it is already hidden.
 */
export const POST = apiRoute(
  { auth: 'admin', body: hideReviewSchema, plainMessages: true },
  async ({ params, body, user }) => ({
    message: 'Review hidden.',
    review: await hideReview(String(params.id), body, user.id),
  }),
);
