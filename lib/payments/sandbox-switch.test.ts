import { afterEach, describe, expect, it, vi } from 'vitest';

describe('PAYMENTS_SANDBOX', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('routes online payments to the sandbox when no keys are set and the sandbox is allowed', async () => {
    vi.stubEnv('PAYMENTS_SANDBOX', '');
    vi.stubEnv('STRIPE_SECRET_KEY', '');
    vi.resetModules();
    const { providerNameForMethod } = await import('./index');
    expect(providerNameForMethod('card')).toBe('sandbox');
    expect(providerNameForMethod('upi')).toBe('sandbox');
  });

  it('refuses online payment without keys when the sandbox is switched off (production)', async () => {
    vi.stubEnv('PAYMENTS_SANDBOX', 'false');
    vi.stubEnv('STRIPE_SECRET_KEY', '');
    vi.resetModules();
    const { providerNameForMethod } = await import('./index');
    expect(() => providerNameForMethod('card')).toThrow('Online payment is not available right now');
  });

  it('uses Stripe for cards when its key is set, whatever the sandbox setting', async () => {
    vi.stubEnv('PAYMENTS_SANDBOX', 'false');
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_123');
    vi.resetModules();
    const { providerNameForMethod } = await import('./index');
    expect(providerNameForMethod('card')).toBe('stripe');
  });
});
