import { addToCart, addToCartSchema } from '@/lib/cart';
import { apiRoute } from '@/lib/http';

/** POST /api/cart/add (token) {itemId, size, color?} → {success, message: 'Added to cart', quantity}. */
export const POST = apiRoute({ auth: 'user', body: addToCartSchema }, async ({ user, body }) => {
  const quantity = await addToCart(user.id, body);
  return { message: 'Added to cart', quantity };
});
