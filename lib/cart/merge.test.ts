import { describe, expect, it } from 'vitest';
import { localCartLines, planCartMerge, resolveColor, resolveSize, toCartData } from './merge';
import { variantKey, type CartLine, type CartProduct } from './types';

const product = (id: string, over: Partial<CartProduct> = {}): CartProduct => ({
  id,
  sizes: [],
  colors: [],
  variants: null,
  published: true,
  available: true,
  stock: null,
  ...over,
});

const catalogue = new Map<string, CartProduct>([
  ['plain', product('plain')],
  ['shirt', product('shirt', { sizes: ['S', 'M', 'L'] })],
  ['draft', product('draft', { published: false })],
  ['gone', product('gone', { available: false })],
  ['few', product('few', { sizes: ['S', 'M'], stock: 5 })],
  ['kurta', product('kurta', { sizes: ['S', 'M'], colors: ['Rust', 'Navy'] })],
  [
    'sofa',
    product('sofa', {
      colors: ['Teal', 'Grey'],
      variants: new Map([
        [variantKey('Teal', 'default'), 2],
        [variantKey('Grey', 'default'), 0],
      ]),
    }),
  ],
]);

const line = (productId: string, size: string, quantity: number, color = ''): CartLine => ({
  productId,
  size,
  color,
  quantity,
});

describe('resolveSize', () => {
  it("accepts only 'default' for products without sizes, and a listed size otherwise", () => {
    expect(resolveSize({ sizes: [] }, 'default')).toBe('default');
    expect(resolveSize({ sizes: [] }, ' default ')).toBe('default');
    expect(resolveSize({ sizes: [] }, 'M')).toBeNull();
    expect(resolveSize({ sizes: ['S', 'M'] }, 'M')).toBe('M');
    expect(resolveSize({ sizes: ['S', 'M'] }, 'm')).toBeNull();
    expect(resolveSize({ sizes: ['S', 'M'] }, 'default')).toBeNull();
  });
});

describe('resolveColor', () => {
  it("takes the product's spelling, its first colour when none is asked for, and '' without colours", () => {
    expect(resolveColor({ colors: ['Rust', 'Navy'] }, 'navy')).toBe('Navy');
    expect(resolveColor({ colors: ['Rust', 'Navy'] }, undefined)).toBe('Rust');
    expect(resolveColor({ colors: ['Rust', 'Navy'] }, '')).toBe('Rust');
    expect(resolveColor({ colors: ['Rust', 'Navy'] }, 'Green')).toBeNull();
    expect(resolveColor({ colors: [] }, undefined)).toBe('');
    expect(resolveColor({ colors: [] }, 'Rust')).toBeNull();
  });
});

describe('localCartLines', () => {
  it('reads the list of lines with colours when it is sent', () => {
    const lines = localCartLines({ ignored: { default: 1 } }, 500, [
      { itemId: 'kurta', size: 'M', color: 'Navy', quantity: 2 },
      { itemId: 'kurta', size: 'M', quantity: 1 },
      { itemId: 'kurta', size: 'M', color: 7, quantity: 1 },
      { itemId: 'kurta', size: 'M', color: 'Rust', quantity: 0 },
      'nope',
    ]);
    expect(lines).toEqual([line('kurta', 'M', 2, 'Navy'), line('kurta', 'M', 1)]);
  });

  it('keeps positive whole quantities and drops everything else', () => {
    const lines = localCartLines({
      plain: { default: 2 },
      shirt: { M: 1, L: 0, S: -1, XL: 2.5 },
      bad1: { default: '3' },
      bad2: { default: null },
      bad3: 'nope',
      bad4: [1, 2],
      bad5: null,
      huge: { default: 1e9 },
    });
    expect(lines).toEqual([line('plain', 'default', 2), line('shirt', 'M', 1), line('huge', 'default', 1e9)]);
  });

  it('stops at maxLines', () => {
    const many = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`p${i}`, { default: 1 }]));
    expect(localCartLines(many, 10)).toHaveLength(10);
  });
});

