import { apiRoute } from '@/lib/http';
import { mergeWishlist, mergeWishlistSchema } from '@/lib/wishlist';

/**
 * POST /api/wishlist/merge (token) {wishlist: productId[]} → {success, wishlist, skipped}. An addition
 * to the spec's calls: the sign-in union of a visitor's local wishlist in one request.
 */
export const POST = apiRoute({ auth: 'user', body: mergeWishlistSchema }, async ({ user, body }) => {
  const { wishlist, skipped } = await mergeWishlist(user.id, body.wishlist);
  return { message: 'Wishlist merged', wishlist, skipped };
});
