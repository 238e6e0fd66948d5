import { apiRoute } from '@/lib/http';
import { restoreReview, restoreReviewSchema } from '@/lib/reviews';

/** `{ reason? }` → `{ message, review }`: a hidden review is public and counted again; 409 when it is not hidden. */
export const POST = apiRoute(
  { auth: 'admin', body: restoreReviewSchema, plainMessages: true },
  async ({ params, body, user }) => ({
    message: 'Review restored.',
    review: await restoreReview(String(params.id), body, user.id),
  }),
);
