import { apiRoute } from '@/lib/http';
import { moveReturn, returnMoveSchema } from '@/lib/returns';

/** Moves a return or exchange as its state machine allows (409 otherwise); Refunded issues the refund. */
export const POST = apiRoute({ auth: 'admin', body: returnMoveSchema }, async ({ params, body, user }) => ({
  message: `Request moved to '${body.status}'.`,
  return: await moveReturn(String(params.id), body.status, user.id, body.note),
}));
