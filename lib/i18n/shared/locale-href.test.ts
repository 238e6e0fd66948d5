import { describe, expect, it } from 'vitest';
import { localeHref } from './locale-href';

describe('localeHref', () => {
  it('takes a store path into the language, query kept, and leaves English as it is', () => {
    expect(localeHref('hi', '/shop?category=Men')).toBe('/hi/shop?category=Men');
    expect(localeHref('hi', '/')).toBe('/hi');
    expect(localeHref('en', '/shop?category=Men')).toBe('/shop?category=Men');
  });

  it('leaves links that are not store paths alone', () => {
    for (const link of [
      'https://wa.me/911140582290',
      '//cdn.example/x',
      'mailto:a@b.in',
      'tel:+911140582290',
      '#top',
      '',
    ])
      expect(localeHref('hi', link)).toBe(link);
  });
});
