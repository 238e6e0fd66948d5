import { afterEach, describe, expect, it, vi } from 'vitest';

/** The settings are read once at start-up: each case loads the module again under its environment. */
async function load(vars: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries({
    STRIPE_SECRET_KEY: '',
    RAZORPAY_KEY_ID: '',
    RAZORPAY_KEY_SECRET: '',
    ...vars,
  }))
    vi.stubEnv(name, value);
  vi.resetModules();
  return import('./availability');
}

describe('the online methods a server can take, and what `npm start` says about them (issue 24 point 1)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('takes UPI and card through the sandbox when PAYMENTS_SANDBOX is on', async () => {
    const { onlinePaymentMethods, paymentStartupLines } = await load({ PAYMENTS_SANDBOX: 'true' });
    expect(onlinePaymentMethods()).toEqual(['upi', 'card']);
    expect(paymentStartupLines()).toEqual([
      '[payments] live: cash on delivery, UPI (sandbox), card (sandbox)',
    ]);
  });

  it('takes no online payment without keys and without the sandbox, and says how to turn it on', async () => {
    const { onlinePaymentMethods, paymentStartupLines } = await load({ PAYMENTS_SANDBOX: 'false' });
    expect(onlinePaymentMethods()).toEqual([]);
    const text = paymentStartupLines().join('\n');
    expect(text).toMatch(/^\[payments\] live: cash on delivery$/m);
    expect(text).toMatch(/UPI and card off: .*over ₹50,000.*cannot be paid for/);
    expect(text).toContain('PAYMENTS_SANDBOX=true npm start');
    expect(text).toMatch(/RAZORPAY_KEY_ID.*STRIPE_SECRET_KEY/);
  });

  it('takes each method whose provider has keys, and only that one, with the sandbox off', async () => {
    const card = await load({ PAYMENTS_SANDBOX: 'false', STRIPE_SECRET_KEY: 'sk_test_123' });
    expect(card.onlinePaymentMethods()).toEqual(['card']);
    expect(card.paymentStartupLines()[0]).toBe('[payments] live: cash on delivery, card (Stripe)');
    expect(card.paymentStartupLines()[1]).toMatch(/UPI off/);
    const upi = await load({
      PAYMENTS_SANDBOX: 'false',
      RAZORPAY_KEY_ID: 'rzp_test',
      RAZORPAY_KEY_SECRET: 's',
    });
    expect(upi.onlinePaymentMethods()).toEqual(['upi']);
  });
});
