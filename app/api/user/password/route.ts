import { authResponse, changePassword, changePasswordSchema } from '@/lib/accounts';
import { apiRoute } from '@/lib/http';

export const dynamic = 'force-dynamic';

/**
 * POST /api/user/password (token) {currentPassword, newPassword} → {success, token, user, message} and a
 * new session cookie; every earlier token of the shopper stops working. An addition to the spec's calls.
 */
export const POST = apiRoute(
  { auth: 'user', body: changePasswordSchema, bodyLimit: 8 * 1024 },
  async ({ user, body }) => authResponse(await changePassword(user.id, body), 'Password changed'),
);
