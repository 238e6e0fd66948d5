import { mergeCart, mergeCartSchema } from '@/lib/cart';
import { apiRoute } from '@/lib/http';

/**
 * POST /api/cart/merge (token) {cartData, cartLines?} → {success, cartData, cartLines, skipped}. An addition
 * to the spec's calls: the sign-in merge of a visitor's local cart in one request instead of one add per
 * unit; `cartLines` (lines with colours) is read instead of `cartData` when sent.
 */
export const POST = apiRoute({ auth: 'user', body: mergeCartSchema }, async ({ user, body }) => {
  const merged = await mergeCart(user.id, body.cartData, body.cartLines);
  return { message: 'Cart merged', ...merged };
});
