import { authResponse, loginEmailKey, loginRateLimits, loginSchema, loginUser } from '@/lib/accounts';
import { apiRoute } from '@/lib/http';
import { checkRateLimits, clearRateLimit, clientIp, rateLimitedResponse } from '@/lib/rate-limit';

export const dynamic = 'force-dynamic';

/** POST /api/user/login {email, password} → {success, token, user, message} and the session cookie. */
export const POST = apiRoute({ body: loginSchema, bodyLimit: 8 * 1024 }, async ({ req, body }) => {
  const limited = await checkRateLimits(loginRateLimits(clientIp(req), body.email));
  if (limited) return rateLimitedResponse(limited);
  const result = await loginUser(body);
  // The right password ends the e-mail's failed-attempt streak; the per-address count stays.
  await clearRateLimit(loginEmailKey(body.email));
  return authResponse(result, 'Logged in');
});
