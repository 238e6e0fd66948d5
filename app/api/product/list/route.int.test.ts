import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import type { ApiProduct } from '@/lib/catalog';
import { insertProducts, type ProductFixture } from '@/test/fixtures/catalog';
import { call, signToken } from '@/test/api';
import { users } from '@/models';
import { GET } from './route';

type ListAnswer = { products: ApiProduct[]; total: number; page: number; limit: number; totalPages: number };

const base = Date.parse('2026-01-01T00:00:00Z');
const ago = (minutes: number) => new Date(base - minutes * 60_000);

// A small catalogue where every filter has products on both sides of its line.
const fixtures: Record<string, ProductFixture> = {
  blazer: {
    name: 'Navy Wool Blazer',
    categories: ["Men's Suits And Blazers"],
    regularPrice: 8000,
    salePrice: 6000,
    colors: ['Navy', 'Black'],
    tags: ['formal', 'wool'],
    sizes: ['38', '40', '42'],
    seller: 'Kapas Studio',
    weight: 1.2,
    averageRating: 4.5,
    totalReviews: 10,
    isFeatured: true,
    images: ['/media/blazer.webp'],
  },
  shirt: {
    name: 'Navy Oxford Shirt',
    categories: ['T-Shirts & Shirts'],
    regularPrice: 1500,
    colors: ['Navy', 'White'],
    tags: ['cotton', 'formal'],
    sizes: ['S', 'M', 'L'],
    seller: 'Kapas Studio',
    weight: 0.3,
    averageRating: 4,
    totalReviews: 5,
  },
  tee: {
    name: 'Graphic Cotton Tee',
    categories: ['T-Shirts & Shirts'],
    regularPrice: 700,
    salePrice: 500,
    colors: ['Red'],
    tags: ['cotton', 'casual'],
    sizes: ['M', 'L', 'XL'],
    seller: 'Urban Thread',
    weight: 0.2,
    averageRating: 3.2,
    totalReviews: 2,
  },
  watch: {
    name: 'Steel Chronograph Watch',
    categories: ['Watches'],
    regularPrice: 12000,
    colors: ['Silver'],
    tags: ['premium'],
    seller: 'Time House',
    weight: 0.15,
    averageRating: 4.8,
    totalReviews: 20,
    isFeatured: true,
    stock: 0,
  },
  glasses: {
    name: 'Round Metal Glasses',
    categories: ["Men's Glasses"],
    regularPrice: 2500,
    salePrice: 2500,
    colors: ['Gold'],
    tags: ['premium'],
    seller: 'Time House',
    weight: 0.05,
    inStock: false,
  },
  sofa: {
    name: 'Three Seater Fabric Sofa',
    categories: ['Sofa'],
    regularPrice: 45000,
    salePrice: 39999,
    colors: ['Grey', 'Blue'],
    tags: ['living room'],
    seller: 'Kaath Works',
    weight: 55,
    widthCm: 200,
    depthCm: 90,
    heightCm: 85,
    averageRating: 4.2,
    totalReviews: 7,
  },
  bed: {
    name: 'King Size Teak Bed',
    categories: ['Bed'],
    regularPrice: 60000,
    colors: ['Brown'],
    tags: ['bedroom'],
    seller: 'Kaath Works',
    weight: 120,
    widthCm: 190,
    depthCm: 210,
    heightCm: 100,
    averageRating: 3.9,
    totalReviews: 3,
  },
  chair: {
    name: 'Ergonomic Office Chair',
    categories: ['Chairs'],
    regularPrice: 800,
    colors: ['Black'],
    tags: ['office'],
    seller: 'Kaath Works',
    weight: 12,
    widthCm: 60,
    depthCm: 60,
    heightCm: 110,
    averageRating: 2.5,
    totalReviews: 1,
  },
  suit: { name: 'Custom Tailored Suit', categories: ["Men's Suits And Blazers"], regularPrice: null },
  linen: {
    name: 'Linen Summer Shirt',
    categories: ['T-Shirts & Shirts'],
    regularPrice: 1800,
    colors: ['White'],
    visibility: 'catalog',
  },
  scarf: {
    name: 'Silk Scarf',
    categories: ["Women's Western Styles"],
    regularPrice: 900,
    tags: ['silk'],
    visibility: 'search',
  },
  hidden: {
    name: 'Hidden Clearance Blazer',
    categories: ["Men's Suits And Blazers", 'Clearance'],
    regularPrice: 3000,
    tags: ['clearance'],
    visibility: 'hidden',
  },
  draft: {
    name: 'Draft Velvet Blazer',
    categories: ["Men's Suits And Blazers", 'Drafts'],
    regularPrice: 5000,
    tags: ['draft'],
    published: false,
  },
  set: {
    name: 'Formal Shirt and Tie Set',
    category: 'T-Shirts & Shirts',
    categories: ['T-Shirts & Shirts', 'Accessories'],
    regularPrice: 2200,
    salePrice: 1999,
    colors: ['Blue'],
    tags: ['formal', 'gift'],
    seller: 'Urban Thread',
    weight: 0.5,
    widthCm: 30,
    depthCm: 5,
    heightCm: 40,
    averageRating: 4,
    totalReviews: 8,
  },
};
const keys = Object.keys(fixtures);
const keyById = new Map<string, string>();
const idByKey = new Map<string, string>();

