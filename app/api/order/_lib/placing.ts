import type { ApiContext } from '@/lib/http';
import { BODY_LIMITS } from '@/lib/http/api-routes';
import { placeOrderBodySchema, placingLimit, readIdempotencyKey } from '@/lib/orders';
import type { PaymentMethod } from '@/models';

type PlacingContext = ApiContext<'user', typeof placeOrderBodySchema, undefined>;

/**
 * What every order-placing route checks before it places: the shopper, the body (the original client's
 * wording), its size, and the placing limit, which a resubmit of an already placed order does not count.
 */
export const placingRoute = (method: PaymentMethod) => ({
  auth: 'user' as const,
  body: placeOrderBodySchema,
  plainMessages: true,
  bodyLimit: BODY_LIMITS.order,
  rateLimit: ({ req, user, body }: PlacingContext) =>
    placingLimit(
      user.id,
      { ...body, paymentMethod: method },
      readIdempotencyKey(req.headers.get('idempotency-key')),
    ),
});
