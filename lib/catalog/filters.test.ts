import { describe, expect, it } from 'vitest';
import { countActiveFilters, listActiveFilters, toFilterQuery } from './filter-state';
import {
  countCapFor,
  defaultProductFilters,
  maxPageFor,
  parseProductFilters,
  productFilters,
  type ProductFilters,
} from './filters';
import { searchWords } from './search';

function parse(input: Record<string, string | string[] | undefined> | URLSearchParams): ProductFilters {
  const result = parseProductFilters(input);
  if (!result.success) throw new Error(result.message);
  return result.filters;
}

function message(input: Record<string, string>): string {
  const result = parseProductFilters(input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to be rejected`);
  return result.message;
}

describe('parseProductFilters', () => {
  it('has the listing defaults: published only, first page of 20, relevance, no filters', () => {
    expect(parse({})).toEqual({
      q: undefined,
      exact: false,
      published: true,
      inStock: false,
      isFeatured: false,
      hasDiscount: false,
      hasReviews: false,
      freeShipping: false,
      categories: [],
      sellers: [],
      colors: [],
      sizes: [],
      tags: [],
      visibility: [],
      minPrice: undefined,
      maxPrice: undefined,
      minRating: undefined,
      minWeight: undefined,
      maxWeight: undefined,
      maxWidth: undefined,
      maxDepth: undefined,
      maxHeight: undefined,
      sort: 'relevant',
      page: 1,
      limit: 20,
    });
    expect(defaultProductFilters).toEqual(parse({}));
  });

  it('reads booleans as true/false/1/0 in any case, empty meaning absent', () => {
    expect(
      parse({ inStock: 'true', isFeatured: '1', hasDiscount: 'TRUE', hasReviews: 'False' }),
    ).toMatchObject({
      inStock: true,
      isFeatured: true,
      hasDiscount: true,
      hasReviews: false,
    });
    expect(parse({ published: '0' }).published).toBe(false);
    expect(parse({ published: '' }).published).toBe(true);
    expect(message({ freeShipping: 'yes' })).toBe('freeShipping: must be true or false');
  });

  it('splits, trims and de-duplicates comma-joined lists, merging category into categories', () => {
    const f = parse({
      category: 'Bed',
      categories: ' Sofa ,Bed,, Chairs',
      colors: 'Red,Red,Blue',
      sellers: 'A',
      seller: 'B',
    });
    expect(f.categories).toEqual(['Bed', 'Sofa', 'Chairs']);
    expect(f.colors).toEqual(['Red', 'Blue']);
    expect(f.sellers).toEqual(['B', 'A']);
  });

  it("accepts Next's searchParams with repeated keys and URLSearchParams", () => {
    expect(parse({ colors: ['Red', 'Blue'], sort: ['name-asc', 'rating'], page: undefined })).toMatchObject({
      colors: ['Red', 'Blue'],
      sort: 'name-asc',
      page: 1,
    });
    const params = new URLSearchParams('tags=a&tags=b,c&limit=5');
    expect(parse(params)).toMatchObject({ tags: ['a', 'b', 'c'], limit: 5 });
  });

  it('floors negative amounts at 0, keeps decimals, and treats an empty bound as none', () => {
    expect(parse({ minPrice: '-5', maxPrice: '' })).toMatchObject({ minPrice: 0, maxPrice: undefined });
    expect(parse({ maxPrice: '1999.50', minWeight: '0.1', maxWeight: '-1' })).toMatchObject({
      maxPrice: 1999.5,
      minWeight: 0.1,
      maxWeight: 0,
    });
    expect(message({ minPrice: 'abc' })).toBe('minPrice: must be a number');
    expect(message({ maxPrice: '0x10' })).toBe('maxPrice: must be a number');
  });

  it('validates page, limit, sort and minimum rating', () => {
    expect(parse({ page: '3', limit: '1000', sort: 'high-low', minRating: '4' })).toMatchObject({
      page: 3,
      limit: 1000,
      sort: 'high-low',
      minRating: 4,
    });
    expect(message({ limit: 'abc' })).toBe('limit: must be a whole number from 1 to 1000');
    expect(message({ page: '0' })).toBe('page: must be a whole number from 1');
    expect(message({ sort: 'bogus' })).toMatch(/^sort: must be one of relevant, low-high/);
    expect(message({ minRating: '9' })).toBe('minRating: must be a whole number from 1 to 4');
  });

  it('bounds the page so the offset stays within 10,000 rows', () => {
    expect(parse({ page: '501' }).page).toBe(501);
    expect(message({ page: '502' })).toMatch(/^page: must be at most 501 with limit 20/);
    expect(parse({ page: '101', limit: '100' }).page).toBe(101);
    expect(message({ page: '102', limit: '100' })).toMatch(/^page: must be at most 101/);
  });

  it('accepts visibility values (also as visibilityInCatalog) and rejects others', () => {
    expect(parse({ visibility: 'visible,hidden', visibilityInCatalog: 'search' }).visibility).toEqual([
      'visible',
      'hidden',
      'search',
    ]);
    expect(message({ visibility: 'visible,nowhere' })).toMatch(/^visibility: must be one or more of/);
    expect(message({ visibilityInCatalog: 'nowhere' })).toMatch(
      /^visibilityInCatalog: must be one or more of/,
    );
  });

  it('takes q, or search when q is absent, collapsing whitespace', () => {
    expect(parse({ q: '  navy   shirt ' }).q).toBe('navy shirt');
    expect(parse({ search: 'sofa' }).q).toBe('sofa');
    expect(parse({ q: 'bed', search: 'sofa' }).q).toBe('bed');
    expect(parse({ q: '   ' }).q).toBeUndefined();
    expect(message({ q: 'a'.repeat(201) })).toBe('q: must be at most 200 characters');
  });

  it('ignores unknown parameters', () => {
    expect(parse({ utm_source: 'mail', colour: 'Red' })).toEqual(defaultProductFilters);
  });
});

describe('countActiveFilters', () => {
  it('is 0 for the defaults, whatever the sort, page or search', () => {
    expect(countActiveFilters(productFilters({ sort: 'rating', page: 4, q: 'sofa' }))).toBe(0);
    expect(countActiveFilters(parse({ minPrice: '0' }))).toBe(0);
  });

  it('counts each selected value, each range once and each flag', () => {
    const f = parse({
      categories: 'Bed,Sofa',
      colors: 'Red',
      tags: 'new',
      sellers: 'A',
      visibility: 'catalog',
      minPrice: '100',
      maxPrice: '500',
      minWeight: '1',
      maxWidth: '100',
      maxHeight: '50',
      minRating: '3',
      inStock: 'true',
      isFeatured: 'true',
      hasDiscount: 'true',
      hasReviews: 'true',
      freeShipping: 'true',
    });
    // 6 values + price + weight + dimensions + rating + 5 flags
    expect(countActiveFilters(f)).toBe(15);
  });
});

describe('listActiveFilters', () => {
  const all = {
    q: 'navy shirt',
    categories: 'sofa,Bed',
    colors: 'Red',
    tags: 'new',
    sellers: 'A',
    visibility: 'catalog',
    minPrice: '1000',
    maxPrice: '3000',
    minWeight: '1',
    maxWidth: '100',
    maxHeight: '50',
    minRating: '3',
    inStock: 'true',
    isFeatured: 'true',
    hasDiscount: 'true',
    hasReviews: 'true',
    freeShipping: 'true',
  };

  it('is empty for the defaults', () => {
    expect(listActiveFilters(defaultProductFilters)).toEqual([]);
  });

  it('has a chip per filter countActiveFilters counts, plus the search', () => {
    const f = parse(all);
    const chips = listActiveFilters(f);
    expect(chips).toHaveLength(countActiveFilters(f) + 1);
    expect(chips.map((c) => c.label)).toEqual([
      '“navy shirt”',
      'Sofa',
      'Bed',
      '₹1,000 – ₹3,000',
      'Red',
      '3★ & above',
      'In stock only',
      'Featured',
      'On sale',
      'Has reviews',
      'Free shipping',
      'Shop only',
      'Tag: new',
      'Seller: A',
      'From 1 kg',
      'Fits W 100 × H 50 cm',
    ]);
    expect(new Set(chips.map((c) => c.key)).size).toBe(chips.length);
  });

  it('removing a chip takes away exactly that filter and nothing else', () => {
    const f = parse(all);
    for (const chip of listActiveFilters(f)) {
      const rest = parse(toFilterQuery(f, chip.remove));
      const left = listActiveFilters(rest).map((c) => c.key);
      expect(left).toEqual(
        listActiveFilters(f)
          .map((c) => c.key)
          .filter((k) => k !== chip.key),
      );
    }
  });

  it('says which end of a one-sided range is set', () => {
    expect(listActiveFilters(parse({ maxPrice: '999' })).map((c) => c.label)).toEqual(['Up to ₹999']);
    expect(listActiveFilters(parse({ minPrice: '500' })).map((c) => c.label)).toEqual(['From ₹500']);
  });

  it('has a chip per chosen size that removes only that size, and counts them', () => {
    const f = parse({ sizes: 'M,XL', colors: 'Red' });
    const chips = listActiveFilters(f);
    expect(chips.map((c) => c.label)).toEqual(['Red', 'Size M', 'Size XL']);
    const chip = chips.find((c) => c.label === 'Size M')!;
    expect(toFilterQuery(f, chip.remove).get('sizes')).toBe('XL');
    expect(countActiveFilters(f)).toBe(3);
  });

  it("leaves out a collection page's own category", () => {
    expect(listActiveFilters(parse({ category: 'Sofa', colors: 'Red' }), 'Sofa').map((c) => c.label)).toEqual(
      ['Red'],
    );
  });
});

describe('toFilterQuery', () => {
  it('leaves defaults out and round-trips through the parser', () => {
    expect(toFilterQuery(defaultProductFilters).toString()).toBe('');
    const f = parse({
      q: 'navy shirt',
      categories: 'Bed,Sofa',
      maxPrice: '999.5',
      inStock: 'true',
      sort: 'rating',
      page: '3',
    });
    const query = toFilterQuery(f);
    expect(parse(query)).toEqual(f);
    expect(toFilterQuery(f, { page: 1 }).get('page')).toBeNull();
  });
});

describe('searchWords', () => {
  it('keeps letters and digits of two or more characters, without stop words or duplicates', () => {
    // A hyphenated word stays whole: "t-shirt" is a kind of its own, not "shirt".
    expect(searchWords("Men's T-Shirt for the NAVY navy 2-seater")).toEqual([
      'men',
      't-shirt',
      'navy',
      '2-seater',
    ]);
    expect(searchWords('%_\'"); drop table -- :* & |')).toEqual(['drop', 'table']);
    expect(searchWords('कुर्ता सूती')).toEqual(['कुर्ता', 'सूती']);
    expect(searchWords(undefined)).toEqual([]);
  });
});

describe('countCapFor', () => {
  it('counts whole blocks of 50 pages past the page asked for, never past the deepest page', () => {
    expect(countCapFor(1, 20)).toBe(1000);
    expect(countCapFor(50, 20)).toBe(1000);
    expect(countCapFor(51, 20)).toBe(2000);
    expect(countCapFor(maxPageFor(20), 20)).toBe(maxPageFor(20) * 20);
    expect(countCapFor(1, 1000)).toBe(maxPageFor(1000) * 1000);
  });
});
