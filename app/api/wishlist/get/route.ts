import { apiRoute } from '@/lib/http';
import { getWishlist } from '@/lib/wishlist';

/** GET /api/wishlist/get (token) → {success, wishlist: productId[]} newest first. */
export const GET = apiRoute({ auth: 'user' }, async ({ user }) => ({ wishlist: await getWishlist(user.id) }));
