import { updateCart, updateCartSchema } from '@/lib/cart';
import { apiRoute } from '@/lib/http';

/** POST /api/cart/update (token) {itemId, size, color?, quantity} → {success, message}; quantity 0 removes the line. */
export const POST = apiRoute({ auth: 'user', body: updateCartSchema }, async ({ user, body }) => {
  await updateCart(user.id, body);
  return { message: body.quantity === 0 ? 'Removed from cart' : 'Cart updated' };
});
