import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORE_POLICY } from './store-policy';

// Issue 23 point 11: with SITE_URL unset, the API's absolute image URLs and the JSON-LD named
// http://localhost:3000 whatever PORT the store listened on, so a client on another origin showed broken
// images. Unset, it is now http://localhost on the store's own port, and the production server warns.

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function load(settings: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  vi.resetModules();
  const { env, siteUrlWarning } = await import('./env');
  const { publicImageUrls } = await import('./media');
  const { absoluteUrl } = await import('./seo/json-ld');
  return { env, siteUrlWarning, publicImageUrls, absoluteUrl };
}

describe('SITE_URL unset', () => {
  it('is http://localhost on the port the store listens on, in image URLs and JSON-LD alike', async () => {
    for (const unset of [undefined, '']) {
      const { env, publicImageUrls, absoluteUrl } = await load({
        SITE_URL: unset,
        MEDIA_BASE_URL: undefined,
        PORT: '4123',
      });
      expect(env.SITE_URL).toBe('http://localhost:4123');
      expect(publicImageUrls(['/media/products/kurta.webp'])).toEqual([
        'http://localhost:4123/media/products/kurta.webp',
      ]);
      expect(absoluteUrl('/product/abc')).toBe('http://localhost:4123/product/abc');
    }
  });

  it('is port 3000 when PORT is unset too', async () => {
    const { env } = await load({ SITE_URL: undefined, PORT: undefined });
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.PORT).toBe(3000);
  });

  it('makes the production server warn at start; development and a set SITE_URL do not', async () => {
    const unset = await load({ SITE_URL: undefined, PORT: '4123' });
    expect(unset.siteUrlWarning(unset.env, false)).toMatch(
      /WARNING: SITE_URL is not set.+http:\/\/localhost:4123/,
    );
    expect(unset.siteUrlWarning(unset.env, true)).toBeNull();
    const set = await load({ SITE_URL: 'https://shop.example', PORT: '4123' });
    expect(set.env.SITE_URL).toBe('https://shop.example');
    expect(set.siteUrlWarning(set.env, false)).toBeNull();
    expect(set.publicImageUrls(['/media/a.webp'])).toEqual(['https://shop.example/media/a.webp']);
  });

  it('refuses a PORT that is not a port', async () => {
    await expect(load({ PORT: 'eighty' })).rejects.toThrow(/Invalid environment: PORT/);
  });
});

describe('FREE_SHIPPING_THRESHOLD (issue 23 point 10)', () => {
  it('is rupees, `off` for never, or unset for the store policy’s figure', async () => {
    const cases: [string | undefined, number | null][] = [
      [undefined, STORE_POLICY.freeShippingThresholdRupees],
      ['', STORE_POLICY.freeShippingThresholdRupees],
      ['1499', 1499],
      ['0', 0],
      ['off', null],
      [' OFF ', null],
    ];
    for (const [setting, threshold] of cases) {
      vi.stubEnv('FREE_SHIPPING_THRESHOLD', setting);
      vi.stubEnv('DELIVERY_FEE', '49');
      vi.resetModules();
      const { getStoreConfig } = await import('./store-config');
      expect(getStoreConfig(), String(setting)).toMatchObject({
        deliveryFee: 49,
        freeShippingThreshold: threshold,
      });
    }
  });

  it('refuses anything else at start', async () => {
    for (const bad of ['never', '-5', '99x', 'false']) {
      await expect(load({ FREE_SHIPPING_THRESHOLD: bad }), bad).rejects.toThrow(
        /Invalid environment: FREE_SHIPPING_THRESHOLD/,
      );
    }
  });
});
