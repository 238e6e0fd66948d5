import { describe, expect, it } from 'vitest';
import { readRecentlyViewed, RECENTLY_VIEWED_KEY, withViewed, type RecentProduct } from './recently-viewed';

const product = (n: number): RecentProduct => ({
  id: n.toString(16).padStart(24, '0'),
  name: `Product ${n}`,
  image: `/media/${n}.webp`,
  price: 100 * n,
});

const storage = (value: string | null) => ({
  getItem: (key: string) => (key === RECENTLY_VIEWED_KEY ? value : null),
});

describe('recently viewed products', () => {
  it('puts the latest view first, once, and keeps the last 10', () => {
    let list: RecentProduct[] = [];
    for (let n = 1; n <= 12; n++) list = withViewed(list, product(n));
    expect(list.map((p) => p.name)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `Product ${n}`));
    list = withViewed(list, product(7));
    expect(list[0]!.name).toBe('Product 7');
    expect(list.filter((p) => p.id === product(7).id)).toHaveLength(1);
    expect(list).toHaveLength(10);
  });

  it('reads defensively: malformed storage gives an empty list, malformed entries are skipped', () => {
    expect(readRecentlyViewed(storage(null))).toEqual([]);
    expect(readRecentlyViewed(storage('{not json'))).toEqual([]);
    expect(readRecentlyViewed(storage('{"a":1}'))).toEqual([]);
    const stored = [
      product(1),
      { id: 'javascript:alert(1)', name: 'x', image: null, price: 1 },
      { id: 5 },
      product(2),
    ];
    expect(readRecentlyViewed(storage(JSON.stringify(stored)))).toEqual([product(1), product(2)]);
  });
});