describe('planCartMerge', () => {
  it('adds local quantities to server quantities', () => {
    const plan = planCartMerge(
      [line('plain', 'default', 2)],
      [line('plain', 'default', 3), line('shirt', 'M', 1)],
      catalogue,
    );
    expect(plan).toEqual({ changes: [line('plain', 'default', 5), line('shirt', 'M', 1)], skipped: 0 });
  });

  it('caps each line at the per-line maximum', () => {
    const plan = planCartMerge([line('plain', 'default', 15)], [line('plain', 'default', 1e9)], catalogue);
    expect(plan.changes).toEqual([line('plain', 'default', 20)]);
  });

  it('caps by tracked stock across the sizes of one product, never below the server quantity', () => {
    const plan = planCartMerge([line('few', 'S', 3)], [line('few', 'M', 4), line('few', 'S', 1)], catalogue);
    // 3 S already held; M can take 2 more (5 in stock); S cannot grow.
    expect(plan.changes).toEqual([line('few', 'M', 2)]);
    expect(plan.skipped).toBe(0);
    const over = planCartMerge([line('few', 'S', 7)], [line('few', 'S', 1)], catalogue);
    expect(over.changes).toEqual([]);
  });

  it('skips unknown, unpublished and out-of-stock products and wrong sizes', () => {
    const plan = planCartMerge(
      [],
      [
        line('missing', 'default', 1),
        line('draft', 'default', 1),
        line('gone', 'default', 1),
        line('shirt', 'XXL', 1),
        line('shirt', 'default', 1),
        line('plain', 'M', 1),
        line('plain', 'default', 1),
      ],
      catalogue,
    );
    expect(plan).toEqual({ changes: [line('plain', 'default', 1)], skipped: 6 });
  });

  it('adds to the same line twice when the local cart repeats it', () => {
    const plan = planCartMerge([], [line('shirt', 'M', 2), line('shirt', ' M', 3)], catalogue);
    expect(plan.changes).toEqual([line('shirt', 'M', 5)]);
  });

  it('keeps the cart within the line limit: existing lines grow, new ones are skipped', () => {
    const many = new Map(catalogue);
    const server: CartLine[] = [];
    for (let i = 0; i < 3; i++) {
      many.set(`p${i}`, product(`p${i}`));
      server.push(line(`p${i}`, 'default', 1));
    }
    const plan = planCartMerge(server, [line('plain', 'default', 1), line('p0', 'default', 1)], many, {
      maxLineQuantity: 20,
      maxLines: 3,
    });
    expect(plan).toEqual({ changes: [line('p0', 'default', 2)], skipped: 1 });
  });

  it('changes nothing for an empty local cart', () => {
    expect(planCartMerge([line('plain', 'default', 1)], [], catalogue)).toEqual({ changes: [], skipped: 0 });
  });
});

describe('planCartMerge with colours', () => {
  it('keeps colours apart, defaults to the first colour and caps by the variant stock', () => {
    const plan = planCartMerge(
      [line('kurta', 'M', 1, 'Rust')],
      [
        line('kurta', 'M', 2, 'navy'),
        line('kurta', 'M', 1),
        line('kurta', 'M', 1, 'Green'),
        line('sofa', 'default', 5, 'Teal'),
        line('sofa', 'default', 1, 'Grey'),
      ],
      catalogue,
    );
    expect(plan).toEqual({
      changes: [
        line('kurta', 'M', 2, 'Navy'),
        line('kurta', 'M', 2, 'Rust'),
        line('sofa', 'default', 2, 'Teal'),
      ],
      skipped: 2,
    });
  });
});

describe('toCartData', () => {
  it('adds up the colours of one size', () => {
    expect(
      toCartData([line('a', 'M', 1, 'Rust'), line('a', 'M', 2, 'Navy'), line('a', 'S', 1, 'Rust')]),
    ).toEqual({
      a: { M: 3, S: 1 },
    });
  });

  it('builds the spec map productId → size → quantity', () => {
    expect(toCartData([line('a', 'S', 1), line('a', 'M', 2), line('b', 'default', 3)])).toEqual({
      a: { S: 1, M: 2 },
      b: { default: 3 },
    });
  });
});
