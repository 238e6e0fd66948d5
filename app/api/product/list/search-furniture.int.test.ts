import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiProduct, SearchSummary } from '@/lib/catalog';
import { insertProducts, type ProductFixture } from '@/test/fixtures/catalog';
import { call } from '@/test/api';
import { GET } from './route';

// A furniture store: Hinglish and Hindi words for its furniture, typos with swapped letters, and
// clothes that it does not sell.
const fixtures: Record<string, ProductFixture> = {
  sofa: { name: 'Aria Velvet Three Seater Sofa in Teal Colour', categories: ['sofa', 'Living Room'] },
  dining: {
    name: 'Nova Solid Sheesham Wood Dining Chair in Walnut Finish',
    categories: ['chairs', 'Dining'],
    subCategory: 'Dining Chairs',
  },
  armchair: {
    name: 'Vera Velvet Accent Armchair in Mustard Colour',
    categories: ['chairs', 'Living Room'],
    subCategory: 'Accent Chairs',
  },
  bed: {
    name: 'Luna Solid Sheesham Wood Platform Bed in Teak Finish',
    categories: ['bed', 'Bedroom'],
    subCategory: 'Platform Beds',
  },
  wardrobe: {
    name: 'Vega Engineered Wood Three Door Wardrobe in Wenge Finish',
    categories: ['wardrobes', 'Bedroom', 'Storage'],
    subCategory: 'Wardrobes',
  },
};
const keys = Object.keys(fixtures);
const keyById = new Map<string, string>();

type ListAnswer = { products: ApiProduct[]; search?: SearchSummary };

async function search(q: string) {
  const { status, json } = await call<ListAnswer>(GET, '/api/product/list', { query: { q } });
  expect(status).toBe(200);
  return { names: json.products.map((p) => keyById.get(p._id)!).sort(), search: json.search };
}

beforeAll(async () => {
  const inserted = await insertProducts(keys.map((k) => fixtures[k]!));
  inserted.forEach((p, i) => keyById.set(p._id, keys[i]!));
});

describe('search that understands Indian shoppers: a furniture store', () => {
  it('finds chairs for kursi and कुर्सी (the armchair through its category), understood as chair', async () => {
    for (const q of ['kursi', 'कुर्सी', 'chair', 'chairs']) {
      const { names, search: s } = await search(q);
      expect(names, q).toEqual(['armchair', 'dining']);
      expect(s, q).toMatchObject({ matched: true, correctedQuery: null });
    }
    expect((await search('kursi')).search?.understoodAs).toBe('chair');
    expect((await search('chair')).search?.understoodAs).toBeNull();
  });

  it('finds the bed for palang and पलंग, the wardrobe for almirah, अलमारी and wardrobe', async () => {
    for (const q of ['palang', 'पलंग']) expect((await search(q)).names, q).toEqual(['bed']);
    for (const q of ['almirah', 'almari', 'अलमारी', 'wardrobe', 'cupboard'])
      expect((await search(q)).names, q).toEqual(['wardrobe']);
    expect((await search('almirah')).search).toMatchObject({
      understoodAs: 'wardrobe',
      correctedQuery: null,
    });
  });

  it('corrects "chiar" (swapped letters) to chair and "sofaa" to sofa, and says so', async () => {
    expect(await search('chiar')).toMatchObject({
      names: ['armchair', 'dining'],
      search: { correctedQuery: 'chair', matched: true },
    });
    expect(await search('sofaa')).toMatchObject({
      names: ['sofa'],
      search: { correctedQuery: 'sofa', matched: true },
    });
    expect(await search('almriah')).toMatchObject({
      names: ['wardrobe'],
      search: { correctedQuery: 'wardrobe', matched: true },
    });
  });

  it('keeps the words that match and names what it searched: "teak palang" finds the teak bed', async () => {
    expect((await search('teak palang')).names).toEqual(['bed']);
    expect(await search('wenge almirha')).toMatchObject({
      names: ['wardrobe'],
      search: { correctedQuery: 'wenge wardrobe' },
    });
  });

  it('says "no match" for clothes this store does not sell', async () => {
    for (const q of ['kurta', 'kurtha', 'कुर्ता', 'tshrit', 'tshirt', 'watchs']) {
      const { names, search: s } = await search(q);
      expect(names, q).toEqual([]);
      expect(s, q).toMatchObject({ matched: false, correctedQuery: null });
    }
  });
});
