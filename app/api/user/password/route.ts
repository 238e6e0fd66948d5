import { authResponse, changePasswordSchema, changePasswordWithLimits } from '@/lib/accounts';
import { apiRoute } from '@/lib/http';
import { rateLimitedResponse } from '@/lib/rate-limit';

/**
 * POST /api/user/password (token) {currentPassword, newPassword} → {success, token, user, message} and a
 * new session cookie; every earlier token of the shopper stops working. An addition to the spec's calls.
 */
export const POST = apiRoute(
  { auth: 'user', body: changePasswordSchema, bodyLimit: 8 * 1024 },
  async ({ user, body }) => {
    const outcome = await changePasswordWithLimits(user.id, body);
    if ('limited' in outcome) return rateLimitedResponse(outcome.limited);
    return authResponse(outcome.ok, 'Password changed');
  },
);
