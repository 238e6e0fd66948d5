import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { products } from '@/models/catalog';
import { countCapFor, productFilters } from './filters';
import { listProducts } from './listing';
import { SEARCH_CANDIDATES } from './search';
import { insertProduct, insertProducts } from '@/test/fixtures/catalog';

const names = async (q: string) => (await listProducts(productFilters({ q }))).products.map((p) => p.name);

describe('spelling corrections follow the catalogue', () => {
  it('corrects to a word of a product created after the migration', async () => {
    expect(await names('marigld')).toEqual([]);
    await insertProduct({ name: 'Marigold Silk Saree', categories: ['Sarees'] });
    expect(await names('marigld')).toEqual(['Marigold Silk Saree']);
  });

  it('corrects to a word a product was renamed to, and to a product once it is listed', async () => {
    const product = await insertProduct({ name: 'Plain Stole', categories: ['Stoles'] });
    await db.update(products).set({ name: 'Pashmina Stole' }).where(eq(products.id, product._id));
    expect(await names('pashmna')).toEqual(['Pashmina Stole']);

    const draft = await insertProduct({ name: 'Jamdani Dupatta', published: false });
    expect(await names('jamdni')).toEqual([]);
    await db.update(products).set({ published: true }).where(eq(products.id, draft._id));
    expect(await names('jamdni')).toEqual(['Jamdani Dupatta']);
  });
});

describe('bounded counts', () => {
  it('counts up to a block of pages, says so, and keeps every listed page reachable', async () => {
    const many = 60;
    await insertProducts(
      Array.from({ length: many }, (_, i) => ({ name: `Counted Bangle ${i}`, categories: ['Counted'] })),
    );
    const list = (page: number, limit: number) =>
      listProducts(productFilters({ categories: ['Counted'], page, limit, sort: 'name-asc' }));

    expect(countCapFor(1, 1)).toBe(50);
    // One per page: the count stops at 50 and the pagination offers one page beyond it.
    expect(await list(1, 1)).toMatchObject({ total: 50, totalCapped: true, totalPages: 51 });
    // Deeper pages count further, so the last match is reached and counted exactly.
    const deep = await list(51, 1);
    expect(deep).toMatchObject({ total: many, totalCapped: false, totalPages: many });
    expect(deep.products).toHaveLength(1);
    // A larger page size counts more at once: exact.
    expect(await list(1, 2)).toMatchObject({ total: many, totalCapped: false, totalPages: many / 2 });
  });

  it('ranks a bounded set of search matches, new products included, and says more match', async () => {
    // More matches than are ranked: the word is in every product's tags, in the name of the newest only.
    await insertProducts(
      Array.from({ length: SEARCH_CANDIDATES + 5 }, (_, i) => ({
        name: `Cotton Kurta ${i}`,
        categories: ['Bounded'],
        tags: ['chikankari'],
        createdAt: new Date(Date.parse('2026-01-01T00:00:00Z') + i * 1000),
      })),
    );
    await insertProduct({
      name: 'Chikankari Anarkali',
      categories: ['Bounded'],
      createdAt: new Date('2026-06-01T00:00:00Z'),
    });
    const page = await listProducts(productFilters({ q: 'chikankari', categories: ['Bounded'] }));
    expect(page.products[0]?.name).toBe('Chikankari Anarkali');
    expect(page).toMatchObject({ total: SEARCH_CANDIDATES, totalCapped: true });
    expect(page.totalPages).toBe(Math.ceil((SEARCH_CANDIDATES + 1) / 20));
  });
});
