import { beforeAll, describe, expect, it } from 'vitest';
import { GET as suggest } from '@/app/api/product/suggest/route';
import type { ApiProduct, SearchSummary, SearchSuggestions } from '@/lib/catalog';
import { insertProducts, type ProductFixture } from '@/test/fixtures/catalog';
import { call } from '@/test/api';
import { GET } from './route';

// Issue 24, points 9-12, over the real routes (run on PGlite and PostgreSQL).

const fixtures: Record<string, ProductFixture> = {
  bed: {
    name: 'Luna Solid Sheesham Wood Platform Bed',
    categories: ['bed', 'Bedroom'],
    inStock: false,
    isFeatured: true,
  },
  bed2: { name: 'Tara Upholstered Bed', categories: ['bed', 'Bedroom'] },
  wardrobe: {
    name: 'Vega Three Door Wardrobe',
    categories: ['wardrobes', 'Bedroom'],
    description: 'Sized for the master bedroom, beside the bed.',
  },
  sofa: { name: 'Aria Three Seater Sofa', categories: ['sofa'] },
  studyChair: {
    name: 'Kaveri Mesh Study Chair',
    categories: ['chairs', 'Study'],
    description: 'Pairs with any study table.',
  },
  menShirt: {
    name: 'Bombay Linen Formal Shirt',
    categories: ['T-Shirts & Shirts', 'Men'],
    regularPrice: 899,
  },
  menShirtDear: {
    name: 'Oxford Cotton Office Shirt',
    categories: ['T-Shirts & Shirts', 'Men'],
    regularPrice: 2499,
  },
  womenShirt: {
    name: 'Ira Shirt-Style Top',
    categories: ["Women's Western Styles", 'Women'],
    regularPrice: 799,
  },
  kurti: {
    name: 'Jaipur Cotton A-Line Kurti',
    categories: ["Women's Western Styles", 'Women'],
    regularPrice: 999,
  },
};
const keys = Object.keys(fixtures);
const keyById = new Map<string, string>();

type ListAnswer = { products: ApiProduct[]; search?: SearchSummary };
async function search(q: string) {
  const { status, json } = await call<ListAnswer>(GET, '/api/product/list', { query: { q } });
  expect(status).toBe(200);
  return { keys: json.products.map((p) => keyById.get(p._id)!), search: json.search! };
}
const sorted = (a: string[]) => [...a].sort();

beforeAll(async () => {
  const inserted = await insertProducts(keys.map((k) => fixtures[k]!));
  inserted.forEach((p, i) => keyById.set(p._id, keys[i]!));
});

describe('9: every word required, unrelated products never shown', () => {
  it('"bed" finds beds, not the wardrobe of the bedroom; "king size bed" and "wooden bed" only beds', async () => {
    expect(sorted((await search('bed')).keys)).toEqual(['bed', 'bed2']);
    const king = await search('king size bed');
    expect(sorted(king.keys)).toEqual(['bed', 'bed2']);
    // "size" is in the wardrobe's description, "king" nowhere: beds, with the words said.
    expect(king.search).toMatchObject({ unmatched: ['king'], partial: 'bed' });
    const wooden = await search('wooden bed');
    expect(wooden.keys).toEqual(['bed']);
  });

  it('"study table" shows nothing (a study chair is no table) and says "table" matched nothing', async () => {
    const r = await search('study table');
    expect(r.keys).toEqual([]);
    expect(r.search).toMatchObject({ matched: false, unmatched: ['table'] });
  });

  it('"sofa cum bed" finds sofas and beds, nothing else', async () => {
    expect(sorted((await search('sofa cum bed')).keys)).toEqual(['bed', 'bed2', 'sofa']);
  });
});

describe('10: price and group words filter', () => {
  it('"shirt under 1000", "men shirt", "ladies kurti"', async () => {
    const cheap = await search('shirt under 1000');
    expect(sorted(cheap.keys)).toEqual(['menShirt', 'womenShirt']);
    expect(cheap.search.filters).toEqual(['under 1000']);
    expect(sorted((await search('men shirt')).keys)).toEqual(['menShirt', 'menShirtDear']);
    expect(sorted((await search('men shirt below ₹1000')).keys)).toEqual(['menShirt']);
    expect((await search('ladies kurti')).keys).toEqual(['kurti']);
    expect(sorted((await search('ladies')).keys)).toEqual(['kurti', 'womenShirt']);
  });
});

describe('11: in stock first', () => {
  it('the out-of-stock featured bed comes after the bed in stock', async () => {
    expect((await search('palang')).keys).toEqual(['bed2', 'bed']);
    expect((await search('bed')).keys).toEqual(['bed2', 'bed']);
  });
});

describe('12: suggestions for two words', () => {
  const suggestions = async (q: string) => {
    const { json } = await call<SearchSuggestions>(suggest, '/api/product/suggest', { query: { q } });
    return json.products.map((p) => keyById.get(p._id)!);
  };
  it('"men shirt", "wooden bed" and "men sh" suggest products', async () => {
    expect(sorted(await suggestions('men shirt'))).toEqual(['menShirt', 'menShirtDear']);
    expect(await suggestions('wooden bed')).toEqual(['bed']);
    expect(sorted(await suggestions('men sh'))).toEqual(['menShirt', 'menShirtDear']);
  });
});
