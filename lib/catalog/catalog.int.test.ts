import { beforeAll, describe, expect, it } from 'vitest';
import {
  getPriceBounds,
  getProduct,
  listCategories,
  listColors,
  listFeaturedProducts,
  listLatestProducts,
  listProducts,
  listRandomProducts,
  listRelatedProducts,
  listSellers,
  listTags,
  productFilters,
  type Product,
} from '@/lib/catalog';
import { insertProducts, type ProductFixture } from '@/test/fixtures/catalog';

const base = Date.parse('2026-01-01T00:00:00Z');

const fixtures: Record<string, ProductFixture> = {
  sofa: {
    name: 'Three Seater Sofa',
    categories: ['Sofa'],
    colors: ['Grey', 'Blue'],
    tags: ['living room'],
    seller: 'Kaath Works',
    regularPrice: 45000,
    salePrice: 39999.5,
    averageRating: 4.2,
    isFeatured: true,
    images: ['/media/sofa.webp'],
  },
  loveseat: {
    name: 'Two Seater Loveseat',
    categories: ['Sofa'],
    colors: ['Grey'],
    tags: ['living room', 'compact'],
    seller: 'Kaath Works',
    regularPrice: 30000,
    averageRating: 4.6,
    totalReviews: 4,
    images: ['/media/loveseat.webp'],
  },
  sectional: {
    name: 'Sectional Sofa',
    categories: ['Sofa', 'Living'],
    colors: ['Grey'],
    seller: 'Home Hub',
    regularPrice: 80000,
    averageRating: 3.5,
    isFeatured: true,
    stock: 0,
  },
  recliner: {
    name: 'Leather Recliner',
    categories: ['Chairs', 'Living'],
    colors: ['Brown'],
    seller: 'Home Hub',
    regularPrice: 25000,
    averageRating: 4.9,
    isFeatured: true,
    images: ['/media/recliner.webp'],
  },
  stool: { name: 'Bar Stool', categories: ['Chairs'], colors: ['Black'], seller: '', regularPrice: 199.99 },
  bed: {
    name: 'Teak Bed',
    categories: ['Bed'],
    colors: ['Brown'],
    regularPrice: null,
    visibility: 'catalog',
  },
  ottoman: { name: 'Search-only Ottoman', categories: ['Sofa'], colors: ['Teal'], visibility: 'search' },
  hidden: {
    name: 'Hidden Sofa',
    categories: ['Sofa'],
    colors: ['Pink'],
    visibility: 'hidden',
    regularPrice: 5,
  },
  draft: {
    name: 'Draft Sofa',
    categories: ['Sofa'],
    colors: ['Pink'],
    published: false,
    regularPrice: 999999,
  },
};
const keys = Object.keys(fixtures);
const byKey = new Map<string, Product>();
const keyOf = (p: Product) => keys.find((k) => byKey.get(k)?._id === p._id) ?? p._id;
const keysOf = (ps: Product[]) => ps.map(keyOf);

beforeAll(async () => {
  const inserted = await insertProducts(
    keys.map((k, i) => ({ ...fixtures[k], createdAt: new Date(base - i * 60_000) })),
  );
  inserted.forEach((p, i) => byKey.set(keys[i]!, p));
});

describe('getProduct', () => {
  it('returns a published product, hidden ones included (not listed, still reachable by link)', async () => {
    expect(await getProduct(byKey.get('sofa')!._id)).toMatchObject({
      name: 'Three Seater Sofa',
      price: 39999.5,
    });
    expect((await getProduct(byKey.get('hidden')!._id))?.name).toBe('Hidden Sofa');
  });

  it('returns unpublished products only when asked to', async () => {
    const id = byKey.get('draft')!._id;
    expect(await getProduct(id)).toBeNull();
    expect((await getProduct(id, { includeUnpublished: true }))?.name).toBe('Draft Sofa');
  });

  it('returns null for unknown and malformed ids without throwing', async () => {
    for (const id of [
      '65f000000000000000000000',
      'not-an-id',
      '',
      "'; drop table products; --",
      'x'.repeat(5000),
    ]) {
      expect(await getProduct(id)).toBeNull();
    }
    expect(await getProduct(42)).toBeNull();
    expect(await getProduct(undefined)).toBeNull();
  });
});

