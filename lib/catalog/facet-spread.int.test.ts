import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { insertTestProduct } from '@/lib/orders/test-support';
import { products } from '@/models';
import { getFacetSpread } from './facets';

// Issue 24 point 19: a filter every product passes (or none does) says nothing and is not offered.

beforeEach(async () => {
  // Only this file's products count: whatever the database started with leaves the catalogue.
  await db.update(products).set({ published: false });
});

describe('which filters tell the catalogue apart', () => {
  it('hides Free shipping when everything ships free, and Weight among light things', async () => {
    // A watch and a pair of glasses: different boxes, but nothing anyone measures a room for.
    await insertTestProduct({
      weightGrams: 400,
      regularPricePaise: 99_900,
      widthCm: 12,
      depthCm: 9,
      heightCm: 8,
    });
    await insertTestProduct({
      weightGrams: 1_200,
      regularPricePaise: 149_900,
      isFeatured: true,
      widthCm: 16,
      depthCm: 7,
      heightCm: 5,
    });
    const spread = await getFacetSpread();
    expect(spread).toMatchObject({
      freeShipping: false,
      weight: false,
      dimensions: false,
      price: true,
      isFeatured: true,
      hasDiscount: false,
      hasReviews: false,
      visibility: false,
    });
  });

  it('offers them once products differ: a heavy cheap sofa does not ship free', async () => {
    await insertTestProduct({
      weightGrams: 400,
      regularPricePaise: 99_900,
      widthCm: 40,
      depthCm: 40,
      heightCm: 45,
    });
    await insertTestProduct({
      weightGrams: 45_000,
      regularPricePaise: 90_000,
      widthCm: 180,
      depthCm: 90,
      heightCm: 85,
      visibility: 'catalog',
      salePricePaise: 80_000,
    });
    const spread = await getFacetSpread();
    expect(spread).toMatchObject({
      freeShipping: true,
      weight: true,
      dimensions: true,
      hasDiscount: true,
      visibility: true,
    });
  });
});
