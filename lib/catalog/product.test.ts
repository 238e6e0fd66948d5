import { describe, expect, it } from 'vitest';
import { toApiProduct, toProduct, type ProductListRow } from './product';

const created = new Date('2026-02-03T04:05:06.000Z');
const row: ProductListRow = {
  id: '65f000000000000000000001',
  slug: 'navy-wool-blazer',
  sku: null,
  name: 'Navy Wool Blazer',
  shortDescription: 'Two-button blazer',
  description: 'Pure wool.',
  nameHi: null,
  shortDescriptionHi: null,
  descriptionHi: null,
  category: "Men's Suits And Blazers",
  subCategory: 'Blazers',
  categories: ["Men's Suits And Blazers"],
  tags: ['formal'],
  colors: ['Navy'],
  sizes: ['M', 'L'],
  sizeVariants: null,
  images: ['/media/a.webp', 'https://cdn.example.in/b.webp'],
  seller: 'Kapas Studio',
  regularPricePaise: 799_900,
  salePricePaise: 599_950,
  pricePaise: 599_950,
  weightGrams: 1250,
  widthCm: null,
  depthCm: null,
  heightCm: 80,
  hsnCode: '6203',
  gstRatePercent: 12,
  averageRating: 4.5,
  totalReviews: 12,
  isFeatured: true,
  inStock: true,
  stock: 3,
  available: true,
  allowCustomerReviews: true,
  published: true,
  visibility: 'visible',
  createdAt: created,
  updatedAt: created,
};

describe('toProduct', () => {
  it('maps a row to the spec shape with rupees, kg and cm, keeping paise for the server', () => {
    expect(toProduct(row)).toEqual({
      _id: row.id,
      slug: 'navy-wool-blazer',
      name: 'Navy Wool Blazer',
      image: ['/media/a.webp', 'https://cdn.example.in/b.webp'],
      regularPrice: 7999,
      salePrice: 5999.5,
      price: 5999.5,
      regularPricePaise: 799_900,
      salePricePaise: 599_950,
      pricePaise: 599_950,
      shortDescription: 'Two-button blazer',
      description: 'Pure wool.',
      category: "Men's Suits And Blazers",
      subCategory: 'Blazers',
      categories: ["Men's Suits And Blazers"],
      tags: ['formal'],
      colors: ['Navy'],
      sizes: ['M', 'L'],
      sizeVariants: [],
      seller: 'Kapas Studio',
      weight: 1.25,
      dimensions: { width: null, depth: null, height: 80 },
      rating: 4.5,
      averageRating: 4.5,
      totalReviews: 12,
      isFeatured: true,
      inStock: true,
      stock: 3,
      allowCustomerReviews: true,
      published: true,
      visibilityInCatalog: 'visible',
      hsnCode: '6203',
      gstRatePercent: 12,
      date: created.getTime(),
      createdAt: '2026-02-03T04:05:06.000Z',
      updatedAt: '2026-02-03T04:05:06.000Z',
    });
  });

  it('gives null prices, weight and dimensions when unset, and inStock from availability', () => {
    const p = toProduct({
      ...row,
      regularPricePaise: null,
      salePricePaise: null,
      pricePaise: null,
      weightGrams: null,
      heightCm: null,
      available: false,
    });
    expect(p).toMatchObject({
      regularPrice: null,
      salePrice: null,
      price: null,
      weight: null,
      dimensions: null,
    });
    expect(p.inStock).toBe(false);
  });
});

describe('toApiProduct', () => {
  it('drops the paise fields and nothing else', () => {
    const product = toProduct(row);
    const api = toApiProduct(product);
    expect(Object.keys(api).sort()).toEqual(
      Object.keys(product)
        .filter((k) => !k.endsWith('Paise'))
        .sort(),
    );
    expect(JSON.stringify(api)).not.toMatch(/Paise/);
  });
});
