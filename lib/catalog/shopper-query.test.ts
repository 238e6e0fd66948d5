import { describe, expect, it } from 'vitest';
import { readShopperQuery } from './shopper-query';

const FASHION = ['Men', 'Women', 'Accessories', 'T-Shirts & Shirts', 'Watches'];
const FURNITURE = ['bed', 'Bedroom', 'sofa', 'chairs', 'wardrobes'];

describe('price words become a price filter (issue 24, point 10)', () => {
  it.each([
    ['shirt under 1000', 'shirt', undefined, 1000],
    ['shirt below ₹1000', 'shirt', undefined, 1000],
    ['shirt under rs. 1,000', 'shirt', undefined, 1000],
    ['kurta ₹799', 'kurta', undefined, 799],
    ['kurta rs 500', 'kurta', undefined, 500],
    ['saree 2000 rs', 'saree', undefined, 2000],
    ['bed upto 30k', 'bed', undefined, 30000],
    ['sofa less than 25,000', 'sofa', undefined, 25000],
    ['kurta 1000 se kam', 'kurta', undefined, 1000],
    ['kurta 1000 ke andar', 'kurta', undefined, 1000],
    ['कुर्ता 1000 से कम', 'कुर्ता', undefined, 1000],
    ['watch above 5000', 'watch', 5000, undefined],
    ['watch over ₹5000', 'watch', 5000, undefined],
    ['blazer 3000 se upar', 'blazer', 3000, undefined],
    ['shirt 500 to 1500', 'shirt', 500, 1500],
    ['shirt between 500 and 1500', 'shirt', 500, 1500],
    ['shirt ₹500-₹1500', 'shirt', 500, 1500],
  ])('%s', (q, text, min, max) => {
    const r = readShopperQuery(q, FASHION);
    expect(r.text).toBe(text);
    expect(r.minPrice).toBe(min);
    expect(r.maxPrice).toBe(max);
  });

  it('leaves numbers that are not prices alone', () => {
    expect(readShopperQuery('3 seater sofa', FURNITURE)).toMatchObject({ text: '3 seater sofa', groups: [] });
    expect(readShopperQuery('3 seater sofa', FURNITURE).maxPrice).toBeUndefined();
    expect(readShopperQuery('king size bed', FURNITURE).text).toBe('king size bed');
  });
});

describe('who it is for becomes a category group the store has', () => {
  it.each([
    ['men shirt', 'shirt', ['Men']],
    ["men's shirt", 'shirt', ['Men']],
    ['gents kurta', 'kurta', ['Men']],
    ['ladies kurti', 'kurti', ['Women']],
    ['women dress', 'dress', ['Women']],
    ['महिला कुर्ती', 'कुर्ती', ['Women']],
    ['shirt for men under 1000', 'shirt for', ['Men']],
  ])('%s', (q, text, groups) => {
    const r = readShopperQuery(q, FASHION);
    expect(r.text).toBe(text);
    expect(r.groups).toEqual(groups);
  });

  it('keeps a group word as a search word in a store without that group', () => {
    expect(readShopperQuery('boys shirt', FASHION)).toMatchObject({ text: 'boys shirt', groups: [] });
    expect(readShopperQuery('boys shirt', [...FASHION, 'Kids'])).toMatchObject({
      text: 'shirt',
      groups: ['Kids'],
    });
    expect(readShopperQuery('men chair', FURNITURE)).toMatchObject({ text: 'men chair', groups: [] });
  });
});

describe('"cum" joins alternatives', () => {
  it('sofa cum bed: either word', () => {
    expect(readShopperQuery('sofa cum bed', FURNITURE)).toMatchObject({
      text: 'sofa bed',
      either: [['sofa', 'bed']],
    });
    expect(readShopperQuery('sofa-cum-bed', FURNITURE)).toMatchObject({
      text: 'sofa bed',
      either: [['sofa', 'bed']],
    });
    expect(readShopperQuery('cum', FURNITURE)).toMatchObject({ text: 'cum', either: [] });
  });
});
