import { apiRoute } from '@/lib/http';
import { verifyOrderPayment, verifyPaymentSchema } from '@/lib/orders';

/**
 * The payment return page: `{ success, orderId }` → `{ success, message, orderId, paymentState, status }`.
 * The browser's `success` is never believed: the order's own provider is asked. A payment that did not
 * go through answers 200 with success false (the call worked; the payment did not).
 */
export const POST = apiRoute(
  { auth: 'user', body: verifyPaymentSchema, plainMessages: true },
  async ({ user, body: input }) => {
    const result = await verifyOrderPayment(user.id, input.orderId, input.success);
    return Response.json({
      success: result.paid,
      message: result.message,
      orderId: input.orderId,
      paymentState: result.paymentState,
      status: result.status,
    });
  },
);
