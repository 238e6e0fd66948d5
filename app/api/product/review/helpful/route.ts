import { apiRoute } from '@/lib/http';
import { helpfulVoteSchema, reviewVoteLimit, voteHelpful } from '@/lib/reviews';

/**
 * `{ reviewId, helpful? }` with the token → `{ success, reviewId, helpfulCount, votedHelpful }`. One vote
 * per shopper and review however often it is sent; `helpful: false` takes it back; 403 on one's own review.
 */
export const POST = apiRoute(
  {
    auth: 'user',
    body: helpfulVoteSchema,
    plainMessages: true,
    rateLimit: ({ user }) => reviewVoteLimit(user.id),
  },
  async ({ user, body }) => voteHelpful(user.id, body),
);