/** The listing's products as fixture keys, in order. */
async function list(
  query: Record<string, string | number | boolean> = {},
  token?: string,
): Promise<string[]> {
  const { status, json } = await call<ListAnswer>(GET, '/api/product/list', { query, token });
  expect(status, JSON.stringify(json)).toBe(200);
  return json.products.map((p) => keyById.get(p._id) ?? p._id);
}

async function listSet(query: Record<string, string | number | boolean>): Promise<string[]> {
  return (await list(query)).sort();
}

async function rejected(query: Record<string, string>): Promise<string> {
  const { status, json } = await call(GET, '/api/product/list', { query });
  expect(status).toBe(400);
  expect(json.success).toBe(false);
  return json.message ?? '';
}

const byId = (...ks: string[]) => [...ks].sort((a, b) => (idByKey.get(a)! < idByKey.get(b)! ? -1 : 1));

beforeAll(async () => {
  // Each product is one minute older than the one before it: 'blazer' is the newest.
  const inserted = await insertProducts(keys.map((k, i) => ({ ...fixtures[k], createdAt: ago(i + 1) })));
  inserted.forEach((p, i) => {
    keyById.set(p._id, keys[i]!);
    idByKey.set(keys[i]!, p._id);
  });
});

const browsable = [
  'blazer',
  'shirt',
  'tee',
  'watch',
  'glasses',
  'sofa',
  'bed',
  'chair',
  'suit',
  'linen',
  'set',
];

describe('GET /api/product/list: defaults and shape', () => {
  it('lists published, browsable products, featured first then newest, with paging fields', async () => {
    const { status, json } = await call<ListAnswer>(GET, '/api/product/list');
    expect(status).toBe(200);
    expect(json).toMatchObject({ success: true, total: 11, page: 1, limit: 20, totalPages: 1 });
    expect(json.products.map((p) => keyById.get(p._id))).toEqual([
      'blazer',
      'watch',
      ...browsable.filter((k) => k !== 'blazer' && k !== 'watch'),
    ]);
  });

  it('answers products in the spec shape, in rupees, without server-only paise fields', async () => {
    const { json } = await call<ListAnswer>(GET, '/api/product/list', { query: { categories: 'Sofa' } });
    const sofa = json.products[0]!;
    expect(sofa).toMatchObject({
      _id: idByKey.get('sofa'),
      name: 'Three Seater Fabric Sofa',
      image: [],
      regularPrice: 45000,
      salePrice: 39999,
      price: 39999,
      category: 'Sofa',
      categories: ['Sofa'],
      colors: ['Grey', 'Blue'],
      tags: ['living room'],
      seller: 'Kaath Works',
      weight: 55,
      dimensions: { width: 200, depth: 90, height: 85 },
      rating: 4.2,
      averageRating: 4.2,
      totalReviews: 7,
      isFeatured: false,
      inStock: true,
      stock: null,
      published: true,
      visibilityInCatalog: 'visible',
      date: ago(6).getTime(),
      createdAt: ago(6).toISOString(),
    });
    expect(Object.keys(sofa).filter((k) => k.endsWith('Paise'))).toEqual([]);
    const { json: none } = await call<ListAnswer>(GET, '/api/product/list', { query: { q: 'tailored' } });
    expect(none.products[0]).toMatchObject({
      regularPrice: null,
      salePrice: null,
      price: null,
      weight: null,
      dimensions: null,
    });
  });

  it('keeps the spec call (published=true&inStock=true) to products that can be bought', async () => {
    expect(await listSet({ published: 'true', inStock: 'true' })).toEqual(
      browsable.filter((k) => k !== 'watch' && k !== 'glasses').sort(),
    );
    expect(await listSet({ inStock: '1' })).toEqual(await listSet({ inStock: 'TRUE' }));
    expect(await listSet({ inStock: 'false' })).toEqual([...browsable].sort());
  });

  it('ignores unknown parameters', async () => {
    expect(await listSet({ foo: 'bar', colour: 'Red' })).toEqual([...browsable].sort());
  });
});

