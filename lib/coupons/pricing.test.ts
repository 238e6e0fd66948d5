import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { discountOn, paidForUnits, priceCoupon, prorate } from './pricing';

const now = new Date('2026-11-26T10:00:00Z');
const terms = {
  code: 'TEST',
  kind: 'percent' as const,
  value: 10,
  minOrderPaise: 0,
  maxDiscountPaise: null,
  categories: [] as string[],
  startsAt: null,
  endsAt: null,
  active: true,
};

describe('coupon arithmetic', () => {
  it('rounds a percent down to the paisa, caps it, and never takes off more than the value', () => {
    expect(discountOn({ kind: 'percent', value: 10, maxDiscountPaise: null }, 99_999)).toBe(9_999);
    expect(discountOn({ kind: 'percent', value: 10, maxDiscountPaise: 50_000 }, 839_900)).toBe(50_000);
    expect(discountOn({ kind: 'flat', value: 20_000, maxDiscountPaise: null }, 15_000)).toBe(15_000);
  });

  it('spreads a discount by value in whole paise, the remainder on the last line in scope', () => {
    // ₹100 over three equal lines: 33.33 each, the last takes the odd paisa.
    expect(prorate(10_000, [30_000, 30_000, 30_000], [true, true, true])).toEqual([3_333, 3_333, 3_334]);
    // A line out of scope gets nothing, and the remainder goes to the last line in scope.
    expect(prorate(1_001, [10_000, 50_000, 20_000], [true, false, true])).toEqual([333, 0, 668]);
    for (const [d, values] of [
      [12_345, [1, 99_999, 7_777]],
      [1, [500, 500]],
    ] as const) {
      const shares = prorate(
        d,
        [...values],
        values.map(() => true),
      );
      expect(shares.reduce((s, v) => s + v, 0)).toBe(d);
      expect(shares.every((v) => v >= 0)).toBe(true);
    }
  });

  it('gives a part of a line its share rounded down, and the whole line exactly', () => {
    const item = { unitPricePaise: 33_333, quantity: 3, discountPaise: 1_000 };
    expect(paidForUnits(item, 3)).toBe(98_999);
    expect(paidForUnits(item, 1)).toBe(32_999);
    expect(paidForUnits(item, 2)).toBe(65_999);
  });

  it('refuses with a reason a shopper can act on', () => {
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error instanceof AppError ? error.message : String(error);
      }
      return null;
    };
    const line = [{ category: 'Watches', valuePaise: 164_900 }];
    expect(refusal(() => priceCoupon({ ...terms, code: 'SAVE200', minOrderPaise: 199_900 }, line, now))).toBe(
      'Add ₹350 more to use SAVE200.',
    );
    expect(
      refusal(() => priceCoupon({ ...terms, endsAt: new Date('2026-11-25T00:00:00Z') }, line, now)),
    ).toBe('TEST is not a coupon code you can use.');
    expect(refusal(() => priceCoupon({ ...terms, categories: ['Sofas'] }, line, now))).toBe(
      'TEST applies only to Sofas.',
    );
    expect(priceCoupon(terms, line, now)).toEqual({ discountPaise: 16_490, lineDiscounts: [16_490] });
  });
});
