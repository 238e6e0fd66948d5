import { describe, expect, it } from 'vitest';
import { sharedCacheControl, sharedCacheHeaders, tagHeaders } from './headers';

describe('caching headers of shopper-independent pages', () => {
  it('lets shared caches keep a page for the time to live and serve it stale while refetching', () => {
    expect(sharedCacheControl(60)).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    // Browsers always ask again: a purge by tag cannot reach their caches.
    expect(sharedCacheControl(60)).toMatch(/(^|, )max-age=0(,|$)/);
    expect(sharedCacheControl(0)).toBe('public, max-age=0, s-maxage=0');
    expect(sharedCacheControl(-5)).toBe('public, max-age=0, s-maxage=0');
  });

  it('names the tags for Varnish (xkey) and for CDNs (Surrogate-Key), each once', () => {
    const id = 'aaaaaaaaaaaaaaaaaaaaaaaa';
    expect(tagHeaders(['layout', `product:${id}`, 'layout'])).toEqual({
      xkey: `layout product:${id}`,
      'surrogate-key': `layout product:${id}`,
    });
    expect(sharedCacheHeaders(['layout', 'listing'], 60)).toEqual({
      'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
      xkey: 'layout listing',
      'surrogate-key': 'layout listing',
    });
  });
});
