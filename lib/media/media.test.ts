import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/lib/env';
import { categoryImage, heroImages, mediaPath, resolveMediaFile, smallImage } from './index';
import { absoluteImageUrl, mediaSrcSet, storeImagePath } from './url';

describe('smallImage', () => {
  it('points generated media at the 400px twin', () => {
    expect(smallImage('/media/products/blazer-navy-front-a1.webp')).toBe(
      '/media/products/blazer-navy-front-a1.sm.webp',
    );
    expect(smallImage('/media/hero/fashion-1-wide-a1.webp')).toBe('/media/hero/fashion-1-wide-a1.sm.webp');
  });

  it('leaves other URLs alone', () => {
    expect(smallImage('/media/products/x.sm.webp')).toBe('/media/products/x.sm.webp');
    expect(smallImage('https://cdn.example.com/media/x.webp')).toBe('https://cdn.example.com/media/x.webp');
    expect(smallImage('/placeholder.webp')).toBe('/placeholder.webp');
    expect(smallImage('/media/products/x.webp?v=2')).toBe('/media/products/x.webp?v=2');
    expect(smallImage('/media/brand/logo.svg')).toBe('/media/brand/logo.svg');
  });
});

describe('image URLs for API clients (issue 14 point 14)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('prefix stored paths with the base, and leave absolute and protocol-relative URLs alone', () => {
    expect(absoluteImageUrl('/media/products/x.webp', 'https://shop.example.in/')).toBe(
      'https://shop.example.in/media/products/x.webp',
    );
    expect(absoluteImageUrl('https://images.example.in/x.webp', 'https://shop.example.in')).toBe(
      'https://images.example.in/x.webp',
    );
    expect(absoluteImageUrl('//evil.example/x.webp', 'https://shop.example.in')).toBe(
      '//evil.example/x.webp',
    );
    expect(absoluteImageUrl('', 'https://shop.example.in')).toBe('');
  });

  it("come back to the store's own paths for its pages", () => {
    const base = 'https://cdn.example.in/store';
    expect(storeImagePath(absoluteImageUrl('/media/a.webp', base), base)).toBe('/media/a.webp');
    expect(storeImagePath('https://images.example.in/x.webp', base)).toBe('https://images.example.in/x.webp');
    expect(storeImagePath('/media/a.webp', base)).toBe('/media/a.webp');
  });

  it('use MEDIA_BASE_URL when set, else SITE_URL', async () => {
    vi.stubEnv('SITE_URL', 'https://shop.example.in');
    vi.stubEnv('MEDIA_BASE_URL', '');
    vi.resetModules();
    expect((await import('./index')).publicImageUrls(['/media/a.webp'])).toEqual([
      'https://shop.example.in/media/a.webp',
    ]);
    vi.stubEnv('MEDIA_BASE_URL', 'https://cdn.example.in/');
    vi.resetModules();
    expect((await import('./index')).publicImageUrls(['/media/a.webp'])).toEqual([
      'https://cdn.example.in/media/a.webp',
    ]);
  });
});

describe('catalogue art names', () => {
  it('names heroes and category tiles the way the seed draws them', () => {
    expect(heroImages('fashion')).toHaveLength(4);
    expect(heroImages('furniture')[0]).toMatchObject({
      wide: expect.stringMatching(/^\/media\/hero\/furniture-1-wide-/),
    });
    expect(categoryImage("Men's Suits And Blazers")).toMatch(
      /^\/media\/categories\/men-s-suits-and-blazers-/,
    );
    expect(categoryImage('chairs')).toMatch(/^\/media\/categories\/chairs-/);
    expect(categoryImage('Shoes')).toBeUndefined();
  });
});

describe('media paths', () => {
  const root = path.resolve(env.MEDIA_DIR);

  it('maps URLs and relative names into MEDIA_DIR', () => {
    expect(mediaPath('/media/products/a.webp')).toBe(path.join(root, 'products', 'a.webp'));
    expect(mediaPath('products/a.webp')).toBe(path.join(root, 'products', 'a.webp'));
    expect(() => mediaPath('../../etc/passwd')).toThrow(/escapes/);
  });

  it('refuses traversal, hidden files and types it does not serve', () => {
    expect(resolveMediaFile(['products', 'a.webp'])).toEqual({
      file: path.join(root, 'products', 'a.webp'),
      contentType: 'image/webp',
    });
    expect(resolveMediaFile(['x.SVG'])?.contentType).toBe('image/svg+xml');
    expect(resolveMediaFile(['..', 'pglite', 'PG_VERSION'])).toBeNull();
    expect(resolveMediaFile(['..', 'secret.png'])).toBeNull();
    expect(resolveMediaFile(['products', '..%2F..%2Fx.png'.replace(/%2F/g, '/')])).toBeNull();
    expect(resolveMediaFile(['.env.png'])).toBeNull();
    expect(resolveMediaFile(['a\0.png'])).toBeNull();
    expect(resolveMediaFile(['notes.txt'])).toBeNull();
    expect(resolveMediaFile([])).toBeNull();
  });
});

describe('mediaSrcSet (issue 13 point 4)', () => {
  it('offers a generated image in its two widths', () => {
    expect(mediaSrcSet('/media/products/blazer-navy-front-a1.webp')).toBe(
      '/media/products/blazer-navy-front-a1.sm.webp 400w, /media/products/blazer-navy-front-a1.webp 800w',
    );
  });

  it('has nothing to offer for other images', () => {
    for (const src of ['/placeholder.webp', 'https://cdn.example.com/x.webp', '/media/products/x.sm.webp'])
      expect(mediaSrcSet(src)).toBeUndefined();
  });
});
