import { apiRoute } from '@/lib/http';
import { refundOnCancel, sendCancelRefund } from '@/lib/orders/refunds';
import { cancelOrderAsShopper, getOrderForUser, orderIdSchema } from '@/lib/orders';

/** `{ orderId }` → `{ success, message, order }`: within the cancellation window (STORE_POLICY) and before processing; stock goes back. */
export const POST = apiRoute(
  { auth: 'user', body: orderIdSchema, plainMessages: true },
  async ({ user, body }) => {
    const { orderId } = body;
    await cancelOrderAsShopper(user.id, orderId, new Date(), refundOnCancel);
    await sendCancelRefund(orderId);
    return { message: 'Your order has been cancelled.', order: await getOrderForUser(user.id, orderId) };
  },
);
