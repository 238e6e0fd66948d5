import { z } from 'zod';
import { getCartWithLines } from '@/lib/cart';
import { apiRoute } from '@/lib/http';

/**
 * POST /api/cart/lines (token) {} → {success, cartData, cartLines: [{itemId, size, color, quantity}]}. An
 * addition to the spec's calls: the cart with each line's colour. /api/cart/get keeps the spec's answer,
 * where the colours of a size add up.
 */
export const POST = apiRoute({ auth: 'user', body: z.object({}) }, async ({ user }) =>
  getCartWithLines(user.id),
);
