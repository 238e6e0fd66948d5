import { logoutResponse, revokeSessions } from '@/lib/accounts';
import { apiRoute } from '@/lib/http';

/**
 * POST /api/user/logout → {success: true} and expired session cookies. An addition to the spec's calls.
 * With a valid token it also revokes every token of the shopper (a copied token stops working too).
 */
export const POST = apiRoute({ auth: 'optional' }, async ({ user }) => {
  if (user) await revokeSessions(user.id);
  return logoutResponse();
});
