import { z } from 'zod';
import { apiRoute } from '@/lib/http';
import { parsePlaceOrderBody, placeOnlineOrder, readIdempotencyKey } from '@/lib/orders';
import { BODY_LIMITS } from '@/lib/http/api-routes';

/** UPI: `{ address, items, amount }` → `{ success, message, paymentUrl, orderId }`; the browser goes to paymentUrl. */
export const POST = apiRoute(
  { auth: 'user', body: z.unknown(), bodyLimit: BODY_LIMITS.order },
  async ({ req, user, body }) => {
    const checkout = await placeOnlineOrder(user.id, parsePlaceOrderBody(body), 'upi', {
      idempotencyKey: readIdempotencyKey(req),
    });
    return {
      message: 'Order Placed. Complete the payment to confirm it.',
      paymentUrl: checkout.paymentUrl,
      orderId: checkout.orderId,
    };
  },
);
