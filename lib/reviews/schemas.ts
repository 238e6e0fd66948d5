import { z } from 'zod';

export const REVIEW_MAX_LENGTH = 2000;

const ratingMessage = 'Rating must be a whole number from 1 to 5.';

/** A star rating: a whole number from 1 to 5 (a string such as '5' is refused, not coerced). */
export const ratingSchema = z
  .number({ error: ratingMessage })
  .int({ error: ratingMessage })
  .min(1, { error: ratingMessage })
  .max(5, { error: ratingMessage });

/** The review text: trimmed, not empty, at most 2000 characters; markup is kept as literal text. */
export const commentSchema = z
  .string({ error: 'Please add a comment' })
  .trim()
  .min(1, { error: 'Please add a comment' })
  .max(REVIEW_MAX_LENGTH, { error: `Your review can be at most ${REVIEW_MAX_LENGTH} characters.` });

export const productIdSchema = z
  .string({ error: 'productId is required.' })
  .trim()
  .min(1, { error: 'productId is required.' })
  .max(100, { error: 'Product not found.' });

/** `{ productId }`: the review list and delete calls. */
export const reviewTargetSchema = z.object({ productId: productIdSchema });

/** The orders a review list can be read in; newest first unless asked otherwise. */
export const REVIEW_SORTS = ['newest', 'helpful', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/**
 * `{ productId, sort?, verifiedOnly? }`: the review list. The original clients send `{ productId }`
 * alone and get what they always got, newest first.
 */
export const reviewListSchema = z.object({
  productId: productIdSchema,
  sort: z
    .enum(REVIEW_SORTS, { error: `sort must be one of ${REVIEW_SORTS.join(', ')}.` })
    .optional()
    .default('newest'),
  verifiedOnly: z.boolean({ error: 'verifiedOnly must be true or false.' }).optional().default(false),
});

/** `{ reviewId, helpful? }`: a shopper's "helpful" vote on someone else's review (false takes it back). */
export const helpfulVoteSchema = z.object({
  reviewId: z
    .string({ error: 'reviewId is required.' })
    .trim()
    .min(1, { error: 'reviewId is required.' })
    .max(100, { error: 'Review not found.' }),
  helpful: z.boolean({ error: 'helpful must be true or false.' }).optional().default(true),
});

/** `{ productId, rating, comment }`: a new review; rating defaults to 5 when absent. */
export const addReviewSchema = z.object({
  productId: productIdSchema,
  rating: ratingSchema.optional().default(5),
  comment: commentSchema,
});

/** `{ productId, rating?, comment }`: an edit; an absent rating keeps the current one. */
export const updateReviewSchema = z.object({
  productId: productIdSchema,
  rating: ratingSchema.optional(),
  comment: commentSchema,
});

export type AddReviewInput = z.infer<typeof addReviewSchema>;
export type UpdateReviewInput = z.infer<typeof updateReviewSchema>;
export type ReviewListInput = z.infer<typeof reviewListSchema>;
export type HelpfulVoteInput = z.infer<typeof helpfulVoteSchema>;
