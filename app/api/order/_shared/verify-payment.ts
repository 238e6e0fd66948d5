import { apiRoute } from '@/lib/http';
import { verifyOrderPayment, verifyPaymentSchema } from '@/lib/orders';

/**
 * POST /api/order/verifyStripe and /api/order/verifyRazorpay, one handler: the spec names a route per
 * provider, but the order already knows its provider. The payment return page: `{ success, orderId }` →
 * `{ success, message, orderId, paymentState, status }`. The browser's `success` is never believed: the
 * order's own provider is asked. A payment that did not go through answers 200 with success false (the
 * call worked; the payment did not).
 */
export const verifyPayment = apiRoute(
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
