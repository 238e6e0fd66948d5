import { describe, expect, it } from 'vitest';
import { invalidateLayout, invalidateProducts, tagsForPath, tagVersions } from './index';
import { PageStore, pickEncoding, type CachedPage } from './store';

const id = 'aaaaaaaaaaaaaaaaaaaaaaaa';

function page(path: string, body = '<html></html>'): CachedPage {
  const tags = tagsForPath(path)!;
  const answer = { headers: [], body: Buffer.from(body) };
  return {
    status: 200,
    answers: { identity: answer, gzip: answer, br: answer },
    tags,
    versions: tagVersions(tags),
    storedAt: Date.now(),
  };
}

describe('page cache', () => {
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
    const store = new PageStore(60_000);
    store.set('/p', page(`/product/${id}`));
    store.set('/shop', page('/shop'));
    store.set('/about', page('/about'));
    invalidateProducts([id], { listings: false });
    expect(store.get('/p')).toBeUndefined();
    expect(store.get('/shop')).toBeDefined();
    invalidateProducts(['bbbbbbbbbbbbbbbbbbbbbbbb']);
    expect(store.get('/shop')).toBeUndefined();
    expect(store.get('/about')).toBeDefined();
    invalidateLayout();
    expect(store.get('/about')).toBeUndefined();
  });

  it('expires entries after the time to live and evicts the least recently used beyond the limits', () => {
    const store = new PageStore(1000, 1024 * 1024, 2);
    const now = Date.now();
    store.set('/a', page('/about'));
    store.set('/b', page('/contact'));
    store.get('/a', now);
    store.set('/c', page('/return-policy'));
    expect(store.get('/b', now)).toBeUndefined();
    expect(store.get('/a', now)).toBeDefined();
    expect(store.get('/a', now + 5000)).toBeUndefined();
  });

  it('serves the best stored encoding the client accepts', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding(undefined)).toBe('identity');
  });
});

describe('hash-based CSP for cached pages', () => {
  it('hashes exactly the inline scripts and keeps external scripts to the origin', async () => {
    const { hashedPolicy, inlineScriptHashes } = await import('./csp-hashes');
    const { createHash } = await import('node:crypto');
    const html =
      '<script src="/_next/static/a.js" nonce="n" async></script><script nonce="n">self.__next_f.push([1,"x"])</script><script type="application/ld+json">{"a":1}</script><script></script>';
    const hashes = inlineScriptHashes(html);
    const expected = createHash('sha256').update('self.__next_f.push([1,"x"])').digest('base64');
    expect(hashes).toContain(`'sha256-${expected}'`);
    // The JSON-LD block is data, never run, so it needs no hash.
    expect(hashes).toHaveLength(1);
    const policy = hashedPolicy(
      "default-src 'self'; script-src 'self' 'nonce-n' 'strict-dynamic'; object-src 'none'",
      hashes,
    );
    expect(policy).toBe(`default-src 'self'; script-src 'self' ${hashes.join(' ')}; object-src 'none'`);
    expect(policy).not.toContain('nonce');
    expect(policy).not.toContain('unsafe-inline');
  });
});
