import { authResponse, registerSchema, registerWithLimits } from '@/lib/accounts';
import { apiRoute } from '@/lib/http';
import { clientIp, rateLimitedResponse } from '@/lib/rate-limit';

export const dynamic = 'force-dynamic';

/** POST /api/user/register {name, email, password} → {success, token, user, message} and the session cookie. */
export const POST = apiRoute({ body: registerSchema, bodyLimit: 8 * 1024 }, async ({ req, body }) => {
  const outcome = await registerWithLimits(clientIp(req), body);
  if ('limited' in outcome) return rateLimitedResponse(outcome.limited);
  return authResponse(outcome.ok, 'Account created');
});
