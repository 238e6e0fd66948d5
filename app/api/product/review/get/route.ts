import { apiRoute } from '@/lib/http';
import { listProductReviews, reviewListSchema } from '@/lib/reviews';

/**
 * `{ productId, sort?, verifiedOnly? }` → `{ success, reviews, averageRating, totalReviews, breakdown }`.
 * Newest first unless `sort` is `helpful`, `highest` or `lowest`; `verifiedOnly: true` keeps reviews by
 * buyers of the product. `breakdown` counts the reviews at each star, `{ "5": n, …, "1": n }`. Reviewers
 * are shown by name; with a token, the reader's own review also carries `userId` and `mine: true`, and
 * every review says whether the reader voted it helpful (`votedHelpful`).
 */
export const POST = apiRoute(
  { auth: 'optional', body: reviewListSchema, plainMessages: true },
  async ({ body, user }) => listProductReviews(body, user?.id ?? null),
);
