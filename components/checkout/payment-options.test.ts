import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProceedToCheckout } from '@/components/cart/proceed-to-checkout';
import { StoreConfigProvider } from '@/components/providers/store-config-provider';
import type { LiveOnlineMethod } from '@/lib/payments/options';
import type { StoreConfig } from '@/lib/store-config';
import { PaymentChoice } from './payment-choice';

/** The store's settings as the layout hands them to the browser, with these online methods. */
const config = (onlinePayment: LiveOnlineMethod[]): StoreConfig => ({
  name: 'Test store',
  catalogue: 'furniture',
  deliveryFee: 0,
  freeShippingThreshold: 999,
  onlinePayment,
  company: { name: 'Co', gstin: 'G', address: 'A', email: 'e@x.in', phone: '1' },
  toast: { position: 'bottom-right', duration: 3000 },
  mediaBaseUrl: '',
});

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const cart = (onlinePayment: LiveOnlineMethod[], totalPaise: number) =>
  renderToStaticMarkup(
    // The provider has no hooks: called as a function, it returns its context element around the cart's button.
    StoreConfigProvider({
      value: config(onlinePayment),
      children: createElement(ProceedToCheckout, { totalPaise, signedIn: true }),
    }),
  );

describe('the cart before checkout (issue 24 point 1)', () => {
  it('with no online payment, says plainly that an order above ₹50,000 cannot be paid for, with no way to checkout', () => {
    const html = cart([], 72_000_00);
    expect(text(html)).toContain(
      'Orders above ₹50,000 need online payment (UPI or card), which this store does not take yet.',
    );
    expect(html).not.toContain('/place-order');
  });

  it('leads to checkout when the store can take the order', () => {
    expect(cart(['upi', 'card'], 72_000_00)).toContain('href="/place-order"');
    expect(cart([], 49_999_00)).toContain('href="/place-order"');
  });
});

describe('the payment methods at checkout (issue 24 point 1)', () => {
  it('offers only the methods it is given, and only the reason when there is none', () => {
    const radios = (html: string) => [...html.matchAll(/value="(\w+)"/g)].map((m) => m[1]);
    const some = renderToStaticMarkup(
      createElement(PaymentChoice, {
        value: 'upi',
        onChange: () => {},
        available: ['upi', 'card'],
        codRefusal: 'No cash.',
      }),
    );
    expect(radios(some)).toEqual(['upi', 'card']);
    const none = renderToStaticMarkup(
      createElement(PaymentChoice, {
        value: 'cod',
        onChange: () => {},
        available: [],
        codRefusal: 'Cannot be paid for.',
      }),
    );
    expect(radios(none)).toEqual([]);
    expect(none).toContain('role="alert"');
    expect(text(none)).toContain('Cannot be paid for.');
  });
});
