import { describe, expect, it } from 'vitest';
import { localePath, splitLocale } from './locales';

describe('store paths in each language', () => {
  it('keeps English at the plain URL and puts Hindi under /hi, query and all', () => {
    expect(localePath('en', '/shop?category=Men')).toBe('/shop?category=Men');
    expect(localePath('hi', '/shop?category=Men')).toBe('/hi/shop?category=Men');
    expect(localePath('hi', '/')).toBe('/hi');
    expect(localePath('hi', '/?utm=x')).toBe('/hi?utm=x');
    expect(localePath('en', '/')).toBe('/');
  });

  it('reads the language and the store path from a public path', () => {
    expect(splitLocale('/hi/product/abc')).toEqual({ locale: 'hi', path: '/product/abc', prefixed: true });
    expect(splitLocale('/hi')).toEqual({ locale: 'hi', path: '/', prefixed: true });
    expect(splitLocale('/en/cart')).toEqual({ locale: 'en', path: '/cart', prefixed: true });
    expect(splitLocale('/cart')).toEqual({ locale: 'en', path: '/cart', prefixed: false });
    // Only a whole first segment names a language.
    expect(splitLocale('/hindi')).toEqual({ locale: 'en', path: '/hindi', prefixed: false });
    expect(splitLocale('/')).toEqual({ locale: 'en', path: '/', prefixed: false });
  });
});
