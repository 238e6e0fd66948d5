import { apiRoute } from '@/lib/http';
import { addToWishlist, wishlistProductSchema } from '@/lib/wishlist';

/** POST /api/wishlist/add (token) {productId} → {success, message}; 409 'Product already in wishlist!'. */
export const POST = apiRoute({ auth: 'user', body: wishlistProductSchema }, async ({ user, body }) => {
  await addToWishlist(user.id, body.productId);
  return { message: 'Added to wishlist' };
});
