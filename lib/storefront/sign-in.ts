import 'server-only';
import { z } from 'zod';
import { getUserByToken, type AuthResult } from '@/lib/accounts';
import { getCartWithLines, mergeCart, mergeCartSchema } from '@/lib/cart';
import { getWishlist, mergeWishlist, mergeWishlistSchema } from '@/lib/wishlist';

/** What a sign-in may carry besides the credentials: the visitor's local cart and wishlist, to keep. */
export const visitorCopiesSchema = z.object({
  cart: mergeCartSchema.optional(),
  wishlist: mergeWishlistSchema.shape.wishlist.optional(),
});
export type VisitorCopies = z.infer<typeof visitorCopiesSchema>;

/**
 * What the page needs right after a sign-in, in the same answer: the visitor's copies merged into the
 * account first (the same merges as /api/cart/merge and /api/wishlist/merge), then the account's cart
 * lines, wishlist and role. Saves the browser the five calls that used to follow a sign-in.
 */
export async function signedInCopies(auth: AuthResult, visitor: VisitorCopies) {
  const userId = auth.user.id;
  if (visitor.cart) await mergeCart(userId, visitor.cart.cartData, visitor.cart.cartLines);
  if (visitor.wishlist?.length) await mergeWishlist(userId, visitor.wishlist);
  const [cart, wishlist, session] = await Promise.all([
    getCartWithLines(userId),
    getWishlist(userId),
    getUserByToken(auth.token),
  ]);
  return { ...cart, wishlist, role: session?.role };
}
