import { z } from 'zod';
import { apiRoute } from '@/lib/http';
import { clearWishlist } from '@/lib/wishlist';

/** POST /api/wishlist/clear (token) {} → {success, message}. */
export const POST = apiRoute({ auth: 'user', body: z.object({}) }, async ({ user }) => {
  await clearWishlist(user.id);
  return { message: 'Wishlist cleared' };
});
