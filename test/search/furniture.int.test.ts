import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { seedCatalogue } from '@/lib/seed';
import { checkTable, either, inCategory, inStockFirst, type Row } from './table';

// The furniture catalogue's search table (issue 24): at least 30 shopper queries, Hinglish,
// Devanagari, price words, "cum", typos and plurals, each with what it must and must not return.

beforeAll(async () => {
  await seedCatalogue(db, { catalogue: 'furniture' });
}, 900_000);

const bed = inCategory('bed');
const wardrobe = inCategory('wardrobes');
const sofa = inCategory('sofa');
const chair = inCategory('chairs');
const price =
  (max: number, min = 0) =>
  (p: { price: number | null }) =>
    p.price !== null && p.price <= max && p.price >= min;

const rows: Row[] = [
  { q: 'bed', every: bed, none: wardrobe },
  { q: 'beds', every: bed },
  { q: 'king size bed', every: bed, none: either(wardrobe, sofa, chair) },
  { q: 'wooden bed', every: bed, none: wardrobe, check: (ps) => expect.soft(ps[0]?.name).toMatch(/wood/i) },
  { q: 'sheesham bed', every: bed, check: (ps) => expect.soft(ps[0]?.name).toMatch(/sheesham/i) },
  { q: 'storage bed', every: bed },
  { q: 'queen bed', every: bed },
  { q: 'palang', every: bed, check: inStockFirst },
  { q: 'पलंग', every: bed },
  { q: 'teak palang', every: bed },
  { q: 'study table', min: 0 },
  { q: 'dining table', min: 0 },
  { q: 'sofa cum bed', every: either(sofa, bed), none: either(wardrobe, chair) },
  { q: 'sofa', every: sofa, none: chair },
  { q: 'sofaa', every: sofa },
  { q: 'sofa under 40000', every: (p) => sofa(p) && price(40000)(p) },
  { q: 'sofa below ₹40,000', every: (p) => sofa(p) && price(40000)(p) },
  { q: '3 seater sofa', every: sofa, none: chair },
  { q: 'bed below ₹30000', every: (p) => bed(p) && price(30000)(p) },
  { q: 'bed 30000 se kam', every: (p) => bed(p) && price(30000)(p) },
  { q: 'wardrobe above 30000', every: (p) => wardrobe(p) && price(Infinity, 30000)(p) },
  { q: 'almirah', every: wardrobe },
  { q: 'अलमारी', every: wardrobe },
  { q: 'almriah', every: wardrobe },
  { q: 'wardrobes', every: wardrobe },
  { q: 'kursi', every: chair },
  { q: 'कुर्सी', every: chair },
  { q: 'chiar', every: chair },
  { q: 'chairs', every: chair },
  { q: 'office chair', every: chair, none: either(sofa, bed) },
  { q: 'dining chair', every: chair },
  { q: 'tshrit', min: 0 },
  { q: 'kurta', min: 0 },
  { q: 'men shirt', min: 0 },
];

describe('furniture search table', () => {
  it(`${rows.length} shopper queries return what they must and nothing they must not`, async () => {
    expect(rows.length).toBeGreaterThanOrEqual(30);
    await checkTable(rows);
  }, 600_000);
});
