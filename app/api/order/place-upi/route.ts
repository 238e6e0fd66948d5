import { z } from 'zod';
import { apiRoute } from '@/lib/http';
import { parsePlaceOrderBody, placeOnlineOrder, readIdempotencyKey } from '@/lib/orders';

/** UPI: `{ address, items, amount }` → `{ success, message, paymentUrl, orderId }`; the browser goes to paymentUrl. */
export const POST = apiRoute(
  { auth: 'user', body: z.unknown(), bodyLimit: 512 * 1024 },
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
