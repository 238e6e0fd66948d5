import { z } from 'zod';
import { changeOrderStatus } from '@/lib/admin';
import { apiRoute } from '@/lib/http';
import { orderStatuses } from '@/lib/orders';

export const dynamic = 'force-dynamic';

const body = z.object({
  status: z.enum(orderStatuses, { error: `must be one of ${orderStatuses.join(', ')}` }),
  note: z.string().trim().max(500, 'must be at most 500 characters').optional(),
});

/** Moves the order as the state machine allows (409 otherwise), recorded with the admin as actor. */
export const POST = apiRoute({ auth: 'admin', body }, async ({ params, body, user }) => ({
  message: `Order moved to '${body.status}'.`,
  ...(await changeOrderStatus(String(params.id), body.status, user.id, body.note)),
}));
