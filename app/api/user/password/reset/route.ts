import { resetPasswordSchema, resetPasswordWithLimits } from '@/lib/accounts';
import { apiRoute } from '@/lib/http';
import { clientIp, rateLimitedResponse } from '@/lib/rate-limit';

/**
 * POST /api/user/password/reset {token, newPassword} → {success, message}: sets the password from a reset
 * link (used up), and ends every session of the account; the shopper then logs in with the new password.
 */
export const POST = apiRoute({ body: resetPasswordSchema, bodyLimit: 8 * 1024 }, async ({ req, body }) => {
  const outcome = await resetPasswordWithLimits(clientIp(req), body);
  if ('limited' in outcome) return rateLimitedResponse(outcome.limited);
  return { message: 'Your password has been changed. Please log in with your new password.' };
});
