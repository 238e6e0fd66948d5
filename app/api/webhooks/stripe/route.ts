import { apiRoute, readBodyText } from '@/lib/http';
import { BODY_LIMITS } from '@/lib/http/api-routes';
import { handlePaymentWebhook } from '@/lib/orders';

/** Stripe's webhook: the signature is checked over the raw body (400 when bad); a replayed event changes nothing. */
export const POST = apiRoute({}, async ({ req }) => {
  const raw = await readBodyText(req, BODY_LIMITS.webhook);
  return { received: true, ...(await handlePaymentWebhook('stripe', raw, req.headers)) };
});
