/**
 * Every page, banner, JSON-LD block and invoice line that states a policy figure renders it from
 * lib/store-policy. Two checks: the figures are changed at run time to values used nowhere else and
 * the pages must show the changed ones (and none of the real ones); and no source file may state a
 * delivery time, return window, support hours or payment method in words of its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { STORE_POLICY } from './store-policy';

// Odd figures no page states on its own. Set before the pages load: some build their text at import.
Object.assign(STORE_POLICY, {
  processingDays: { min: 2, max: 4 },
  deliveryDays: { min: 5, max: 11 },
  remoteDeliveryDays: { min: 12, max: 19 },
  cancelWindowHours: 36,
  returnWindowDays: 13,
  damageReportDays: 3,
  refundDays: 9,
  freeShippingThresholdRupees: 1499,
  supportHours: 'Tue–Fri, 8 AM – 4 PM',
  replyBusinessDays: 2,
});

const render = (element: ReactElement) =>
  renderToStaticMarkup(element)
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'");

async function page(modulePath: string): Promise<string> {
  const mod = (await import(modulePath)) as { default: () => ReactElement };
  return render(createElement(mod.default));
}

/** Figures the real policy states: none may show while the odd ones are in force. */
const realFigures = [/3–7 business days/, /\b7[- ]days?\b/i, /24 hours/, /1–2 business days/, /₹999/];

function expectNoRealFigures(text: string) {
  for (const figure of realFigures) expect(text).not.toMatch(figure);
  expect(text).not.toMatch(/paypal/i);
}

describe('policy texts come from lib/store-policy', () => {
  it('the shipping policy states processing, delivery, remote delivery and damage-report figures', async () => {
    const text = await page('@/app/[locale]/shipping-policy/page');
    expect(text).toContain('2–4 business days');
    expect(text).toContain('5–11 business days');
    expect(text).toContain('12–19 business days');
    expect(text).toContain('within 3 days');
    expectNoRealFigures(text);
  });

  it('the return policy states the return window, damage report and refund days', async () => {
    const text = await page('@/app/[locale]/return-policy/page');
    expect(text).toContain('within 13 days of delivery');
    expect(text).toContain('3 days of delivery');
    expect(text).toContain('within 9 days');
    expectNoRealFigures(text);
  });

  it('the cancellation policy states the cancel window and refund days', async () => {
    const text = await page('@/app/[locale]/cancellation-policy/page');
    expect(text).toContain('within 36 hours');
    expect(text).toContain('within 9 days');
    expectNoRealFigures(text);
  });

  it('the terms list the payment methods the store takes, and not PayPal', async () => {
    const text = await page('@/app/[locale]/terms-conditions/page');
    expect(text).toContain('cash on delivery, UPI and credit and debit cards');
    expectNoRealFigures(text);
  });

  it('the about and contact pages state delivery, returns and support hours', async () => {
    const about = await page('@/app/[locale]/about/page');
    expect(about).toContain('5–11 business days');
    expect(about).toContain('13 days of delivery');
    expect(about).toContain('Tue–Fri, 8 AM – 4 PM');
    expectNoRealFigures(about);
    const contact = await page('@/app/[locale]/contact/page');
    expect(contact).toContain('Tue–Fri, 8 AM – 4 PM');
    expect(contact).toContain('within 2 business days');
  });

  it('the home policies strip and why-choose-us state the same figures', async () => {
    const { PoliciesStrip } = await import('@/components/home/policies-strip');
    const strip = render(createElement(PoliciesStrip));
    expect(strip).toContain('13 Days Return Policy');
    expect(strip).toContain('5–11 business days');
    expect(strip).toContain('Tue–Fri, 8 AM – 4 PM');
    expectNoRealFigures(strip);
    const { WhyChooseUs } = await import('@/components/home/fashion-sections');
    const why = render(createElement(WhyChooseUs));
    expect(why).toContain('13-day returns');
    expect(why).toContain('5–11 business days');
    expectNoRealFigures(why);
  });

  it('the product JSON-LD offer carries the handling, transit and return days', async () => {
    const { offerPolicyJsonLd } = await import('@/lib/seo/json-ld');
    const offer = offerPolicyJsonLd(50_000, { deliveryFee: 49, freeShippingThreshold: 1499 }) as {
      shippingDetails: {
        shippingRate: { value: number };
        deliveryTime: { handlingTime: object; transitTime: object };
      };
      hasMerchantReturnPolicy: { merchantReturnDays: number };
    };
    expect(offer.shippingDetails.deliveryTime.handlingTime).toMatchObject({ minValue: 2, maxValue: 4 });
    expect(offer.shippingDetails.deliveryTime.transitTime).toMatchObject({ minValue: 3, maxValue: 7 });
    expect(offer.hasMerchantReturnPolicy.merchantReturnDays).toBe(13);
    // ₹500 is under the (odd) ₹1,499 threshold: one of it pays the fee; ₹1,499 ships free.
    expect(offer.shippingDetails.shippingRate.value).toBe(49);
    expect(
      (
        offerPolicyJsonLd(149_900, { deliveryFee: 49, freeShippingThreshold: 1499 }) as {
          shippingDetails: { shippingRate: { value: number } };
        }
      ).shippingDetails.shippingRate.value,
    ).toBe(0);
  });

  it('the order rule and the cart follow the threshold', async () => {
    const { shippingTerms } = await import('@/lib/store-config');
    const { deliveryFeePaiseUnder } = await import('./store-policy');
    // FREE_SHIPPING_THRESHOLD unset: the policy's figure is the threshold.
    const terms = { ...shippingTerms(), deliveryFee: 49 };
    expect(terms.freeShippingThreshold).toBe(1499);
    expect(deliveryFeePaiseUnder(149_899, terms)).toBe(4_900);
    expect(deliveryFeePaiseUnder(149_900, terms)).toBe(0);
    const { CartTotals } = await import('@/components/cart/cart-totals');
    const cart = render(createElement(CartTotals, { subtotalPaise: 100_000, ...terms }));
    expect(cart).toContain('₹49');
    expect(cart).toContain('Free shipping on orders of ₹1,499 or more');
    expect(cart).toContain('₹1,049');
  });
});

