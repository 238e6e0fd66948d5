import { z } from 'zod';
import { getCart } from '@/lib/cart';
import { apiRoute } from '@/lib/http';

/** POST /api/cart/get (token) {} → {success, cartData: {[productId]: {[size]: quantity}}}. */
export const POST = apiRoute({ auth: 'user', body: z.object({}) }, async ({ user }) => ({
  cartData: await getCart(user.id),
}));
