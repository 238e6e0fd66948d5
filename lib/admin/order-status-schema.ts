import { z } from 'zod';
import {
  awbSchema,
  courierSchema,
  SHIPMENT_ONLY_WHEN_SHIPPED_MESSAGE,
  SHIPMENT_REQUIRED_MESSAGE,
} from '@/lib/orders/couriers';
import { orderStatuses } from '@/models/orders';

export { SHIPMENT_ONLY_WHEN_SHIPPED_MESSAGE, SHIPMENT_REQUIRED_MESSAGE };
/** The back office's status move (the API's body): Shipped needs the courier and the AWB, no other status takes them. */
export const orderStatusBodySchema = z
  .object({
    status: z.enum(orderStatuses, { error: `must be one of ${orderStatuses.join(', ')}` }),
    note: z.string().trim().max(500, 'must be at most 500 characters').optional(),
    courier: courierSchema.optional(),
    awb: awbSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const shipping = body.courier !== undefined || body.awb !== undefined;
    if (body.status === 'Shipped' && (!body.courier || !body.awb))
      ctx.addIssue({ code: 'custom', path: [], message: SHIPMENT_REQUIRED_MESSAGE });
    else if (body.status !== 'Shipped' && shipping)
      ctx.addIssue({ code: 'custom', path: [], message: SHIPMENT_ONLY_WHEN_SHIPPED_MESSAGE });
  });
export type OrderStatusBody = z.infer<typeof orderStatusBodySchema>;
