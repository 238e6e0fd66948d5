import { z } from 'zod';
import { getCartWithLines } from '@/lib/cart';
import { apiRoute } from '@/lib/http';

export const dynamic = 'force-dynamic';

/**
 * POST /api/cart/get (token) {} → {success, cartData: {[productId]: {[size]: quantity}}, cartLines}. The
 * colours of a size add up in `cartData` (the spec's shape); `cartLines` lists them one by one.
 */
export const POST = apiRoute({ auth: 'user', body: z.object({}) }, async ({ user }) =>
  getCartWithLines(user.id),
);
