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

  it('is off in production unless PAYMENTS_SANDBOX=true turns it on (issue 14 point 7)', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('STRIPE_SECRET_KEY', '');
    for (const unset of [undefined, '']) {
      vi.stubEnv('PAYMENTS_SANDBOX', unset);
      vi.resetModules();
      const { isSandboxEnabled, providerNameForMethod } = await import('./index');
      expect(isSandboxEnabled()).toBe(false);
      expect(() => providerNameForMethod('upi')).toThrow('Online payment is not available right now');
    }
    for (const on of ['true', '1']) {
      vi.stubEnv('PAYMENTS_SANDBOX', on);
      vi.resetModules();
      const { isSandboxEnabled, providerNameForMethod } = await import('./index');
      expect(isSandboxEnabled()).toBe(true);
      expect(providerNameForMethod('card')).toBe('sandbox');
    }
  });

  it('is on by default outside production (development, tests)', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    vi.stubEnv('PAYMENTS_SANDBOX', undefined);
    vi.resetModules();
    const { isSandboxEnabled } = await import('./index');
    expect(isSandboxEnabled()).toBe(true);
  });

  it('uses Stripe for cards when its key is set, whatever the sandbox setting', async () => {
    vi.stubEnv('PAYMENTS_SANDBOX', 'false');
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_123');
    vi.resetModules();
    const { providerNameForMethod } = await import('./index');
    expect(providerNameForMethod('card')).toBe('stripe');
  });
});
