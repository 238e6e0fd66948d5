import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '@/test/api';

type Answer = {
  delivery?: { cod: { available: boolean; message: string }; methods: string[] };
};

/** The route under a payments setting (read once at start-up, so the modules load again). */
async function routeWith(sandbox: 'true' | 'false') {
  vi.stubEnv('PAYMENTS_SANDBOX', sandbox);
  vi.stubEnv('STRIPE_SECRET_KEY', '');
  vi.stubEnv('RAZORPAY_KEY_ID', '');
  vi.resetModules();
  const { GET } = await import('./route');
  return (pin: string, amount?: string) =>
    call<Answer>(GET, `/api/delivery/${pin}`, { params: { pin }, query: amount ? { amount } : {} });
}

describe('GET /api/delivery/{pin}: the payment methods the store can take (issue 24 point 1)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('with the sandbox on: cash on delivery up to ₹50,000, UPI and card always', async () => {
    const ask = await routeWith('true');
    expect((await ask('560038', '1999')).json.delivery?.methods).toEqual(['cod', 'upi', 'card']);
    const sofa = (await ask('560038', '72000')).json.delivery;
    expect(sofa?.methods).toEqual(['upi', 'card']);
    expect(sofa?.cod.message).toBe(
      'Cash on delivery is available for orders up to ₹50,000. Please pay by UPI or card.',
    );
    expect((await ask('744101', '1999')).json.delivery?.methods).toEqual(['upi', 'card']);
  });

  it('with no online payment: nothing over ₹50,000 or to the islands, said in plain words', async () => {
    const ask = await routeWith('false');
    expect((await ask('560038', '1999')).json.delivery?.methods).toEqual(['cod']);
    const sofa = (await ask('560038', '72000')).json.delivery;
    expect(sofa?.methods).toEqual([]);
    expect(sofa?.cod.message).toMatch(/^Orders above ₹50,000 need online payment .* does not take yet/);
    expect(sofa?.cod.message).not.toMatch(/Please pay by UPI/);
    const island = (await ask('744101', '1999')).json.delivery;
    expect(island?.methods).toEqual([]);
    expect(island?.cod.message).toMatch(/PIN code 744101 .*cannot be paid for/);
  });
});
