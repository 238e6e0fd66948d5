import { describe, expect, it } from 'vitest';
import { changedFields } from './audit';
import { adminOrderQuerySchema, orderSearchTerms } from './order-filters';
import { adminProductQuerySchema } from './product-filters';
import { escapeLike, firstValues, totalPagesFor } from './pagination';

describe('admin order filters', () => {
  it('treats blank form fields as absent and applies page defaults', () => {
    expect(adminOrderQuerySchema.parse({ status: '', paymentMethod: '', from: '', to: '', q: '  ' })).toEqual(
      {
        page: 1,
        limit: 20,
      },
    );
    expect(
      adminOrderQuerySchema.parse({
        status: 'Shipped',
        from: '2026-03-01',
        to: '2026-03-01',
        page: '3',
        limit: '50',
      }),
    ).toEqual({
      status: 'Shipped',
      from: '2026-03-01',
      to: '2026-03-01',
      page: 3,
      limit: 50,
    });
  });

  it('refuses unknown values, bad dates, reversed ranges and oversized pages', () => {
    for (const input of [
      { status: 'shipped' },
      { paymentMethod: 'paypal' },
      { from: '2026-02-30' },
      { from: '2026-03-05', to: '2026-03-01' },
      { limit: '0' },
      { limit: '101' },
      { page: '-1' },
      { page: '1.5' },
    ]) {
      expect(adminOrderQuerySchema.safeParse(input).success, JSON.stringify(input)).toBe(false);
    }
  });

  it('reads a search as an order id, an e-mail fragment or phone digits', () => {
    expect(orderSearchTerms('6A1B2C3D4E5F60718293A4B5')).toEqual({
      id: '6a1b2c3d4e5f60718293a4b5',
      text: '6a1b2c3d4e5f60718293a4b5',
      phoneDigits: null,
    });
    expect(orderSearchTerms('Asha@Example.in')).toMatchObject({
      id: null,
      text: 'asha@example.in',
      phoneDigits: null,
    });
    expect(orderSearchTerms('+91 98765-43210').phoneDigits).toBe('9876543210');
    expect(orderSearchTerms('09876543210').phoneDigits).toBe('9876543210');
    expect(orderSearchTerms('919876543210').phoneDigits).toBe('9876543210');
    expect(orderSearchTerms('43210').phoneDigits).toBe('43210');
    expect(orderSearchTerms('123').phoneDigits).toBeNull();
  });
});

describe('admin product filters', () => {
  it('parses yes/no flags and stock states', () => {
    expect(
      adminProductQuerySchema.parse({ published: 'false', featured: '', stock: 'low', q: ' kurta ' }),
    ).toEqual({
      published: false,
      stock: 'low',
      q: 'kurta',
      page: 1,
      limit: 20,
    });
    expect(adminProductQuerySchema.safeParse({ published: 'yes' }).success).toBe(false);
    expect(adminProductQuerySchema.safeParse({ stock: 'plenty' }).success).toBe(false);
  });
});

describe('helpers', () => {
  it('counts pages, at least one', () => {
    expect(totalPagesFor(0, 20)).toBe(1);
    expect(totalPagesFor(20, 20)).toBe(1);
    expect(totalPagesFor(21, 20)).toBe(2);
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });

  it('takes the first of repeated search params', () => {
    expect(firstValues({ a: ['1', '2'], b: '3', c: undefined })).toEqual({ a: '1', b: '3' });
  });

  it('keeps only changed fields, comparing lists by content', () => {
    expect(
      changedFields(
        { name: 'A', tags: ['x'], price: 10, updatedAt: '1' },
        { name: 'A', tags: ['x', 'y'], price: null, updatedAt: '2' },
        ['updatedAt'],
      ),
    ).toEqual({ before: { tags: ['x'], price: 10 }, after: { tags: ['x', 'y'], price: null } });
    expect(changedFields({ a: 1 }, { a: 1 })).toEqual({ before: {}, after: {} });
  });
});
