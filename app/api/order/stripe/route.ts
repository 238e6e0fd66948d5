import { apiRoute } from '@/lib/http';
import { placeOnlineOrder, readIdempotencyKey } from '@/lib/orders';
import { placingRoute } from '../_lib/placing';

/** Card: `{ address, items, amount }` → `{ success, message, session_url, orderId }`; the browser goes to session_url. */
export const POST = apiRoute(placingRoute('card'), async ({ req, user, body }) => {
  const checkout = await placeOnlineOrder(user.id, body, 'card', {
    idempotencyKey: readIdempotencyKey(req.headers.get('idempotency-key')),
  });
  return {
    message: 'Order Placed. Complete the payment to confirm it.',
    session_url: checkout.paymentUrl,
    orderId: checkout.orderId,
  };
});
