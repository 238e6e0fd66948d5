import { describe, expect, it } from 'vitest';
import { sortSizes } from './facets';

describe('sortSizes', () => {
  it('puts letter sizes small to large, then numbers ascending, then anything else A–Z', () => {
    expect(sortSizes(['XL', '40', 'S', 'Free Size', 'XXL', '38', 'M', 'XS', '44', 'L'])).toEqual([
      'XS',
      'S',
      'M',
      'L',
      'XL',
      'XXL',
      '38',
      '40',
      '44',
      'Free Size',
    ]);
  });

  it('orders bed sizes single to king', () => {
    expect(sortSizes(['King', 'Single', 'Queen'])).toEqual(['Single', 'Queen', 'King']);
  });
});