describe('GET /api/product/list: filters', () => {
  it('filters by categories (comma-joined, any of them, including secondary ones) and category', async () => {
    expect(await list({ categories: 'Watches,Sofa' })).toEqual(['watch', 'sofa']);
    expect(await list({ category: 'Bed' })).toEqual(['bed']);
    expect(await listSet({ category: 'Bed', categories: 'Chairs' })).toEqual(['bed', 'chair']);
    expect(await list({ categories: 'Accessories' })).toEqual(['set']);
    expect(await list({ categories: 'Clearance' })).toEqual([]);
    expect(await list({ categories: 'bed' })).toEqual([]);
  });

  it('filters by isFeatured; false means no restriction', async () => {
    expect(await list({ isFeatured: 'true' })).toEqual(['blazer', 'watch']);
    expect(await listSet({ isFeatured: '0' })).toEqual([...browsable].sort());
  });

  it('filters by seller and sellers', async () => {
    expect(await listSet({ seller: 'Kaath Works' })).toEqual(['bed', 'chair', 'sofa']);
    expect(await listSet({ sellers: 'Time House, Urban Thread' })).toEqual([
      'glasses',
      'set',
      'tee',
      'watch',
    ]);
  });

  it('filters by effective price in rupees, inclusive, floored at 0, empty max meaning no bound', async () => {
    expect(await listSet({ minPrice: 1000, maxPrice: 2500 })).toEqual(['glasses', 'linen', 'set', 'shirt']);
    expect(await listSet({ maxPrice: 1999.5 })).toEqual(['chair', 'linen', 'set', 'shirt', 'tee']);
    expect(await listSet({ minPrice: 39999 })).toEqual(['bed', 'sofa']);
    expect(await listSet({ minPrice: '-5', maxPrice: '' })).toEqual([...browsable].sort());
    expect(await list({ maxPrice: '-5' })).toEqual([]);
    // Beyond any price a product can have (its paise are an integer): no product, or every one, never a 500.
    expect(await list({ minWeight: '99999999999999999999' })).toEqual([]);
    expect(await listSet({ maxWidth: '1' + '0'.repeat(30) })).toEqual(await listSet({ maxWidth: 100000 }));
    for (const q of [undefined, 'kurta']) {
      expect(await list({ minPrice: '99999999999999999999999', ...(q ? { q } : {}) })).toEqual([]);
      expect(await list({ minPrice: '21474837', sort: 'low-high', ...(q ? { q } : {}) })).toEqual([]);
    }
    const priced = await listSet({ maxPrice: 21474836 });
    expect(priced.length).toBeGreaterThan(5);
    expect(await listSet({ maxPrice: '99999999999999999999999' })).toEqual(priced);
  });

  it('filters by colours and tags, matching any value', async () => {
    expect(await listSet({ colors: 'Navy' })).toEqual(['blazer', 'shirt']);
    expect(await listSet({ colors: 'Red,Gold' })).toEqual(['glasses', 'tee']);
    expect(await listSet({ tags: 'premium' })).toEqual(['glasses', 'watch']);
    expect(await listSet({ tags: 'formal,casual' })).toEqual(['blazer', 'set', 'shirt', 'tee']);
  });

  it('filters by discount (sale below regular), reviews and free shipping', async () => {
    expect(await listSet({ hasDiscount: 'true' })).toEqual(['blazer', 'set', 'sofa', 'tee']);
    expect(await listSet({ hasReviews: 'true' })).toEqual(
      ['bed', 'blazer', 'chair', 'set', 'shirt', 'sofa', 'tee', 'watch'].sort(),
    );
    // Under 10 kg or over ₹1000: the 12 kg ₹800 chair and the unpriced, unweighed suit do not qualify.
    expect(await listSet({ freeShipping: 'true' })).toEqual(
      browsable.filter((k) => k !== 'chair' && k !== 'suit').sort(),
    );
  });

  it('filters by minimum rating', async () => {
    expect(await listSet({ minRating: 4 })).toEqual(['blazer', 'set', 'shirt', 'sofa', 'watch']);
    expect(await listSet({ minRating: 3 })).toEqual([
      'bed',
      'blazer',
      'set',
      'shirt',
      'sofa',
      'tee',
      'watch',
    ]);
  });

  it('filters by weight range in kg', async () => {
    expect(await listSet({ minWeight: 0.3, maxWeight: 12 })).toEqual(['blazer', 'chair', 'set', 'shirt']);
    expect(await listSet({ maxWeight: 0.2 })).toEqual(['glasses', 'tee', 'watch']);
    expect(await listSet({ minWeight: 100 })).toEqual(['bed']);
  });

  it('filters by maximum dimensions in cm', async () => {
    expect(await listSet({ maxWidth: 100 })).toEqual(['chair', 'set']);
    expect(await listSet({ maxWidth: 50.5 })).toEqual(['set']);
    expect(await listSet({ maxHeight: 90 })).toEqual(['set', 'sofa']);
    expect(await listSet({ maxDepth: 60 })).toEqual(['chair', 'set']);
    expect(await listSet({ maxWidth: 200, maxDepth: 100, maxHeight: 100 })).toEqual(['set', 'sofa']);
  });

  it('filters by catalogue visibility; hidden products only when asked for', async () => {
    expect(await list({ visibility: 'catalog' })).toEqual(['linen']);
    expect(await list({ visibility: 'search' })).toEqual(['scarf']);
    expect(await list({ visibilityInCatalog: 'hidden' })).toEqual(['hidden']);
    expect(await listSet({ visibility: 'visible,hidden' })).toEqual(
      [...browsable.filter((k) => k !== 'linen'), 'hidden'].sort(),
    );
  });

  it('filters by size: any of the chosen sizes', async () => {
    expect(await listSet({ sizes: 'M' })).toEqual(['shirt', 'tee']);
    expect(await listSet({ sizes: 'XL,40' })).toEqual(['blazer', 'tee']);
    expect(await listSet({ sizes: 'S', colors: 'Navy' })).toEqual(['shirt']);
    expect(await list({ sizes: 'XXXL' })).toEqual([]);
  });

  it('combines filters', async () => {
    expect(await list({ categories: 'T-Shirts & Shirts', hasDiscount: 'true', sort: 'high-low' })).toEqual([
      'set',
      'tee',
    ]);
    expect(await list({ inStock: 'true', isFeatured: 'true' })).toEqual(['blazer']);
    expect(await list({ colors: 'Navy,Black', maxPrice: 5000, sort: 'low-high' })).toEqual([
      'chair',
      'shirt',
    ]);
    expect(await list({ seller: 'Kaath Works', freeShipping: 'true', minRating: 4, maxWidth: 250 })).toEqual([
      'sofa',
    ]);
  });
});

