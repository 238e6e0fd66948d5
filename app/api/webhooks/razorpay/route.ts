import { apiRoute } from '@/lib/http';
import { AppError } from '@/lib/http/errors';
import { handlePaymentWebhook } from '@/lib/orders';

export const dynamic = 'force-dynamic';

const MAX_BODY = 1024 * 1024;

/** Razorpay's webhook: the signature is checked over the raw body (400 when bad); a replayed event changes nothing. */
export const POST = apiRoute({}, async ({ req }) => {
  const tooLarge = () => new AppError('payload_too_large', 'Webhook body is too large.');
  if (Number(req.headers.get('content-length') ?? 0) > MAX_BODY) throw tooLarge();
  const raw = await req.text();
  if (raw.length > MAX_BODY) throw tooLarge();
  return { received: true, ...(await handlePaymentWebhook('razorpay', raw, req.headers)) };
});
