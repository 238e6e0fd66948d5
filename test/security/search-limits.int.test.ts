import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as list } from '@/app/api/product/list/route';
import { GET as suggest } from '@/app/api/product/suggest/route';
import { SEARCH_RATE } from '@/lib/catalog';
import { resetRateLimits } from '@/lib/rate-limit';
import { insertProducts } from '@/test/fixtures/catalog';
import { call } from '@/test/api';

// Issue 23: one long unknown word cost seconds of spelling correction; search had no rate limit.

/** A random-looking word of `n` letters (deterministic, so a failure reproduces). */
const word = (n: number, seed = 7) =>
  Array.from({ length: n }, (_, i) => 'abcdefghijklmnopqrstuvwxyz'[(i * seed + 3) % 26]).join('');

beforeAll(async () => {
  await insertProducts([
    { name: 'Kapas White Crew Neck T-Shirt', categories: ['T-Shirts & Shirts', 'Men'] },
    { name: 'Chowk Street Maroon Khadi Kurta', categories: ['Kurtas', 'Men'] },
  ]);
});
beforeEach(() => resetRateLimits());

describe('a long or nonsense word is answered without correction', () => {
  it('suggest: 200 letters answers nothing, uncorrected', async () => {
    const res = await call(suggest, `/api/product/suggest?q=${word(200)}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ correctedQuery: null, products: [], categories: [] });
  });

  it('list: 200 letters (alone and beside a real word) is not corrected and offers no look-alikes', async () => {
    const res = await call(list, `/api/product/list?search=${word(200)}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      total: 0,
      search: { matched: false, correctedQuery: null, suggestions: [] },
    });

    const both = await call(list, `/api/product/list?search=${encodeURIComponent(`${word(150, 11)} kurta`)}`);
    expect(both.status).toBe(200);
    expect((both.json.products as { name: string }[]).map((p) => p.name)).toEqual([
      'Chowk Street Maroon Khadi Kurta',
    ]);
  });

  it('a shopper typo is still corrected beside the cap', async () => {
    const res = await call(list, '/api/product/list?search=kurtha');
    expect((res.json.products as { name: string }[]).map((p) => p.name)).toEqual([
      'Chowk Street Maroon Khadi Kurta',
    ]);
  });
});

describe('search and suggestions are rate limited per client', () => {
  const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

  it(`suggest answers 429 with Retry-After past ${SEARCH_RATE.limit} a minute, for that client only`, async () => {
    for (let i = 0; i < SEARCH_RATE.limit; i++) {
      expect((await call(suggest, '/api/product/suggest?q=ku', from('203.0.113.7'))).status).toBe(200);
    }
    const refused = await suggest(
      new Request('http://store.test/api/product/suggest?q=kur', from('203.0.113.7')),
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/try again/),
    });
    expect((await call(suggest, '/api/product/suggest?q=kur', from('203.0.113.8'))).status).toBe(200);
  });

  it('searches through the list API count against the same limit; a listing without words does not', async () => {
    for (let i = 0; i < SEARCH_RATE.limit / 2; i++) {
      await call(suggest, '/api/product/suggest?q=ku', from('198.51.100.4'));
      await call(list, '/api/product/list?search=kurta', from('198.51.100.4'));
    }
    expect((await call(list, '/api/product/list?search=shirt', from('198.51.100.4'))).status).toBe(429);
    expect((await call(suggest, '/api/product/suggest?q=sh', from('198.51.100.4'))).status).toBe(429);
    expect((await call(list, '/api/product/list?page=1', from('198.51.100.4'))).status).toBe(200);
  });
});
