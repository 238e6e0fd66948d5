import { apiRoute } from '@/lib/http';
import { paiseToRupees } from '@/lib/money';
import { placeCodOrder, readIdempotencyKey } from '@/lib/orders';
import { placingRoute } from '../_lib/placing';

/** Cash on delivery: `{ address, items, amount }` → `{ success, message: 'Order Placed', orderId, amount }`. */
export const POST = apiRoute(placingRoute('cod'), async ({ req, user, body }) => {
  const placed = await placeCodOrder(user.id, body, {
    idempotencyKey: readIdempotencyKey(req.headers.get('idempotency-key')),
  });
  return { message: 'Order Placed', orderId: placed.orderId, amount: paiseToRupees(placed.amountPaise) };
});
