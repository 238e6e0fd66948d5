import { apiRoute, readBodyText } from '@/lib/http';
import { handlePaymentWebhook } from '@/lib/orders';

export const dynamic = 'force-dynamic';

const MAX_BODY = 1024 * 1024;

/** Stripe's webhook: the signature is checked over the raw body (400 when bad); a replayed event changes nothing. */
export const POST = apiRoute({}, async ({ req }) => {
  const raw = await readBodyText(req, MAX_BODY);
  return { received: true, ...(await handlePaymentWebhook('stripe', raw, req.headers)) };
});
