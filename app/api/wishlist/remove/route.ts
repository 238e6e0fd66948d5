import { apiRoute } from '@/lib/http';
import { removeFromWishlist, wishlistProductSchema } from '@/lib/wishlist';

/** POST /api/wishlist/remove (token) {productId} → {success, message, removed}; idempotent. */
export const POST = apiRoute({ auth: 'user', body: wishlistProductSchema }, async ({ user, body }) => {
  const removed = await removeFromWishlist(user.id, body.productId);
  return { message: 'Removed from wishlist', removed };
});
