import { z } from 'zod';
import { apiRoute } from '@/lib/http';
import { paiseToRupees } from '@/lib/money';
import { parsePlaceOrderBody, placeCodOrder, readIdempotencyKey } from '@/lib/orders';

/** Cash on delivery: `{ address, items, amount }` → `{ success, message: 'Order Placed', orderId, amount }`. */
export const POST = apiRoute(
  { auth: 'user', body: z.unknown(), bodyLimit: 512 * 1024 },
  async ({ req, user, body }) => {
    const placed = await placeCodOrder(user.id, parsePlaceOrderBody(body), {
      idempotencyKey: readIdempotencyKey(req),
    });
    return { message: 'Order Placed', orderId: placed.orderId, amount: paiseToRupees(placed.amountPaise) };
  },
);
