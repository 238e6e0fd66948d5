import { forgotPasswordSchema, requestPasswordResetWithLimits } from '@/lib/accounts';
import { apiRoute } from '@/lib/http';
import { clientIp, rateLimitedResponse } from '@/lib/rate-limit';

/**
 * POST /api/user/password/forgot {email} → {success, message}: the same answer whether or not the e-mail
 * has an account; if it has, a single-use reset link valid for 30 minutes is e-mailed to it.
 */
export const POST = apiRoute({ body: forgotPasswordSchema, bodyLimit: 8 * 1024 }, async ({ req, body }) => {
  const outcome = await requestPasswordResetWithLimits(clientIp(req), body);
  if ('limited' in outcome) return rateLimitedResponse(outcome.limited);
  return { message: outcome.ok };
});