describe('listRelatedProducts', () => {
  it('lists browsable products of the same category, available and best rated first, never the product itself', async () => {
    const sofa = byKey.get('sofa')!;
    expect(keysOf(await listRelatedProducts(sofa))).toEqual(['loveseat', 'sectional']);
    // The sectional is also filed under 'Living' with the recliner: a shared group is no relation.
    expect(keysOf(await listRelatedProducts(byKey.get('sectional')!))).toEqual(['loveseat', 'sofa']);
    expect(keysOf(await listRelatedProducts(byKey.get('sectional')!, 1))).toEqual(['loveseat']);
    expect(await listRelatedProducts({ _id: 'x', category: '', subCategory: '', tags: [] })).toEqual([]);
  });
});

describe('listFeaturedProducts and listLatestProducts', () => {
  it('lists featured browsable products, best rated first', async () => {
    expect(keysOf(await listFeaturedProducts(6))).toEqual(['recliner', 'sofa', 'sectional']);
    expect(keysOf(await listFeaturedProducts(2))).toEqual(['recliner', 'sofa']);
  });

  it('lists the newest browsable products', async () => {
    expect(keysOf(await listLatestProducts(8))).toEqual([
      'sofa',
      'loveseat',
      'sectional',
      'recliner',
      'stool',
      'bed',
    ]);
    expect(keysOf(await listLatestProducts(2))).toEqual(['sofa', 'loveseat']);
  });
});

describe('listRandomProducts', () => {
  const browsable = ['sofa', 'loveseat', 'sectional', 'recliner', 'stool', 'bed'];

  it('picks n distinct browsable products', async () => {
    const picked = keysOf(await listRandomProducts(4));
    expect(picked).toHaveLength(4);
    expect(new Set(picked).size).toBe(4);
    for (const k of picked) expect(browsable).toContain(k);
    expect(keysOf(await listRandomProducts(50)).sort()).toEqual([...browsable].sort());
    expect(await listRandomProducts(0)).toEqual([]);
  });

  it('keeps to products with images and to the given categories', async () => {
    expect(keysOf(await listRandomProducts(10, { withImages: true })).sort()).toEqual([
      'loveseat',
      'recliner',
      'sofa',
    ]);
    expect(keysOf(await listRandomProducts(10, { categories: ['Chairs'] })).sort()).toEqual([
      'recliner',
      'stool',
    ]);
    expect(keysOf(await listRandomProducts(10, { withImages: true, categories: ['Sofa'] })).sort()).toEqual([
      'loveseat',
      'sofa',
    ]);
  });

  it('varies between calls', async () => {
    const orders = new Set<string>();
    for (let i = 0; i < 10; i++) orders.add(keysOf(await listRandomProducts(6)).join());
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('facets', () => {
  it('lists categories, tags and sellers of published, non-hidden products', async () => {
    expect(await listCategories()).toEqual(['Bed', 'Chairs', 'Living', 'Sofa']);
    expect(await listTags()).toEqual(['compact', 'living room']);
    expect(await listTags(1)).toEqual(['living room']);
    expect(await listSellers()).toEqual(['Home Hub', 'Kaath Works']);
  });

  it('lists the most frequent colours first, ties alphabetically', async () => {
    expect(await listColors(3)).toEqual(['Grey', 'Brown', 'Black']);
    expect(await listColors()).toEqual(['Black', 'Blue', 'Brown', 'Grey', 'Teal']);
  });

  it('gives the effective price range in rupees', async () => {
    expect(await getPriceBounds()).toEqual({ min: 199.99, max: 80000 });
  });
});

describe('listProducts', () => {
  it('returns domain products with paise for server code', async () => {
    const page = await listProducts(productFilters({ categories: ['Chairs'], sort: 'low-high' }));
    expect(page).toMatchObject({ total: 2, page: 1, limit: 20, totalPages: 1 });
    expect(page.products.map((p) => [p.name, p.price, p.pricePaise])).toEqual([
      ['Bar Stool', 199.99, 19999],
      ['Leather Recliner', 25000, 2500000],
    ]);
  });

  it('lists drafts and hidden products only when the caller is allowed to see them', async () => {
    const names = async (f: Parameters<typeof productFilters>[0], o?: Parameters<typeof listProducts>[1]) =>
      (await listProducts(productFilters(f), o)).products.map((p) => p.name).sort();
    const drafts = { published: false, categories: ['Sofa'], visibility: ['visible' as const] };
    expect(await names(drafts)).toEqual(
      ['Three Seater Sofa', 'Two Seater Loveseat', 'Sectional Sofa'].sort(),
    );
    expect(await names(drafts, { allowUnpublished: true })).toContain('Draft Sofa');
    expect(await names({ visibility: ['hidden'] })).not.toContain('Hidden Sofa');
    expect(await names({ visibility: ['hidden'] }, { allowHidden: true })).toEqual(['Hidden Sofa']);
  });
});
