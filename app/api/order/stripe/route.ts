import { z } from 'zod';
import { apiRoute } from '@/lib/http';
import { parsePlaceOrderBody, placeOnlineOrder, readIdempotencyKey } from '@/lib/orders';

/** Card: `{ address, items, amount }` → `{ success, message, session_url, orderId }`; the browser goes to session_url. */
export const POST = apiRoute(
  { auth: 'user', body: z.unknown(), bodyLimit: 512 * 1024 },
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
