import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { newId } from '@/lib/db/ids';
import { products } from '@/models';
import { call } from '@/test/api';
import { POST } from './route';

type Answer = { products: { _id: string; name: string; published: boolean; price: number | null }[] };

async function product(name: string, published = true) {
  const [row] = await db
    .insert(products)
    .values({
      slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${newId()}`,
      name,
      category: 'Watches',
      categories: ['Watches'],
      regularPricePaise: 249900,
      published,
    })
    .returning({ id: products.id });
  return row!.id;
}

describe('POST /api/product/batch', () => {
  it('returns the asked products in the asked order, unpublished ones flagged, unknown ids skipped', async () => {
    const a = await product('Chronograph Steel');
    const b = await product('Retired Field Watch', false);
    const { status, json } = await call<Answer>(POST, '/api/product/batch', {
      body: { ids: [b, newId(), a, 'not-an-id', a] },
    });
    expect(status).toBe(200);
    expect(json.products.map((p) => p._id)).toEqual([b, a]);
    expect(json.products[0]).toMatchObject({ name: 'Retired Field Watch', published: false, price: 2499 });
  });

  it('refuses a body that is not a list of ids', async () => {
    const bad = await call(POST, '/api/product/batch', { body: { ids: 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.json.success).toBe(false);
    const tooMany = await call(POST, '/api/product/batch', {
      body: { ids: Array.from({ length: 201 }, () => newId()) },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.message).toContain('At most 200');
  });
});
