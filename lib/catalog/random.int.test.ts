import { beforeAll, describe, expect, it } from 'vitest';
import { listRandomProducts } from '@/lib/catalog';
import { insertProducts, type ProductFixture } from '@/test/fixtures/catalog';

// Enough rows that listRandomProducts samples table pages instead of sorting candidates.
const ROWS = 6_000;

beforeAll(async () => {
  const batch: ProductFixture[] = [];
  for (let i = 0; i < ROWS; i++) {
    batch.push({
      name: `Bulk Product ${i}`,
      categories: [i % 2 ? 'Odd' : 'Even'],
      images: i % 3 ? [`/media/${i}.webp`] : [],
      visibility: i % 10 === 0 ? 'hidden' : 'visible',
      description: 'A long enough description to spread rows over many table pages. '.repeat(4),
    });
  }
  batch.push(
    { name: 'Rare One', categories: ['Rare'], images: ['/media/r1.webp'] },
    { name: 'Rare Two', categories: ['Rare'], images: ['/media/r2.webp'] },
    { name: 'Rare Hidden', categories: ['Rare'], images: ['/media/r3.webp'], visibility: 'hidden' },
  );
  for (let i = 0; i < batch.length; i += 1000) await insertProducts(batch.slice(i, i + 1000));
}, 120_000);

describe('listRandomProducts on a large catalogue', () => {
  it('picks n distinct browsable products with images from a page sample', async () => {
    const seen = new Set<string>();
    for (let round = 0; round < 5; round++) {
      const picked = await listRandomProducts(6, { withImages: true });
      expect(picked).toHaveLength(6);
      expect(new Set(picked.map((p) => p._id)).size).toBe(6);
      for (const p of picked) {
        expect(p.image.length).toBeGreaterThan(0);
        expect(p.visibilityInCatalog).toBe('visible');
        seen.add(p._id);
      }
    }
    expect(seen.size).toBeGreaterThan(6);
  });

  it('keeps to a category, falling back when the sample holds too few of a rare one', async () => {
    const odd = await listRandomProducts(4, { categories: ['Odd'] });
    expect(odd).toHaveLength(4);
    for (const p of odd) expect(p.categories).toEqual(['Odd']);
    const rare = await listRandomProducts(4, { categories: ['Rare'], withImages: true });
    expect(rare.map((p) => p.name).sort()).toEqual(['Rare One', 'Rare Two']);
  });
});
