import { authResponse, loginSchema, loginWithLimits } from '@/lib/accounts';
import { apiRoute } from '@/lib/http';
import { BODY_LIMITS } from '@/lib/http/api-routes';
import { clientIp, rateLimitedResponse } from '@/lib/rate-limit';
import { signedInCopies, visitorCopiesSchema } from '@/lib/storefront/sign-in';

/**
 * POST /api/user/login {email, password, cart?, wishlist?} → {success, token, user, message, cartData,
 * cartLines, wishlist} and the session cookie. The visitor's cart and wishlist, when sent, are merged
 * into the account's first, so one call answers what the page shows next.
 */
export const POST = apiRoute(
  { body: loginSchema.extend(visitorCopiesSchema.shape), bodyLimit: BODY_LIMITS.signIn },
  async ({ req, body }) => {
    const outcome = await loginWithLimits(clientIp(req), body);
    if ('limited' in outcome) return rateLimitedResponse(outcome.limited);
    return authResponse(outcome.ok, 'Logged in', await signedInCopies(outcome.ok, body));
  },
);
