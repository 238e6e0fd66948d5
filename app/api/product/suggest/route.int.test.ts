import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchSuggestions } from '@/lib/catalog';
import { insertProducts, type ProductFixture } from '@/test/fixtures/catalog';
import { call } from '@/test/api';
import { GET } from './route';

const fixtures: Record<string, ProductFixture> = {
  crew: {
    name: 'Kapas White Crew Neck T-Shirt',
    categories: ['T-Shirts & Shirts', 'Men'],
    images: ['/media/products/tshirt-white-front-a2.webp'],
    regularPrice: 799,
  },
  shirt: { name: 'Bombay Linen Oxford Formal Shirt', categories: ['T-Shirts & Shirts', 'Men'] },
  kurta: { name: 'Chowk Street Maroon Khadi Kurta', categories: ['T-Shirts & Shirts', 'Men'] },
  chair: { name: 'Nova Sheesham Dining Chair', categories: ['chairs', 'Dining'] },
  armchair: { name: 'Vera Velvet Accent Armchair', categories: ['chairs'] },
  wardrobe: { name: 'Vega Three Door Wardrobe', categories: ['wardrobes', 'Bedroom'] },
  // Mentions chairs only in its description: suggestions come from names.
  sofa: {
    name: 'Aria Three Seater Sofa',
    categories: ['sofa'],
    description: 'Pairs with our accent chairs.',
  },
  hidden: { name: 'Hidden Dining Chair', categories: ['chairs'], visibility: 'hidden' },
  draft: { name: 'Draft Dining Chair', categories: ['chairs'], published: false },
};
const keys = Object.keys(fixtures);
const keyById = new Map<string, string>();

async function suggest(query: Record<string, string>) {
  const { status, json } = await call<SearchSuggestions>(GET, '/api/product/suggest', { query });
  expect(status).toBe(200);
  return {
    ...json,
    names: json.products.map((p) => keyById.get(p._id)!).sort(),
    categoryNames: json.categories.map((c) => c.name),
  };
}

beforeAll(async () => {
  const inserted = await insertProducts(keys.map((k) => fixtures[k]!));
  inserted.forEach((p, i) => keyById.set(p._id, keys[i]!));
});

describe('GET /api/product/suggest', () => {
  it('suggests listed products whose names start with the word being typed, and matching categories', async () => {
    const s = await suggest({ q: 'cha' });
    expect(s.names).toEqual(['chair']);
    expect(s.categoryNames).toEqual(['chairs']);
    expect(s.categories[0]).toEqual({ name: 'chairs', href: '/shop?category=chairs' });
    expect(s.correctedQuery).toBeNull();
    expect((await suggest({ q: 'wardr' })).names).toEqual(['wardrobe']);
  });

  it('answers with what a search box needs: a link, a small image and the price', async () => {
    const s = await suggest({ q: 'crew' });
    expect(s.products).toEqual([
      {
        _id: expect.any(String),
        name: 'Kapas White Crew Neck T-Shirt',
        href: `/product/${s.products[0]!._id}`,
        image: '/media/products/tshirt-white-front-a2.sm.webp',
        price: 799,
        category: 'T-Shirts & Shirts',
      },
    ]);
  });

  it('goes through synonyms, also while a word is being typed', async () => {
    expect((await suggest({ q: 'kursi' })).names).toEqual(['chair']);
    // While typed, "kurs" may still become kursi (a chair) or kurta (its stem "kur" is a prefix of both).
    expect((await suggest({ q: 'kurs' })).names).toEqual(['chair', 'kurta']);
    expect((await suggest({ q: 'kursi' })).categoryNames).toEqual(['chairs']);
    expect((await suggest({ q: 'almi' })).names).toEqual(['wardrobe']);
    expect((await suggest({ q: 'कुर्ता' })).names).toEqual(['kurta']);
    expect((await suggest({ q: 'tshirt' })).names).toEqual(['crew']);
    expect((await suggest({ q: 'tshirt' })).categoryNames).toEqual(['T-Shirts & Shirts']);
  });

  it('treats earlier words as whole words and the last as a prefix', async () => {
    expect((await suggest({ q: 'dining ch' })).names).toEqual(['chair']);
    expect((await suggest({ q: 'accent arm' })).names).toEqual(['armchair']);
    expect((await suggest({ q: 'accent arm ' })).names).toEqual([]);
  });

  it('offers the correction when nothing starts with the words', async () => {
    const s = await suggest({ q: 'tshrit' });
    expect(s).toMatchObject({ query: 'tshrit', correctedQuery: 't-shirt' });
    expect(s.names).toEqual(['crew']);
    expect(await suggest({ q: 'chiar' })).toMatchObject({ correctedQuery: 'chair', names: ['chair'] });
  });

  it('answers empty lists for text too short or with nothing near it', async () => {
    for (const q of ['', ' ', 'c', 'the ', 'qwxyzq', '%_\'"); -- & | ! :*']) {
      const s = await suggest({ q });
      expect(s.products, q).toEqual([]);
      expect(s.categories, q).toEqual([]);
    }
  });

  it('puts featured products first, then the newest, whether few names match or hundreds', async () => {
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 10, minutes));
    // Few matches: ordered from the GIN bitmap's rows.
    const few = await insertProducts([
      { name: 'Lehar Cotton Dupatta Old', createdAt: at(1) },
      { name: 'Lehar Cotton Dupatta New', createdAt: at(3) },
      { name: 'Lehar Cotton Dupatta Featured', createdAt: at(0), isFeatured: true },
    ]);
    const fewIds = (await suggest({ q: 'dupat' })).products.map((p) => p._id);
    expect(fewIds).toEqual([few[2]!._id, few[1]!._id, few[0]!._id]);

    // More matches than are ordered in memory: the featured index gives the same order.
    const many = await insertProducts([
      ...Array.from({ length: 205 }, (_, i) => ({ name: `Mehfil Silk Stole ${i}`, createdAt: at(i % 50) })),
      { name: 'Mehfil Silk Stole Featured', createdAt: at(0), isFeatured: true },
      { name: 'Mehfil Silk Stole Newest', createdAt: at(59) },
    ]);
    const manyIds = (await suggest({ q: 'stol', limit: '2' })).products.map((p) => p._id);
    expect(manyIds).toEqual([many.at(-2)!._id, many.at(-1)!._id]);
  });

  it('limits the products and refuses bad input with a 400', async () => {
    expect((await suggest({ q: 'chair', limit: '1' })).products).toHaveLength(1);
    const bad: Record<string, string>[] = [
      {},
      { q: 'x'.repeat(201) },
      { q: 'chair', limit: '0' },
      { q: 'chair', limit: '11' },
      { q: 'a', limit: 'x' },
    ];
    for (const query of bad) {
      const { status, json } = await call(GET, '/api/product/suggest', { query });
      expect(status, JSON.stringify(query)).toBe(400);
      expect(json).toMatchObject({ success: false, message: expect.any(String) });
    }
  });
});
