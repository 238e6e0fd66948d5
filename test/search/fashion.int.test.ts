import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { seedCatalogue } from '@/lib/seed';
import { both, checkTable, inCategory, inStockFirst, named, type Row } from './table';

// The clothes shop's search table (issue 24): at least 30 shopper queries, Hinglish, Devanagari,
// price and gender words, typos and plurals, each with what it must and must not return.

beforeAll(async () => {
  await seedCatalogue(db, { catalogue: 'fashion' });
}, 900_000);

const men = inCategory('Men');
const women = inCategory('Women');
const shirtish = named(/shirt|polo|tee\b/i);
const tshirt = named(/t-shirt|tee\b|polo/i);
const watch = named(/watch|chronograph/i);
const price =
  (max: number, min = 0) =>
  (p: { price: number | null }) =>
    p.price !== null && p.price <= max && p.price >= min;

// Kurta and kurti are one synonym group in the store's data (drizzle/0006_search_synonyms_defaults.sql),
// so each finds the other: their rows accept either.
const rows: Row[] = [
  { q: 'shirt', every: shirtish, none: watch },
  { q: 'shirts', every: shirtish },
  { q: 'men shirt', every: both(men, shirtish), none: women },
  { q: "men's shirt", every: both(men, shirtish) },
  { q: 'gents shirt', every: both(men, shirtish) },
  { q: 'shirt for men', every: both(men, shirtish) },
  { q: 'shirt under 1000', every: (p) => shirtish(p) && price(1000)(p) },
  { q: 'shirt below ₹1500', every: (p) => shirtish(p) && price(1500)(p) },
  { q: 'shirt rs 1500', every: (p) => shirtish(p) && price(1500)(p) },
  { q: 'shirt 1500 se kam', every: (p) => shirtish(p) && price(1500)(p) },
  { q: 'watch above 5000', every: (p) => watch(p) && price(Infinity, 5000)(p) },
  { q: 'tshrit', every: tshirt },
  { q: 't-shirt', every: tshirt, none: named(/kurta|formal shirt/i) },
  { q: 'tshirt', every: tshirt },
  { q: 'kurta', every: named(/kurt[ai]/i) },
  { q: 'kurtha', every: named(/kurt[ai]/i) },
  { q: 'कुर्ता', every: named(/kurt[ai]/i) },
  { q: 'kurti', every: named(/kurt[ai]/i) },
  { q: 'ladies kurti', every: both(women, named(/kurti/i)), none: men },
  { q: 'women kurta', every: women, none: men },
  { q: 'महिला कुर्ती', every: women },
  { q: 'ladies', every: women, none: men },
  { q: 'men', every: men, none: women },
  { q: 'blazer', every: named(/blazer/i) },
  { q: 'blazr', every: named(/blazer/i) },
  { q: 'watchs', every: watch },
  { q: 'chronograf', every: watch },
  { q: 'dress', every: named(/dress/i), check: inStockFirst },
  { q: 'midi dress', every: named(/dress/i) },
  { q: 'sunglasses', every: named(/sunglass|aviator/i) },
  { q: 'sofa', min: 0 },
  { q: 'study table', min: 0 },
  { q: 'shirt under 10', min: 0 },
];

describe('fashion search table', () => {
  it(`${rows.length} shopper queries return what they must and nothing they must not`, async () => {
    expect(rows.length).toBeGreaterThanOrEqual(30);
    await checkTable(rows);
  }, 600_000);
});
