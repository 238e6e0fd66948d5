import { z } from 'zod';
import { refundAdminOrder } from '@/lib/admin';
import { apiRoute } from '@/lib/http';

export const dynamic = 'force-dynamic';

const body = z.object({
  note: z.string().trim().max(500, 'must be at most 500 characters').optional(),
});

/**
 * POST /api/admin/orders/{id}/refund {note?}: records that a cancelled, paid order's money was returned
 * (409 otherwise) and e-mails the shopper. The money itself moves at the provider.
 */
export const POST = apiRoute({ auth: 'admin', body }, async ({ params, body, user }) => ({
  message: 'Refund recorded; the shopper has been e-mailed.',
  ...(await refundAdminOrder(String(params.id), user.id, body.note)),
}));
