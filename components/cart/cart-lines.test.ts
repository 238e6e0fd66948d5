import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '@/lib/cart/types';
import type { ApiProduct } from '@/lib/catalog/types';
import { lineMaxQuantity } from './cart-lines';

// The cart page's + button stops where the server's cart and orders stop (issue 14 point 8).

const product = (stock: number | null) => ({ _id: 'p1', stock }) as ApiProduct;

describe('lineMaxQuantity', () => {
  it("is the server's per-line cap when stock is not tracked or plentiful", () => {
    expect(MAX_LINE_QUANTITY).toBe(20);
    expect(
      lineMaxQuantity({ p1: { default: 3 } }, { productId: 'p1', key: 'default', product: product(null) }),
    ).toBe(MAX_LINE_QUANTITY);
    expect(lineMaxQuantity({}, { productId: 'p1', key: 'default', product: product(500) })).toBe(
      MAX_LINE_QUANTITY,
    );
  });

  it('stops at the stock left once the other sizes are counted (a sofa with 12 left stops at 12)', () => {
    expect(
      lineMaxQuantity({ p1: { default: 12 } }, { productId: 'p1', key: 'default', product: product(12) }),
    ).toBe(12);
    const cart = { p1: { M: 2, L: 4 } };
    expect(lineMaxQuantity(cart, { productId: 'p1', key: 'M', product: product(10) })).toBe(6);
    expect(lineMaxQuantity(cart, { productId: 'p1', key: 'L', product: product(3) })).toBe(1);
    expect(lineMaxQuantity(cart, { productId: 'p1', key: 'S', product: product(5) })).toBe(0);
  });

  it('is the cap for a product that could not be loaded', () => {
    expect(lineMaxQuantity({}, { productId: 'gone', key: 'default', product: undefined })).toBe(
      MAX_LINE_QUANTITY,
    );
  });
});
