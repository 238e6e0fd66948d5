import { describe, expect, it } from 'vitest';
import {
  isShareableAnswer,
  PRIVATE_CACHE_CONTROL,
  sameVersions,
  sharedCacheControl,
  sharedCacheHeaders,
  tagHeaders,
} from './headers';

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

  it('shares only a complete 200 HTML page that sets no cookie', () => {
    const html = { 'content-type': 'text/html; charset=utf-8' };
    expect(isShareableAnswer(200, html)).toBe(true);
    expect(isShareableAnswer(200, { ...html, 'set-cookie': ['token=abc; HttpOnly'] })).toBe(false);
    expect(isShareableAnswer(404, html)).toBe(false);
    expect(isShareableAnswer(307, { location: '/login' })).toBe(false);
    expect(isShareableAnswer(500, html)).toBe(false);
    expect(isShareableAnswer(200, { 'content-type': 'text/x-component' })).toBe(false);
    expect(PRIVATE_CACHE_CONTROL).toMatch(/private/);
    expect(PRIVATE_CACHE_CONTROL).toMatch(/no-store/);
  });

  it('tells whether anything a page shows changed while it was rendered', () => {
    expect(sameVersions([1, 2], [1, 2])).toBe(true);
    expect(sameVersions([1, 2], [1, 3])).toBe(false);
    expect(sameVersions([1], [1, 0])).toBe(false);
  });
});
