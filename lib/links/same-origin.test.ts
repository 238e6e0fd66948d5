import { describe, expect, it } from 'vitest';
import { isHttpUrl, isStoreRelativePath, safeNextPath, sameOriginPath } from './same-origin';

// Issue 14, point 2: `next` after sign-in, and admin-entered links and image paths, must not leave the
// store. The values below are what a browser turns into another origin.
const origin = 'https://kapas.example';
const leaving = [
  '//evil.example/',
  '/\\evil.example/',
  '/\\/evil.example/',
  '/\t/evil.example/',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/.//evil.example',
  '/..//evil.example',
  'https://evil.example/',
  'http:evil.example',
  'javascript:alert(1)',
  'evil.example',
  '',
];

describe('sameOriginPath / safeNextPath', () => {
  it.each(leaving)('refuses %j', (value) => {
    expect(sameOriginPath(value, origin)).toBeNull();
    expect(safeNextPath(value, origin)).toBe('/');
  });

  it('refuses the decoded forms of the reported redirects', () => {
    // What URLSearchParams.get('next') gives for ?next=%2F%5Cevil.example%2F and ?next=%2F%09%2Fevil.example%2F.
    expect(safeNextPath(new URLSearchParams('next=%2F%5Cevil.example%2F').get('next'), origin)).toBe('/');
    expect(safeNextPath(new URLSearchParams('next=%2F%09%2Fevil.example%2F').get('next'), origin)).toBe('/');
    expect(safeNextPath(null, origin)).toBe('/');
  });

  it('keeps paths on the store, with their query and fragment', () => {
    expect(safeNextPath('/orders', origin)).toBe('/orders');
    expect(safeNextPath('/verify?success=true&orderId=abc#top', origin)).toBe(
      '/verify?success=true&orderId=abc#top',
    );
    expect(safeNextPath('/orders/abc/invoice', origin)).toBe('/orders/abc/invoice');
    // An absolute URL of the store itself is not a path: refused rather than parsed.
    expect(safeNextPath(`${origin}/orders`, origin)).toBe('/');
  });
});

describe('admin-entered paths and links', () => {
  it('accept a path only as it will be followed', () => {
    expect(isStoreRelativePath('/media/products/kurta.webp')).toBe(true);
    expect(isStoreRelativePath('/shop?category=Watches')).toBe(true);
    for (const value of [
      '/\\evil.example',
      '//evil.example',
      '/ /evil',
      '/\t/evil.example',
      '/a\\b',
      'media/x.png',
    ]) {
      expect(isStoreRelativePath(value), JSON.stringify(value)).toBe(false);
    }
  });

  it('accept absolute http(s) addresses with a host, and nothing that a browser reads otherwise', () => {
    expect(isHttpUrl('https://instagram.com/kapas')).toBe(true);
    for (const value of [
      'https:/\\evil.example',
      'http:\\\\evil.example',
      'https:///evil',
      'ftp://x.example',
      'https://a b',
    ]) {
      expect(isHttpUrl(value), JSON.stringify(value)).toBe(false);
    }
  });
});
