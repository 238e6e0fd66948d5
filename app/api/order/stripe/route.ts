import { z } from 'zod';
import { apiRoute } from '@/lib/http';
import { parsePlaceOrderBody, placeOnlineOrder, readIdempotencyKey } from '@/lib/orders';
import { BODY_LIMITS } from '@/lib/http/api-routes';

/** Card: `{ address, items, amount }` → `{ success, message, session_url, orderId }`; the browser goes to session_url. */
export const POST = apiRoute(
  { auth: 'user', body: z.unknown(), bodyLimit: BODY_LIMITS.order },
  async ({ req, user, body }) => {
    const checkout = await placeOnlineOrder(user.id, parsePlaceOrderBody(body), 'card', {
      idempotencyKey: readIdempotencyKey(req),
    });
    return {
      message: 'Order Placed. Complete the payment to confirm it.',
      session_url: checkout.paymentUrl,
      orderId: checkout.orderId,
    };
  },
);