describe('GET /api/product/list: sorting', () => {
  it('sorts by effective price both ways, unpriced products last', async () => {
    const ascending = ['tee', 'chair', 'shirt', 'linen', 'set', 'glasses', 'blazer', 'watch', 'sofa', 'bed'];
    expect(await list({ sort: 'low-high' })).toEqual([...ascending, 'suit']);
    expect(await list({ sort: 'high-low' })).toEqual([...ascending.reverse(), 'suit']);
  });

  it('sorts by the share off the regular price ("Better discount"), then cheapest first', async () => {
    // tee 500/700 (29%), blazer 6000/8000 (25%), sofa 39999/45000 (11%), set 1999/2200 (9%); then none off.
    expect(await list({ sort: 'discount' })).toEqual([
      'tee',
      'blazer',
      'sofa',
      'set',
      'chair',
      'shirt',
      'linen',
      'glasses',
      'watch',
      'bed',
      'suit',
    ]);
  });

  it('sorts by name both ways', async () => {
    const names = [
      'suit',
      'chair',
      'set',
      'tee',
      'bed',
      'linen',
      'shirt',
      'blazer',
      'glasses',
      'watch',
      'sofa',
    ];
    expect(await list({ sort: 'name-asc' })).toEqual(names);
    expect(await list({ sort: 'name-desc' })).toEqual([...names].reverse());
  });

  it('sorts featured first, then by rating, then newest', async () => {
    expect(await list({ sort: 'featured' })).toEqual([
      'watch',
      'blazer',
      'sofa',
      'shirt',
      'set',
      'bed',
      'tee',
      'chair',
      'glasses',
      'suit',
      'linen',
    ]);
  });

  it('sorts by rating, then review count, then id', async () => {
    expect(await list({ sort: 'rating' })).toEqual([
      'watch',
      'blazer',
      'sofa',
      'set',
      'shirt',
      'bed',
      'tee',
      'chair',
      ...byId('glasses', 'suit', 'linen'),
    ]);
  });

  it('sorts newest first', async () => {
    expect(await list({ sort: 'newest' })).toEqual(browsable);
  });
});

