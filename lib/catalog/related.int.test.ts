import { beforeAll, describe, expect, it } from 'vitest';
import { listRelatedProducts, type Product } from '@/lib/catalog';
import { insertProducts, type ProductFixture } from '@/test/fixtures/catalog';

// A shirt is filed under 'Men' like suits and watches; only its category, subcategory and tags relate it.
const fixtures: Record<string, ProductFixture> = {
  shirt: {
    name: 'Oxford Formal Shirt',
    categories: ['T-Shirts & Shirts', 'Men'],
    subCategory: 'Formal Shirts',
    tags: ['office', 'cotton'],
    averageRating: 4,
  },
  poplin: {
    name: 'Poplin Formal Shirt',
    categories: ['T-Shirts & Shirts', 'Men'],
    subCategory: 'Formal Shirts',
    tags: ['office'],
    averageRating: 3.5,
  },
  dobby: {
    name: 'Dobby Office Shirt',
    categories: ['T-Shirts & Shirts', 'Men'],
    subCategory: 'Formal Shirts',
    averageRating: 4.8,
    stock: 0,
  },
  tee: {
    name: 'Crew Neck T-Shirt',
    categories: ['T-Shirts & Shirts', 'Men'],
    subCategory: 'Crew Neck T-Shirts',
    tags: ['casual'],
    averageRating: 4.9,
  },
  suit: {
    name: 'Two-Piece Suit',
    categories: ["Men's Suits And Blazers", 'Men'],
    subCategory: 'Two-Piece Suits',
    tags: ['office', 'formal'],
    averageRating: 4.7,
  },
  blazer: {
    name: 'Linen Blazer',
    categories: ["Men's Suits And Blazers", 'Men'],
    subCategory: 'Formal Blazers',
    tags: ['office', 'cotton'],
    averageRating: 3,
  },
  watch: {
    name: 'Steel Watch',
    categories: ['Watches', 'Men'],
    subCategory: 'Analog Watches',
    averageRating: 5,
  },
  hidden: {
    name: 'Hidden Formal Shirt',
    categories: ['T-Shirts & Shirts', 'Men'],
    subCategory: 'Formal Shirts',
    visibility: 'hidden',
    averageRating: 5,
  },
};
const keys = Object.keys(fixtures);
const byKey = new Map<string, Product>();
const keysOf = (ps: Product[]) => ps.map((p) => keys.find((k) => byKey.get(k)?._id === p._id) ?? p._id);

beforeAll(async () => {
  const inserted = await insertProducts(keys.map((k) => fixtures[k]!));
  inserted.forEach((p, i) => byKey.set(keys[i]!, p));
});

describe('listRelatedProducts', () => {
  it('takes the same subcategory first, then the category, then shared tags, never a shared group alone', async () => {
    const related = await listRelatedProducts(byKey.get('shirt')!, 5);
    // Formal shirts (available first, then rating), the T-shirt, then products sharing most tags.
    expect(keysOf(related)).toEqual(['poplin', 'dobby', 'tee', 'blazer', 'suit']);
    expect(keysOf(related)).not.toContain('watch');
    expect(keysOf(related)).not.toContain('hidden');
  });

  it('stops at n, and fills from tags only when the category runs out', async () => {
    expect(keysOf(await listRelatedProducts(byKey.get('shirt')!, 2))).toEqual(['poplin', 'dobby']);
    // A watch has no other watch and no tags: nothing is related.
    expect(await listRelatedProducts(byKey.get('watch')!, 5)).toEqual([]);
    expect(await listRelatedProducts(byKey.get('shirt')!, 0)).toEqual([]);
  });
});
