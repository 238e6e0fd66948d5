import { z } from 'zod';
import { apiRoute } from '@/lib/http';
import { helpfulVoteSchema, parseReviewBody, voteHelpful } from '@/lib/reviews';

/**
 * `{ reviewId, helpful? }` with the token → `{ success, reviewId, helpfulCount, votedHelpful }`. One vote
 * per shopper and review however often it is sent; `helpful: false` takes it back; 403 on one's own review.
 */
export const POST = apiRoute({ auth: 'user', body: z.unknown() }, async ({ user, body }) =>
  voteHelpful(user.id, parseReviewBody(helpfulVoteSchema, body)),
);
