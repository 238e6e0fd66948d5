import { env } from '@/lib/env';
import { createRazorpayProvider } from './razorpay';
import { AppError } from '@/lib/errors';
import { createSandboxProvider } from './sandbox';
import { createStripeProvider } from './stripe';
import { providerNames, type OnlineMethod, type PaymentProvider, type ProviderName } from './types';

export * from './types';
export {
  SANDBOX_SIGNATURE_HEADER,
  decideSandboxSession,
  findSandboxSession,
  isSandboxSessionId,
  sandboxEventBody,
  sandboxRefundEventBody,
  signSandboxEvent,
  type SandboxDecision,
  type SandboxSession,
} from './sandbox';
export { createStripeProvider, parseStripeWebhook } from './stripe';
export { createRazorpayProvider, parseRazorpayWebhook } from './razorpay';

const cache = new Map<ProviderName, PaymentProvider>();

function build(name: ProviderName): PaymentProvider {
  switch (name) {
    case 'stripe':
      // Without a secret key the provider can still check webhook signatures; API calls would fail.
      return createStripeProvider({
        secretKey: env.STRIPE_SECRET_KEY ?? 'sk_not_configured',
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        siteUrl: env.SITE_URL,
      });
    case 'razorpay':
      return createRazorpayProvider({
        keyId: env.RAZORPAY_KEY_ID ?? 'rzp_not_configured',
        keySecret: env.RAZORPAY_KEY_SECRET ?? 'not_configured',
        webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
        siteUrl: env.SITE_URL,
      });
    case 'sandbox':
      return createSandboxProvider();
  }
}

/** The provider by name (the one recorded on an order, or the one a webhook route serves). */
export function getPaymentProvider(name: ProviderName): PaymentProvider {
  let provider = cache.get(name);
  if (!provider) {
    provider = build(name);
    cache.set(name, provider);
  }
  return provider;
}

/**
 * Replaces the provider used under its name (tests configure Stripe or Razorpay with test secrets this
 * way, since settings are read once at start-up); resetPaymentProviders goes back to the settings.
 */
export function setPaymentProvider(provider: PaymentProvider): void {
  cache.set(provider.name, provider);
}

export function resetPaymentProviders(): void {
  cache.clear();
}

/**
 * Whether the offline test-mode provider may stand in for missing keys (PAYMENTS_SANDBOX). It marks
 * orders paid with no money moved, so it is off in production unless PAYMENTS_SANDBOX=true says so.
 */
export function isSandboxEnabled(): boolean {
  return env.PAYMENTS_SANDBOX;
}

/** Card goes to Stripe and UPI to Razorpay when their keys are set; otherwise to the offline sandbox. */
export function providerNameForMethod(method: OnlineMethod): ProviderName {
  if (method === 'card' && env.STRIPE_SECRET_KEY) return 'stripe';
  if (method === 'upi' && env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET) return 'razorpay';
  if (!isSandboxEnabled()) {
    throw new AppError(
      'unavailable',
      'Online payment is not available right now. Please choose Cash on Delivery.',
    );
  }
  return 'sandbox';
}

export function isProviderName(value: unknown): value is ProviderName {
  return typeof value === 'string' && (providerNames as readonly string[]).includes(value);
}

export { onlinePaymentMethods, paymentStartupLines } from './availability';
export * from './options';
