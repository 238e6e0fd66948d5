import { describe, expect, it } from 'vitest';
import type { ShapeKey } from '../art/registry';
import { syntheticProduct } from '../synthetic';
import type { Catalogue, SeedProduct } from '../types';
import { catalogueCategoryNames, getCatalogue } from './index';
import { colourNames, hindiProductText, type HindiVocabulary } from './hindi';

const devanagari = /[\u0900-\u097F]/;
/** Latin words a Hindi name may keep besides its brand or model: trademarks and the L of "L-आकार". */
const keptLatin = new Set(['Supima', 'TR90', 'L']);

/** The brand (fashion) or model name (furniture) that leads the English name, and must lead the Hindi one. */
function leadOf(catalogue: Catalogue, p: SeedProduct): string {
  const data = getCatalogue(catalogue);
  return catalogue === 'fashion' ? (data.brands[p.seller] ?? p.seller) : p.name.split(' ')[0]!;
}

function hindiProblems(catalogue: Catalogue, p: SeedProduct): string[] {
  const problems: string[] = [];
  const lead = leadOf(catalogue, p);
  const name = p.nameHi ?? '';
  if (!name.startsWith(`${lead} `)) problems.push(`${name}: does not start with ${lead}`);
  if (!devanagari.test(name.slice(lead.length))) problems.push(`${name}: no Devanagari`);
  const latin = name.slice(lead.length).match(/[A-Za-z][A-Za-z0-9]*/g) ?? [];
  for (const word of latin) if (!keptLatin.has(word)) problems.push(`${name}: keeps English "${word}"`);
  const short = p.shortDescriptionHi ?? '';
  if (!devanagari.test(short) || !short.endsWith('।')) problems.push(`${short}: not a Hindi sentence`);
  // Search and comparison see one spelling: नुक़्ता letters as NFC writes them.
  if (name !== name.normalize('NFC') || short !== short.normalize('NFC')) problems.push(`${name}: not NFC`);
  // Every colour is in the short description, and a product in one colour names it, as in English.
  for (const colour of p.colors)
    if (!short.includes(colourNames[colour]!)) problems.push(`${short}: no ${colour}`);
  if (p.colors.length === 1 && !name.includes(`(${colourNames[p.colors[0]!]}`))
    problems.push(`${name}: no colour`);
  if (p.colors.length > 1 && name.includes('(')) problems.push(`${name}: names a colour`);
  if (p.descriptionHi !== null) problems.push(`${p.name}: a Hindi description was not expected`);
  return problems;
}

function syntheticSample(catalogue: Catalogue, count: number): SeedProduct[] {
  const looks = new Map<ShapeKey, string[]>();
  for (const p of getCatalogue(catalogue).products)
    looks.set(p.shape, [...new Set([...(looks.get(p.shape) ?? []), p.colors[0]!])]);
  return Array.from({ length: count }, (_, i) => syntheticProduct(catalogue, i + 1, looks));
}

describe.each(['fashion', 'furniture'] as const)('the %s catalogue in Hindi', (catalogue) => {
  const data = getCatalogue(catalogue);

  it('gives every product a Hindi name led by its brand or model in Latin letters, and a Hindi short description', () => {
    expect(data.products.flatMap((p) => hindiProblems(catalogue, p))).toEqual([]);
  });

  it('does the same for synthetic products, drawn from the same lines', () => {
    expect(syntheticSample(catalogue, 400).flatMap((p) => hindiProblems(catalogue, p))).toEqual([]);
  });

  it('names every category, group and sub-category its products carry in Hindi', () => {
    const named = new Map(catalogueCategoryNames(data).map((c) => [c.name, c.nameHi]));
    const carried = new Set(data.products.flatMap((p) => [...p.categories, p.subCategory]));
    for (const name of [...carried, ...data.categories]) {
      expect(named.get(name), name).toMatch(devanagari);
      expect(named.get(name), name).not.toMatch(/[a-z]{2}/i);
    }
  });
});

describe('hindiProductText', () => {
  const words: HindiVocabulary = {
    categories: {},
    nouns: { Shirt: ['कमीज़', 'f'], Kurta: ['कुर्ता', 'm'], 'Polarised Aviators': ['पोलराइज़्ड चश्मा', 'm'] },
    styles: { Solid: { m: 'सादा', f: 'सादी' }, Polarised: 'पोलराइज़्ड' },
    materials: { Khadi: 'खादी', 'Teak Wood': { m: 'सागौन की लकड़ी का', f: 'सागौन की लकड़ी की' } },
    uses: { 'the office': 'दफ़्तर' },
  };
  const parts = { lead: 'Kapas', style: 'Solid', material: 'Khadi', use: 'the office', styleInName: true };

  it('makes adjectives agree with the noun and puts a single colour in brackets', () => {
    expect(hindiProductText(words, { ...parts, noun: 'Shirt', colours: ['Navy'] })).toEqual({
      nameHi: 'Kapas खादी सादी कमीज़ (गहरा नीला)',
      shortDescriptionHi: 'खादी सादी कमीज़, दफ़्तर के लिए बनी; रंग: गहरा नीला।',
    });
    expect(hindiProductText(words, { ...parts, noun: 'Kurta', colours: ['White', 'Ivory', 'Rust'] })).toEqual(
      {
        nameHi: 'Kapas खादी सादा कुर्ता',
        shortDescriptionHi: 'खादी सादा कुर्ता, दफ़्तर के लिए बना; रंग: सफ़ेद, क्रीम या कत्थई।',
      },
    );
  });

  it('names furniture by model and material with its finish, and skips a style the noun already says', () => {
    const bed = { ...parts, lead: 'Aria', material: 'Teak Wood', noun: 'Kurta', styleInName: false };
    expect(hindiProductText(words, { ...bed, colours: ['Walnut'], colourWord: 'Finish' })).toEqual({
      nameHi: 'Aria सागौन की लकड़ी का कुर्ता (अखरोट फ़िनिश)',
      shortDescriptionHi: 'सागौन की लकड़ी का सादा कुर्ता, दफ़्तर के लिए बना; फ़िनिश: अखरोट।',
    });
    const glasses = { ...parts, style: 'Polarised', noun: 'Polarised Aviators', colours: ['Gold', 'Black'] };
    expect(hindiProductText(words, glasses).nameHi).toBe('Kapas खादी पोलराइज़्ड चश्मा');
  });

  it('refuses a word it has no Hindi for, rather than seeding English', () => {
    expect(() => hindiProductText(words, { ...parts, noun: 'Sari', colours: ['Navy'] })).toThrow(
      'The seed has no Hindi for the noun "Sari"',
    );
  });
});
