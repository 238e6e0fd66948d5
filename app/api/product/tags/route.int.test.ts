import { describe, expect, it } from 'vitest';
import { insertProducts } from '@/test/fixtures/catalog';
import { call } from '@/test/api';
import { GET } from './route';

describe('GET /api/product/tags', () => {
  it('answers an empty list for an empty catalogue', async () => {
    const { status, json } = await call(GET, '/api/product/tags');
    expect(status).toBe(200);
    expect(json).toEqual({ success: true, tags: [] });
  });

  it('lists the distinct tags of published, non-hidden products, alphabetically', async () => {
    await insertProducts([
      { tags: ['formal', 'wool'] },
      { tags: ['cotton', 'formal', ''] },
      { tags: ['silk'], visibility: 'search' },
      { tags: ['living room'], visibility: 'catalog' },
      { tags: ['clearance', 'formal'], visibility: 'hidden' },
      { tags: ['draft'], published: false },
      { tags: [] },
    ]);
    const { json } = await call(GET, '/api/product/tags');
    expect(json).toEqual({ success: true, tags: ['cotton', 'formal', 'living room', 'silk', 'wool'] });
  });
});
