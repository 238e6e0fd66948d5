import { env } from '@/lib/env';
import { codLimitText, type LiveOnlineMethod } from './options';

/**
 * The online methods this server can take: card with Stripe's key, UPI with Razorpay's keys, either
 * through the offline sandbox where PAYMENTS_SANDBOX allows it. The same settings providerNameForMethod
 * reads, so a method listed here never answers "not available".
 */
export function onlinePaymentMethods(): LiveOnlineMethod[] {
  const card = Boolean(env.STRIPE_SECRET_KEY) || env.PAYMENTS_SANDBOX;
  const upi = Boolean(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET) || env.PAYMENTS_SANDBOX;
  return [...(upi ? (['upi'] as const) : []), ...(card ? (['card'] as const) : [])];
}

/** Lines the server prints at start: which payment methods are live, and how to turn on the others. */
export function paymentStartupLines(): string[] {
  const upi =
    env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET ? 'Razorpay' : env.PAYMENTS_SANDBOX ? 'sandbox' : null;
  const card = env.STRIPE_SECRET_KEY ? 'Stripe' : env.PAYMENTS_SANDBOX ? 'sandbox' : null;
  const live = ['cash on delivery', ...(upi ? [`UPI (${upi})`] : []), ...(card ? [`card (${card})`] : [])];
  const lines = [`[payments] live: ${live.join(', ')}`];
  if (!upi || !card) {
    const missing = [...(upi ? [] : ['UPI']), ...(card ? [] : ['card'])].join(' and ');
    lines.push(
      `[payments] ${missing} off: orders that cash on delivery does not cover (over ${codLimitText()}, remote and island PIN codes) cannot be paid for.`,
      '[payments] To try online payment with no money moved: PAYMENTS_SANDBOX=true npm start',
      '[payments] For a real shop: set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET (UPI) and STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET (card).',
    );
  }
  return lines;
}
