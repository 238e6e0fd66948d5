import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createRazorpayProvider, type RazorpayLinks } from './razorpay';
import { hmacHex, signatureMatches } from './signature';
import { createStripeProvider } from './stripe';
import type { PaymentRequest } from './types';

const request: PaymentRequest = {
  orderId: '65f0c0ffee0000000000abcd',
  method: 'card',
  amountPaise: 459_900,
  deliveryFeePaise: 9_900,
  lines: [{ name: 'Linen Shirt (L)', unitPricePaise: 225_000, quantity: 2, image: '/media/shirt.jpg' }],
  customer: { name: 'Asha Verma', email: 'asha@example.in', phone: '9876543210' },
  holdExpiresAt: new Date(Date.now() + 30 * 60_000),
};
const ref = { orderId: request.orderId, providerRef: 'cs_test_1', amountPaise: 459_900 };

type Seen = { method: string; url: string; body: URLSearchParams };

/** A Stripe client whose HTTP calls are answered by `answer` instead of the network. */
function fakeStripe(answer: (seen: Seen) => Record<string, unknown>) {
  const calls: Seen[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const seen = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: new URLSearchParams(typeof init?.body === 'string' ? init.body : ''),
    };
    calls.push(seen);
    return new Response(JSON.stringify(answer(seen)), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  const provider = createStripeProvider({
    secretKey: 'sk_test_123',
    webhookSecret: 'whsec_x',
    siteUrl: 'https://shop.example.in',
    httpClient: Stripe.createFetchHttpClient(fetchFn),
  });
  return { provider, calls };
}

const session = (over: Record<string, unknown> = {}) => ({
  id: 'cs_test_1',
  object: 'checkout.session',
  url: 'https://checkout.stripe.com/c/pay/cs_test_1',
  client_reference_id: request.orderId,
  amount_total: 459_900,
  currency: 'inr',
  payment_status: 'unpaid',
  status: 'open',
  ...over,
});

describe('Stripe provider', () => {
  it('creates a Checkout Session in INR priced in paise, with the return URLs', async () => {
    const { provider, calls } = fakeStripe(() => session());
    const started = await provider.createPayment(request);
    expect(started).toEqual({
      redirectUrl: 'https://checkout.stripe.com/c/pay/cs_test_1',
      providerRef: 'cs_test_1',
    });
    const [call] = calls;
    expect(call?.method).toBe('POST');
    expect(call?.url).toMatch(/\/v1\/checkout\/sessions$/);
    const body = call!.body;
    expect(body.get('mode')).toBe('payment');
    expect(body.get('line_items[0][price_data][currency]')).toBe('inr');
    expect(body.get('line_items[0][price_data][unit_amount]')).toBe('225000');
    expect(body.get('line_items[0][quantity]')).toBe('2');
    expect(body.get('line_items[0][price_data][product_data][images][0]')).toBe(
      'https://shop.example.in/media/shirt.jpg',
    );
    expect(body.get('line_items[1][price_data][unit_amount]')).toBe('9900');
    expect(body.get('success_url')).toBe(
      `https://shop.example.in/verify?success=true&orderId=${request.orderId}`,
    );
    expect(body.get('cancel_url')).toBe(
      `https://shop.example.in/verify?success=false&orderId=${request.orderId}`,
    );
    expect(body.get('client_reference_id')).toBe(request.orderId);
    const expiresIn = Number(body.get('expires_at')) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThanOrEqual(30 * 60);
  });

  it('says paid only when Stripe says the matching session is paid', async () => {
    const answers = [
      [session({ payment_status: 'paid' }), 'paid'],
      [session(), 'pending'],
      [session({ status: 'expired' }), 'failed'],
      [session({ payment_status: 'paid', amount_total: 100 }), 'pending'],
      [session({ payment_status: 'paid', client_reference_id: 'another-order' }), 'pending'],
    ] as const;
    for (const [answer, expected] of answers) {
      const { provider, calls } = fakeStripe(() => answer);
      expect(await provider.verifyPayment(ref)).toBe(expected);
      expect(calls[0]?.url).toMatch(/\/v1\/checkout\/sessions\/cs_test_1$/);
    }
  });

  it('expires the session when the shopper gives up', async () => {
    const { provider, calls } = fakeStripe(() => session({ status: 'expired' }));
    expect(await provider.cancelPayment(ref)).toBe('failed');
    expect(calls[0]?.url).toMatch(/\/v1\/checkout\/sessions\/cs_test_1\/expire$/);
  });
});

describe('Razorpay provider', () => {
  function fakeRazorpay(link: Record<string, unknown>) {
    const created: Record<string, unknown>[] = [];
    const client = {
      paymentLink: {
        create: async (params: Record<string, unknown>) => {
          created.push(params);
          return { id: 'plink_1', short_url: 'https://rzp.io/i/abc', ...link };
        },
        fetch: async () => ({ id: 'plink_1', ...link }),
        cancel: async () => ({ id: 'plink_1', ...link, status: 'cancelled' }),
      },
    } as unknown as RazorpayLinks;
    const provider = createRazorpayProvider({
      keyId: 'rzp_test_1',
      keySecret: 's',
      siteUrl: 'https://shop.example.in',
      client,
    });
    return { provider, created };
  }
  const upi = { ...request, method: 'upi' as const };
  const linkRef = { ...ref, providerRef: 'plink_1' };

  it('creates a payment link for the order amount that returns to the verify page', async () => {
    const { provider, created } = fakeRazorpay({
      status: 'created',
      amount: 459_900,
      reference_id: request.orderId,
    });
    expect(await provider.createPayment(upi)).toEqual({
      redirectUrl: 'https://rzp.io/i/abc',
      providerRef: 'plink_1',
    });
    expect(created[0]).toMatchObject({
      amount: 459_900,
      currency: 'INR',
      reference_id: request.orderId,
      callback_url: `https://shop.example.in/verify?success=true&orderId=${request.orderId}`,
      callback_method: 'get',
      customer: { contact: '+919876543210', email: 'asha@example.in' },
    });
    expect(created[0]).not.toHaveProperty('upi_link');
  });

  it('says paid only for a paid link of the right order and amount', async () => {
    const base = { amount: 459_900, reference_id: request.orderId };
    expect(
      await fakeRazorpay({ ...base, status: 'paid', amount_paid: 459_900 }).provider.verifyPayment(linkRef),
    ).toBe('paid');
    expect(await fakeRazorpay({ ...base, status: 'created' }).provider.verifyPayment(linkRef)).toBe(
      'pending',
    );
    expect(await fakeRazorpay({ ...base, status: 'expired' }).provider.verifyPayment(linkRef)).toBe('failed');
    expect(
      await fakeRazorpay({
        ...base,
        reference_id: 'x',
        status: 'paid',
        amount_paid: 459_900,
      }).provider.verifyPayment(linkRef),
    ).toBe('pending');
    expect(await fakeRazorpay({ ...base, status: 'created' }).provider.cancelPayment(linkRef)).toBe('failed');
  });
});

describe('webhook signatures', () => {
  it('compares HMACs in constant time and refuses anything malformed', () => {
    const good = hmacHex('secret', 'body');
    expect(signatureMatches(good, good)).toBe(true);
    expect(signatureMatches(good, good.toUpperCase())).toBe(true);
    expect(signatureMatches(good, hmacHex('other', 'body'))).toBe(false);
    expect(signatureMatches(good, good.slice(0, -2))).toBe(false);
    expect(signatureMatches(good, 'zz')).toBe(false);
    expect(signatureMatches(good, '')).toBe(false);
    expect(signatureMatches(good, null)).toBe(false);
  });
});
