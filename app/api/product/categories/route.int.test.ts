import { describe, expect, it } from 'vitest';
import { insertProducts } from '@/test/fixtures/catalog';
import { call } from '@/test/api';
import { GET } from './route';

describe('GET /api/product/categories', () => {
  it('answers an empty list for an empty catalogue', async () => {
    const { status, json } = await call(GET, '/api/product/categories');
    expect(status).toBe(200);
    expect(json).toEqual({ success: true, categories: [] });
  });

  it('lists the distinct categories of published, non-hidden products, alphabetically', async () => {
    await insertProducts([
      { name: 'Navy Wool Blazer', categories: ["Men's Suits And Blazers"] },
      { name: 'Formal Shirt and Tie Set', categories: ['T-Shirts & Shirts', 'Accessories'] },
      { name: 'Oxford Shirt', categories: ['T-Shirts & Shirts'] },
      { name: 'Silk Scarf', categories: ["Women's Western Styles"], visibility: 'search' },
      { name: 'Teak Bed', categories: ['Bed'], visibility: 'catalog' },
      {
        name: 'Clearance Blazer',
        categories: ["Men's Suits And Blazers", 'Clearance'],
        visibility: 'hidden',
      },
      { name: 'Draft Chair', categories: ['Chairs'], published: false },
    ]);
    const { json } = await call(GET, '/api/product/categories');
    expect(json).toEqual({
      success: true,
      categories: [
        'Accessories',
        'Bed',
        "Men's Suits And Blazers",
        'T-Shirts & Shirts',
        "Women's Western Styles",
      ],
    });
  });
});
