import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { freeShippingText, returnWindowText } from '@/lib/store-policy';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';
import { siteText } from './site-metadata';

const english = createTranslator({ locale: 'en-IN', messages: en, namespace: 'Metadata' });
const hindi = createTranslator({ locale: 'hi-IN', messages: hi, namespace: 'Metadata' });

const terms = [
  { deliveryFee: 0, freeShippingThreshold: 999 },
  { deliveryFee: 49, freeShippingThreshold: null },
  { deliveryFee: 99, freeShippingThreshold: 1499 },
];

describe('siteText', () => {
  it.each(terms)('words English as the store did before it had Hindi (%o)', (shipping) => {
    expect(siteText(english, { ...shipping, name: 'Kaath Home', catalogue: 'furniture' })).toEqual({
      title: 'Kaath Home — Furniture for Indian homes',
      description: `Solid-wood beds, sofas and chairs delivered across India. ${freeShippingText(shipping)} and ${returnWindowText()}.`,
    });
    expect(siteText(english, { ...shipping, name: 'Kapas & Co.', catalogue: 'fashion' })).toEqual({
      title: 'Kapas & Co. — Fashion & accessories online',
      description: `Suits, blazers, shirts, watches, eyewear and women's western wear. ${freeShippingText(shipping)} and ${returnWindowText()}.`,
    });
  });

  it('words Hindi with the same amounts, grouped the Indian way', () => {
    const text = siteText(hindi, {
      deliveryFee: 99,
      freeShippingThreshold: 139999,
      name: 'Kaath Home',
      catalogue: 'furniture',
    });
    expect(text.title).toBe('Kaath Home — भारतीय घरों के लिए फ़र्नीचर');
    expect(text.description).toContain('₹1,39,999 या उससे ज़्यादा के ऑर्डर पर मुफ़्त डिलीवरी');
    expect(text.description).not.toMatch(/[A-Za-z]/);
  });
});
