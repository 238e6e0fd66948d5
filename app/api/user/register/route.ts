import { authResponse, registerSchema, registerWithLimits } from '@/lib/accounts';
import { apiRoute } from '@/lib/http';
import { BODY_LIMITS } from '@/lib/http/api-routes';
import { clientIp, rateLimitedResponse } from '@/lib/rate-limit';
import { signedInCopies, visitorCopiesSchema } from '@/lib/storefront/sign-in';

/**
 * POST /api/user/register {name, email, password, cart?, wishlist?} → {success, token, user, message,
 * cartData, cartLines, wishlist} and the session cookie; the visitor's copies become the new account's.
 */
export const POST = apiRoute(
  { body: registerSchema.safeExtend(visitorCopiesSchema.shape), bodyLimit: BODY_LIMITS.signIn },
  async ({ req, body }) => {
    const outcome = await registerWithLimits(clientIp(req), body);
    if ('limited' in outcome) return rateLimitedResponse(outcome.limited);
    return authResponse(outcome.ok, 'Account created', await signedInCopies(outcome.ok, body));
  },
);