describe('GET /api/product/list: pagination', () => {
  it('pages with limit and page and reports totals', async () => {
    const { json } = await call<ListAnswer>(GET, '/api/product/list', {
      query: { sort: 'newest', limit: 3, page: 2 },
    });
    expect(json).toMatchObject({ total: 11, page: 2, limit: 3, totalPages: 4 });
    expect(json.products.map((p) => keyById.get(p._id))).toEqual(['watch', 'glasses', 'sofa']);
    expect(await list({ sort: 'newest', limit: 3, page: 4 })).toEqual(['linen', 'set']);
    const past = await call<ListAnswer>(GET, '/api/product/list', { query: { limit: 3, page: 5 } });
    expect(past.json).toMatchObject({ products: [], total: 11, page: 5, totalPages: 4 });
  });

  it('gives stable pages when sort keys tie', async () => {
    const whole = await list({ sort: 'rating', limit: 1000 });
    const paged: string[] = [];
    for (let page = 1; page <= 6; page++) paged.push(...(await list({ sort: 'rating', limit: 2, page })));
    expect(paged).toEqual(whole);
    expect(whole).toHaveLength(11);
  });

  it('accepts limit=1000 and bounds deep pages (offset at most 10,000)', async () => {
    expect(await list({ limit: 1000, page: 11 })).toEqual([]);
    expect(await rejected({ limit: '1000', page: '12' })).toMatch(
      /^page: must be at most 11 with limit 1000/,
    );
    expect(await list({ page: 501 })).toEqual([]);
    expect(await rejected({ page: '502' })).toMatch(/^page: must be at most 501/);
    expect(await rejected({ page: '99999999999999999999999' })).toMatch(/^page:/);
  });
});

describe('GET /api/product/list: search', () => {
  it('tolerates typos: blazr finds blazers, sofaa finds the sofa', async () => {
    // The suit is only in the category "Men's Suits And Blazers", which names two kinds: it is no
    // blazer (the kind word must be in the product's own name, sub-category or tags). Hidden and
    // draft blazers never.
    expect(await list({ q: 'blazr' })).toEqual(['blazer']);
    expect(await list({ q: 'sofaa' })).toEqual(['sofa']);
  });

  it('stems and prefix-matches full text, ranking name matches first', async () => {
    expect(await list({ q: 'blazers' })).toEqual(['blazer']);
    expect(await list({ q: 'chrono' })).toEqual(['watch']);
    expect(await list({ search: 'sofas' })).toEqual(['sofa']);
  });

  it('requires every word when some product has them all', async () => {
    expect(await list({ q: 'navy shirt' })).toEqual(['shirt']);
    expect(await list({ q: 'Navy  Wool' })).toEqual(['blazer']);
  });

  it('corrects misspelt words inside multi-word searches and drops words that match nothing', async () => {
    expect(await list({ q: 'navy blazr' })).toEqual(['blazer']);
    expect(await list({ q: 'chronograf watch' })).toEqual(['watch']);
    // "nvy" is too far from "navy" to correct safely: it matches nothing and the shirts are listed
    // (not the tee, which is only in the category "T-Shirts & Shirts").
    expect(await listSet({ q: 'nvy shirt' })).toEqual(['set', 'shirt']);
    // An earlier word that matches nothing is left out; a last one (the kind) leaves nothing to show.
    expect(await list({ q: 'qwxyzq sofa' })).toEqual(['sofa']);
    expect(await list({ q: 'sofa qwxyzq' })).toEqual([]);
    expect(await list({ q: 'qwxyzq' })).toEqual([]);
  });

  it('falls back to the kind named last when no product has every word', async () => {
    // No silk sofa: the sofas are shown, never the silk scarf (README, relevance rule 3).
    expect(await listSet({ q: 'silk sofa' })).toEqual(['sofa']);
    // Products with more of the words rank first.
    expect((await list({ q: 'wool teak blazer' }))[0]).toBe('blazer');
  });

  it('searches visible and search-only products, not catalogue-only ones', async () => {
    expect(await list({ q: 'scarf' })).toEqual(['scarf']);
    expect(await list({ q: 'linen' })).toEqual([]);
    expect(await list({ q: 'linen', visibility: 'catalog' })).toEqual(['linen']);
  });

  it('combines search with filters and other sorts', async () => {
    expect(await list({ q: 'shirt', sort: 'low-high' })).toEqual(['shirt', 'set']);
    expect(await list({ q: 'shirt', categories: 'Accessories' })).toEqual(['set']);
    expect(await list({ q: 'shirt', maxPrice: 1000 })).toEqual(['tee']);
  });

  it('treats blank or stop-word-only text as no search', async () => {
    expect(await listSet({ q: '   ' })).toEqual([...browsable].sort());
    expect(await listSet({ q: 'the' })).toEqual([...browsable].sort());
  });

  it('treats search text as data, never as SQL or tsquery syntax', async () => {
    expect(await list({ q: `%_'"); drop table products; -- & | ! :*` })).toEqual([]);
    expect(await listSet({})).toEqual([...browsable].sort());
  });
});

