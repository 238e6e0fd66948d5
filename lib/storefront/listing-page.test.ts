import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_LENGTH } from '@/lib/catalog/shared/filters';
import { pastLastPageRedirect, readListingFilters, shortenSearch } from './listing-page';

describe('pastLastPageRedirect', () => {
  it('sends a page past the end to the last page, keeping the other parameters', () => {
    expect(
      pastLastPageRedirect(
        '/shop',
        { page: '99', category: 'Watches', view: 'list' },
        { page: 99, totalPages: 8 },
      ),
    ).toBe('/shop?category=Watches&view=list&page=8');
  });

  it('drops page when everything fits on one page or nothing matches', () => {
    expect(
      pastLastPageRedirect('/collection', { category: 'sofa', page: '3' }, { page: 3, totalPages: 1 }),
    ).toBe('/collection?category=sofa');
    expect(pastLastPageRedirect('/shop', { page: '2', q: 'zzz' }, { page: 2, totalPages: 0 })).toBe(
      '/shop?q=zzz',
    );
  });

  it('keeps repeated parameters', () => {
    expect(
      pastLastPageRedirect('/shop', { colors: ['Red', 'Navy'], page: '5' }, { page: 5, totalPages: 2 }),
    ).toBe('/shop?colors=Red&colors=Navy&page=2');
  });

  it('leaves pages that exist alone', () => {
    expect(pastLastPageRedirect('/shop', { page: '8' }, { page: 8, totalPages: 8 })).toBeNull();
    expect(pastLastPageRedirect('/shop', {}, { page: 1, totalPages: 0 })).toBeNull();
  });
});

describe('search text on listing pages', () => {
  it('searches the beginning of an over-long text, at a word boundary, and says so', () => {
    const typed = 'navy linen blazer '.repeat(40).trim();
    expect(typed.length).toBeGreaterThan(600);
    const { filters, searchNotice } = readListingFilters({ q: typed });
    expect(filters.q).toBeDefined();
    expect(filters.q!.length).toBeLessThanOrEqual(MAX_SEARCH_LENGTH);
    expect(filters.q).toMatch(/^navy linen blazer navy/);
    expect(filters.q).toMatch(/(navy|linen|blazer)$/);
    expect(searchNotice).toEqual({ kind: 'shortened', length: typed.length, searched: filters.q });
  });

  it('cuts a text without spaces at the limit', () => {
    expect(shortenSearch('x'.repeat(600))).toBe('x'.repeat(MAX_SEARCH_LENGTH));
  });

  it('says when the text has no word to search for', () => {
    for (const q of ['!!!', '?? -- ..', 'the']) {
      const { filters, searchNotice } = readListingFilters({ q });
      expect(filters.q).toBe(q.trim().replace(/\s+/g, ' '));
      expect(searchNotice).toEqual({ kind: 'no-words', query: filters.q });
    }
  });

  it('has nothing to say about an ordinary search', () => {
    expect(readListingFilters({ q: 'navy blazer' }).searchNotice).toBeUndefined();
    expect(readListingFilters({}).searchNotice).toBeUndefined();
  });
});
