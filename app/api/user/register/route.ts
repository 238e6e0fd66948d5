import { authResponse, registerRateLimits, registerSchema, registerUser } from '@/lib/accounts';
import { apiRoute } from '@/lib/http';
import { checkRateLimits, clientIp, rateLimitedResponse } from '@/lib/rate-limit';

export const dynamic = 'force-dynamic';

/** POST /api/user/register {name, email, password} → {success, token, user, message} and the session cookie. */
export const POST = apiRoute({ body: registerSchema, bodyLimit: 8 * 1024 }, async ({ req, body }) => {
  const limited = await checkRateLimits(registerRateLimits(clientIp(req)));
  if (limited) return rateLimitedResponse(limited);
  return authResponse(await registerUser(body), 'Account created');
});
