import { describe, expect, it } from 'vitest';
import { readListingFilters } from './listing-page';

describe('readListingFilters (the shop page reads its state from the URL)', () => {
  it('drops values the API would refuse instead of failing the page, and says which', () => {
    const { filters, ignored } = readListingFilters({
      sort: 'bogus',
      minRating: '9',
      category: 'Watches',
      page: '2',
    });
    expect(ignored.sort()).toEqual(['minRating', 'sort']);
    expect(filters.sort).toBe('relevant');
    expect(filters.minRating).toBeUndefined();
    expect(filters.categories).toEqual(['Watches']);
    expect(filters.page).toBe(2);
  });

  it('drops a parameter by the path of its issue, with no message text read', () => {
    // Two refused parameters, one of them a list refused as a whole: both dropped, the rest kept.
    const { filters, ignored } = readListingFilters({
      colors: ['Navy', 'x'.repeat(101)],
      sort: 'bogus',
      tags: 'cotton',
    });
    expect(ignored.sort()).toEqual(['colors', 'sort']);
    expect(filters.colors).toEqual([]);
    expect(filters.sort).toBe('relevant');
    expect(filters.tags).toEqual(['cotton']);
  });

  it('never lists drafts from a URL and ignores a page size in it', () => {
    const { filters } = readListingFilters({ published: 'false', limit: '1000' });
    expect(filters.published).toBe(true);
    expect(filters.limit).toBe(20);
  });

  it('removes NUL characters that PostgreSQL text cannot hold', () => {
    const { filters } = readListingFilters({ q: 'bla\u0000zer', colors: ['Na\u0000vy'] });
    expect(filters.q).toBe('blazer');
    expect(filters.colors).toEqual(['Navy']);
  });

  it('forces the collection category over whatever the URL says', () => {
    const { filters } = readListingFilters({ category: 'Watches' }, { category: 'sofa' });
    expect(filters.categories).toEqual(['sofa']);
  });
});