describe('FREE_SHIPPING_THRESHOLD=off with a delivery fee (issue 23 point 10)', () => {
  const noFreePromise = [/free shipping on orders/i, /free shipping from/i, /ship free/i, /or more/i];

  it('no page, banner or cart promises free shipping over an amount; each states the fee', async () => {
    const { env } = await import('@/lib/env');
    const saved = { fee: env.DELIVERY_FEE, threshold: env.FREE_SHIPPING_THRESHOLD };
    env.DELIVERY_FEE = 49;
    env.FREE_SHIPPING_THRESHOLD = 'off';
    try {
      const { getStoreConfig } = await import('@/lib/store-config');
      expect(getStoreConfig()).toMatchObject({ deliveryFee: 49, freeShippingThreshold: null });
      const shipping = await page('@/app/[locale]/shipping-policy/page');
      expect(shipping).toContain('A delivery charge of ₹49 applies to every order.');
      const about = await page('@/app/[locale]/about/page');
      expect(about).toContain('Delivery ₹49 on every order');
      const { PoliciesStrip } = await import('@/components/home/policies-strip');
      const strip = render(createElement(PoliciesStrip));
      expect(strip).toContain('Delivery ₹49 on every order');
      const { WhyChooseUs } = await import('@/components/home/fashion-sections');
      const why = render(createElement(WhyChooseUs));
      expect(why).toContain('Delivery ₹49');
      const { CartTotals } = await import('@/components/cart/cart-totals');
      const cart = render(
        createElement(CartTotals, { subtotalPaise: 500_000, deliveryFee: 49, freeShippingThreshold: null }),
      );
      expect(cart).toContain('₹5,049');
      for (const text of [shipping, about, strip, why, cart])
        for (const promise of noFreePromise) expect(text).not.toMatch(promise);
      const { offerPolicyJsonLd } = await import('@/lib/seo/json-ld');
      const offer = offerPolicyJsonLd(5_000_000, getStoreConfig()) as {
        shippingDetails: { shippingRate: { value: number } };
      };
      expect(offer.shippingDetails.shippingRate.value).toBe(49);
    } finally {
      env.DELIVERY_FEE = saved.fee;
      env.FREE_SHIPPING_THRESHOLD = saved.threshold;
    }
  });
});

/** Source files whose text a shopper may read (comments are stripped before the check). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const root = path.resolve(import.meta.dirname, '..');
const ownWords = [
  /\d+\s*[–-]\s*\d+\s+business days/i,
  /\b\d+[- ]day returns?\b/i,
  /\b\d+ days? return/i,
  /within \d+ (business )?(days?|hours?)/i,
  /\b\d+ hours of placing/i,
  /24\s?\/\s?7/,
  /paypal/i,
  /₹\s?\d[\d,]* or more/,
  /over ₹\s?\d/i,
  /one business day/i,
  /mon\s*[–-]\s*sat/i,
  /no questions asked/i,
];

describe('no page states a policy figure in its own words', () => {
  it.each(['app', 'components', 'lib'])('%s/', (dir) => {
    const offenders: string[] = [];
    for (const file of sourceFiles(path.join(root, dir))) {
      if (file.endsWith(path.join('lib', 'store-policy.ts'))) continue;
      const code = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      for (const words of ownWords) {
        const hit = words.exec(code);
        if (hit) offenders.push(`${path.relative(root, file)}: "${hit[0]}"`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
