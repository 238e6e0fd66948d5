import { apiRoute } from '@/lib/http';
import { placeOnlineOrder, readIdempotencyKey } from '@/lib/orders';
import { placingRoute } from '../_lib/placing';

/** UPI: `{ address, items, amount }` → `{ success, message, paymentUrl, orderId }`; the browser goes to paymentUrl. */
export const POST = apiRoute(placingRoute('upi'), async ({ req, user, body }) => {
  const checkout = await placeOnlineOrder(user.id, body, 'upi', {
    idempotencyKey: readIdempotencyKey(req.headers.get('idempotency-key')),
  });
  return {
    message: 'Order Placed. Complete the payment to confirm it.',
    paymentUrl: checkout.paymentUrl,
    orderId: checkout.orderId,
  };
});
