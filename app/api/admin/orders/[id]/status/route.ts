import { changeOrderStatus, orderStatusBodySchema } from '@/lib/admin';
import { apiRoute } from '@/lib/http';

/**
 * Moves the order as the state machine allows (409 otherwise), recorded with the admin as actor; Shipped
 * needs `courier` and `awb` (400 without them), kept on the order and shown to the shopper as a tracking link.
 */
export const POST = apiRoute(
  { auth: 'admin', body: orderStatusBodySchema },
  async ({ params, body, user }) => ({
    message: `Order moved to '${body.status}'.`,
    ...(await changeOrderStatus(String(params.id), body.status, user.id, {
      note: body.note,
      shipment: body.courier && body.awb ? { courier: body.courier, awb: body.awb } : undefined,
    })),
  }),
);
