import { apiRoute } from '@/lib/http';
import { badRequest } from '@/lib/http/errors';
import { handlePaymentWebhook } from '@/lib/orders';

export const dynamic = 'force-dynamic';

/** Stripe's webhook: the signature is checked over the raw body (400 when bad); a replayed event changes nothing. */
export const POST = apiRoute({}, async ({ req }) => {
  const raw = await req.text();
  if (raw.length > 1024 * 1024) throw badRequest('Webhook body is too large.');
  return { received: true, ...(await handlePaymentWebhook('stripe', raw, req.headers)) };
});
