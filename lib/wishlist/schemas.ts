import { z } from 'zod';

export const wishlistProductSchema = z.object({
  productId: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(64, 'is not a valid product id'),
});

/** A visitor's local wishlist sent at sign-in; entries that are not known products are skipped. */
export const mergeWishlistSchema = z.object({
  wishlist: z
    .array(z.unknown(), { error: 'must be a list of product ids' })
    .max(1000, 'has too many entries'),
});
