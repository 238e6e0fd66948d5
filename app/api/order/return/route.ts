import { apiRoute } from '@/lib/http';
import { requestReturn, returnRequestSchema } from '@/lib/returns';

/**
 * `{ orderId, kind: 'return' | 'exchange', reason, comment?, lines: [{ lineNo, quantity, exchangeSize? }],
 * refundAccount? }` → `{ success, message, return }`: a delivered order within the return window (409
 * outside it or for units already requested; 403 for another account's order).
 */
export const POST = apiRoute({ auth: 'user', body: returnRequestSchema }, async ({ user, body }) => ({
  message:
    body.kind === 'exchange'
      ? 'Your exchange request has been sent. We will confirm the pickup.'
      : 'Your return request has been sent. We will confirm the pickup.',
  return: await requestReturn(user.id, body),
}));
