import { describe, expect, it } from 'vitest';
import { discountPercent, formatPaise, paiseToRupees, rupeesToPaise } from './index';

describe('money', () => {
  it('formats rupees with Indian digit grouping', () => {
    expect(formatPaise(12345600)).toBe('₹1,23,456');
    expect(formatPaise(99900)).toBe('₹999');
    expect(formatPaise(149950)).toBe('₹1,499.50');
  });

  it('converts between rupees and integer paise without float drift', () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(paiseToRupees(1999)).toBe(19.99);
  });

  it('computes the discount percent only when the original price is higher', () => {
    expect(discountPercent(299900, 199900)).toBe(33);
    expect(discountPercent(199900, 199900)).toBeNull();
    expect(discountPercent(100000, 120000)).toBeNull();
    expect(discountPercent(null, 1000)).toBeNull();
  });
});
