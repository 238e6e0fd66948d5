import { describe, expect, it } from 'vitest';
import { invalidateLayout, invalidateProducts, tagsForPath, tagVersions } from './index';
import { TaggedLru, type Tagged } from './store';

const id = 'aaaaaaaaaaaaaaaaaaaaaaaa';

type Entry = Tagged & { body: string };

function page(path: string, body = '<html></html>'): Entry {
  const tags = tagsForPath(path)!;
  return { body, tags, versions: tagVersions(tags), storedAt: Date.now() };
}

const store = (ttlMs: number, maxEntries = 5000) =>
  new TaggedLru<Entry>(ttlMs, (e) => e.body.length, 1024 * 1024, maxEntries);

describe('tagged in-process caches', () => {
  it('caches catalogue and policy pages, never per-shopper pages or the API', () => {
    expect(tagsForPath('/')).toEqual(['layout', 'listing']);
    expect(tagsForPath('/shop')).toEqual(['layout', 'listing']);
    expect(tagsForPath(`/product/${id}`)).toEqual(['layout', `product:${id}`]);
    expect(tagsForPath('/shipping-policy')).toEqual(['layout']);
    for (const p of [
      '/cart',
      '/profile',
      '/orders',
      '/place-order',
      '/login',
      '/wishlist',
      '/verify',
      '/api/product/list',
      '/admin',
      '/product/not-an-id',
    ]) {
      expect(tagsForPath(p)).toBeNull();
    }
  });

  it('serves a page until its product changes, and listings until any listed product changes', () => {
    const cache = store(60_000);
    cache.set('/p', page(`/product/${id}`));
    cache.set('/shop', page('/shop'));
    cache.set('/about', page('/about'));
    invalidateProducts([id], { listings: false });
    expect(cache.get('/p')).toBeUndefined();
    expect(cache.get('/shop')).toBeDefined();
    invalidateProducts(['bbbbbbbbbbbbbbbbbbbbbbbb']);
    expect(cache.get('/shop')).toBeUndefined();
    expect(cache.get('/about')).toBeDefined();
    invalidateLayout();
    expect(cache.get('/about')).toBeUndefined();
  });

  it('expires entries after the time to live and evicts the least recently used beyond the limits', () => {
    const cache = store(1000, 2);
    const now = Date.now();
    cache.set('/a', page('/about'));
    cache.set('/b', page('/contact'));
    cache.get('/a', now);
    cache.set('/c', page('/return-policy'));
    expect(cache.get('/b', now)).toBeUndefined();
    expect(cache.get('/a', now)).toBeDefined();
    expect(cache.get('/a', now + 5000)).toBeUndefined();
  });
});
