import { z } from 'zod';
import { apiRoute } from '@/lib/http';
import { paiseToRupees } from '@/lib/money';
import { parsePlaceOrderBody, placeCodOrder, readIdempotencyKey } from '@/lib/orders';
import { BODY_LIMITS } from '@/lib/http/api-routes';

/** Cash on delivery: `{ address, items, amount }` → `{ success, message: 'Order Placed', orderId, amount }`. */
export const POST = apiRoute(
  { auth: 'user', body: z.unknown(), bodyLimit: BODY_LIMITS.order },
  async ({ req, user, body }) => {
    const placed = await placeCodOrder(user.id, parsePlaceOrderBody(body), {
      idempotencyKey: readIdempotencyKey(req),
    });
    return { message: 'Order Placed', orderId: placed.orderId, amount: paiseToRupees(placed.amountPaise) };
  },
);