describe('GET /api/product/list: unpublished products', () => {
  it('lists drafts with published=false for administrators only', async () => {
    const [admin, shopper] = await db
      .insert(users)
      .values([
        { name: 'Admin', email: 'admin@example.in', passwordHash: 'x', role: 'admin' },
        { name: 'Shopper', email: 'shopper@example.in', passwordHash: 'x' },
      ])
      .returning();
    const query = { published: 'false', categories: "Men's Suits And Blazers" };
    expect((await call(GET, '/api/product/list', { query })).status).toBe(403);
    const asShopper = await call(GET, '/api/product/list', { query, token: await signToken(shopper!.id) });
    expect(asShopper.status).toBe(403);
    expect(asShopper.json.message).toMatch(/administrators/);
    expect(await list(query, await signToken(admin!.id))).toEqual(['blazer', 'suit', 'draft']);
  });
});

describe('GET /api/product/list: bad values', () => {
  it.each([
    [{ limit: 'abc' }, /^limit: must be a whole number from 1 to 1000/],
    [{ limit: '0' }, /^limit:/],
    [{ limit: '1001' }, /^limit:/],
    [{ limit: '2.5' }, /^limit:/],
    [{ page: '0' }, /^page: must be a whole number/],
    [{ page: '-1' }, /^page:/],
    [{ page: 'two' }, /^page:/],
    [{ sort: 'bogus' }, /^sort: must be one of relevant, low-high, high-low/],
    [{ minRating: '9' }, /^minRating: must be a whole number from 1 to 4/],
    [{ minRating: '0' }, /^minRating:/],
    [{ minRating: '3.5' }, /^minRating:/],
    [{ minPrice: 'abc' }, /^minPrice: must be a number/],
    [{ maxPrice: '1e3' }, /^maxPrice:/],
    [{ minWeight: 'heavy' }, /^minWeight:/],
    [{ maxWeight: 'NaN' }, /^maxWeight:/],
    [{ maxWidth: 'wide' }, /^maxWidth:/],
    [{ maxDepth: '10cm' }, /^maxDepth:/],
    [{ maxHeight: 'Infinity' }, /^maxHeight:/],
    [{ inStock: 'maybe' }, /^inStock: must be true or false/],
    [{ published: 'yes' }, /^published:/],
    [{ isFeatured: '2' }, /^isFeatured:/],
    [{ hasDiscount: 'on' }, /^hasDiscount:/],
    [{ hasReviews: 'x' }, /^hasReviews:/],
    [{ freeShipping: 'y' }, /^freeShipping:/],
    [{ visibility: 'everywhere' }, /^visibility: must be one or more of visible, catalog, search, hidden/],
    [{ q: 'x'.repeat(201) }, /^q: must be at most 200 characters/],
    // A pasted paragraph: the API refuses it (the /shop page searches its first 200 characters instead).
    [{ q: 'navy linen blazer '.repeat(34) }, /^q: must be at most 200 characters/],
    [
      { categories: Array.from({ length: 51 }, (_, i) => `c${i}`).join(',') },
      /^categories: at most 50 values/,
    ],
  ])('rejects %j with 400 naming the parameter', async (query, message) => {
    expect(await rejected(query)).toMatch(message);
  });
});
