import { mergeCart, mergeCartSchema } from '@/lib/cart';
import { apiRoute } from '@/lib/http';

export const dynamic = 'force-dynamic';

/**
 * POST /api/cart/merge (token) {cartData} → {success, cartData, skipped}. An addition to the spec's
 * calls: the sign-in merge of a visitor's local cart in one request instead of one add per unit.
 */
export const POST = apiRoute({ auth: 'user', body: mergeCartSchema }, async ({ user, body }) => {
  const { cartData, skipped } = await mergeCart(user.id, body.cartData);
  return { message: 'Cart merged', cartData, skipped };
});
