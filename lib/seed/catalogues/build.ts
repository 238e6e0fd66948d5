import { gstRateFor } from '@/lib/orders/shared/gst-rates';
import type { ShapeKey } from '../art/registry';
import { productImages } from '../images';
import { Random, retailPricePaise, salePricePaise, seedId, slugify } from '../random';
import type { SizeVariant } from '@/models';
import type { Catalogue, ProductLine, SeedProduct } from '../types';
import { hindiProductText, type HindiVocabulary } from './hindi';

/** How many products get each special state; the rest are ordinary, published, visible and in stock. */
export type StateQuotas = {
  unpublished: number;
  hidden: number;
  searchOnly: number;
  noPrice: number;
  noReviews: number;
};

const quotas: StateQuotas = { unpublished: 3, hidden: 3, searchOnly: 2, noPrice: 3, noReviews: 2 };

/** The product id the seed owns for a slug (md5, so SQL can recognise seeded rows with `left(md5(...), 24)`). */
export const productId = (slug: string) => seedId('product', slug);

/**
 * The product's apparel GST rate from the rate table at its price today (5% up to ₹2,500 a piece before
 * GST, 18% above, since 22 Sep 2025); an unpriced product takes the upper band. Orders take the rate again
 * on the invoice date, after any coupon (lib/orders/issue-invoice.ts): this is the catalogue's default.
 */
export function apparelGst(hsnCode: string, pricePaise: number | null, on = new Date()): number {
  return gstRateFor({ hsnCode, piecePricePaise: pricePaise ?? Number.MAX_SAFE_INTEGER, on }) ?? 5;
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
}

const properWords = new Set([
  'Giza',
  'Supima',
  'Oxford',
  'AMOLED',
  'TR90',
  'Bluetooth',
  'GOTS',
  'Burma',
  'Holland',
  'Jodhpuri',
]);

/** Lower-cases a phrase for use mid-sentence, keeping proper nouns and letter prefixes ("V-neck", "T-shirt"). */
export function midSentence(phrase: string): string {
  return phrase
    .split(' ')
    .map((w) =>
      properWords.has(w) ? w : /^[A-Z]-/.test(w) ? w[0] + w.slice(1).toLowerCase() : w.toLowerCase(),
    )
    .join(' ');
}

/** Turns a feature verb phrase into a follow-up sentence: "is IP68 rated." → "It is also IP68 rated." */
function alsoSentence(feature: string): string {
  const m = /^(is|can|has been)\s(.*)$/.exec(feature);
  return m ? `It ${m[1]} also ${m[2]}` : `It also ${feature}`;
}
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'An' : 'A');
/** Glasses are a pair: "these aviator sunglasses block", not "this ... blocks". */
const isPair = (noun: string) => /(glasses|aviators)$/i.test(noun);
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** "wine, emerald or black". */
const colourList = (colours: string[]) =>
  colours.length <= 1 ? (colours[0] ?? '') : `${colours.slice(0, -1).join(', ')} or ${colours.at(-1)}`;

/** Draws one product of a line from its combinations of shape, colour, material, style, noun and seller. */
export function drawProduct(
  line: ProductLine,
  rng: Random,
  brands: Record<string, string>,
  hindi: HindiVocabulary,
  looks?: ReadonlyMap<ShapeKey, readonly string[]>,
): Omit<SeedProduct, 'id' | 'slug'> & { slugName: string } {
  const shape: ShapeKey = rng.pick(looks ? line.shapes.filter((s) => looks.has(s)) : line.shapes);
  const palette = line.coloursByShape?.[shape] ?? line.colours;
  // With `looks`, only colours that already have photos are drawn (synthetic products reuse images).
  const drawn = looks ? palette.filter((c) => looks.get(shape)?.includes(c)) : palette;
  const colour = rng.pick(drawn.length > 0 ? drawn : palette);
  const material = rng.pick(line.materials);
  const style = rng.pick(line.styles);
  const noun = rng.pick(line.nouns);
  const seller = rng.pick(line.sellers);
  const brand = brands[seller] ?? seller;
  const others = rng.sample(
    palette.filter((c) => c !== colour),
    rng.weighted([
      [0, 3],
      [1, 3],
      [2, 3],
      [3, 2],
      [4, 1],
    ] as const),
  );
  const [w, d, h] = (line.dimensionsCm ?? []).map(([lo, hi]) => rng.int(lo, hi));
  const model = line.models ? rng.pick(line.models) : '';
  // A product in several colours is one product whatever colour is chosen: its name and short description
  // name none of them (the colour picker and the line's "Colour: …" do). The slug keeps the first colour,
  // so ids, links and existing orders stay those of earlier seeds.
  const several = others.length > 0;
  const slugName = line.models
    ? `${model} ${material.name} ${noun} in ${colour} ${line.colourWord ?? 'Colour'}`
    : `${brand} ${colour} ${style} ${material.name} ${noun}`;
  const name = (
    several
      ? line.models
        ? `${model} ${material.name} ${noun}`
        : `${brand} ${style} ${material.name} ${noun}`
      : slugName
  )
    .replace(/\s+/g, ' ')
    .trim();
  const use = rng.pick(line.uses);
  const features = rng.sample(line.features, 2);
  const values = { w: w ?? '', d: d ?? '', h: h ?? '' };
  // Every colour of a product in several is in its description, so a search for any of them finds it.
  const finish = line.colourWord === 'Finish' ? 'finished' : 'upholstered';
  const range = several
    ? `; ${line.models ? `${finish} ` : ''}in ${colourList([colour, ...others].map(midSentence))}`
    : '';
  const shortDescription = line.models
    ? several
      ? `${article(style)} ${midSentence(style)} ${midSentence(noun)} in ${midSentence(material.name)}, made for ${use}${range}.`
      : `${article(style)} ${midSentence(style)} ${midSentence(noun)} in ${midSentence(material.name)}, ${finish} in ${midSentence(colour)}, made for ${use}.`
    : several
      ? isPair(noun)
        ? `${capitalise(midSentence(style))} ${midSentence(noun)} in ${midSentence(material.name)}, made for ${use}${range}.`
        : `${article(style)} ${midSentence(style)} ${midSentence(noun)} in ${midSentence(material.name)}, made for ${use}${range}.`
      : isPair(noun)
        ? `${capitalise(midSentence(colour))} ${midSentence(style)} ${midSentence(noun)} in ${midSentence(material.name)}, made for ${use}.`
        : `${article(colour)} ${midSentence(colour)} ${midSentence(style)} ${midSentence(noun)} in ${midSentence(material.name)}, made for ${use}.`;
  const description = [
    `Made from ${material.phrase}, this ${isPair(noun) ? 'pair of ' : ''}${midSentence(style)} ${midSentence(noun)} ${fill(features[0] ?? '', values)}`,
    features[1] ? alsoSentence(fill(features[1], values)) : '',
    fill(rng.pick(line.fit), values),
    material.care,
  ]
    .filter(Boolean)
    .join(' ');
  // Made from the parts already drawn: no draw of its own, so the English products stay as they were.
  const { nameHi, shortDescriptionHi } = hindiProductText(hindi, {
    lead: line.models ? model : brand,
    style,
    material: material.name,
    noun,
    colours: [colour, ...others],
    use,
    styleInName: !line.models,
    colourWord: line.models ? (line.colourWord ?? 'Colour') : undefined,
  });
  const regular = retailPricePaise(rng, line.priceRupees[0], line.priceRupees[1]);
  const sale = rng.chance(0.3) ? salePricePaise(rng, regular) : null;
  const tagPool = [...new Set([...line.tags, ...(material.tags ?? [])])];
  const tags = rng.sample(tagPool, rng.int(2, Math.min(5, tagPool.length)));
  const ageDays = tags.includes('new-arrival') ? rng.int(1, 21) : rng.int(22, 420);
  return {
    slugName: slugName.replace(/\s+/g, ' ').trim(),
    name,
    shortDescription,
    description,
    nameHi,
    shortDescriptionHi,
    // The full description stays English (null falls back to it): its feature, fit and care sentences
    // are too many to word well here.
    descriptionHi: null,
    category: line.category,
    subCategory: line.subCategory,
    categories: [line.category, ...line.alsoIn],
    tags,
    colors: [colour, ...others],
    sizes: rng.pick(line.sizes),
    images: productImages(shape, colour),
    seller,
    regularPricePaise: regular,
    salePricePaise: sale,
    weightGrams: rng.int(line.weightGrams[0], line.weightGrams[1]),
    widthCm: w ?? null,
    depthCm: d ?? null,
    heightCm: h ?? null,
    hsnCode: line.hsnCode,
    gstRatePercent: line.gst === 'apparel' ? apparelGst(line.hsnCode, sale ?? regular) : line.gst,
    isFeatured: false,
    inStock: true,
    stock: rng.chance(0.06) ? null : rng.int(5, 200),
    allowCustomerReviews: true,
    published: true,
    visibility: 'visible',
    sizeVariants: null,
    shape,
    ageDays,
  };
}

/** Builds a whole catalogue from its product lines: unique names, then the special states spread across it. */
export function buildCatalogue(
  catalogue: Catalogue,
  lines: ProductLine[],
  brands: Record<string, string>,
  hindi: HindiVocabulary,
): SeedProduct[] {
  const products: SeedProduct[] = [];
  const slugs = new Set<string>();
  for (const line of lines) {
    const rng = new Random(`${catalogue}:${line.subCategory}`);
    let made = 0;
    for (let attempt = 0; made < line.count && attempt < line.count * 40; attempt++) {
      const { slugName, ...product } = drawProduct(line, rng, brands, hindi);
      const slug = slugify(slugName);
      if (slugs.has(slug)) continue;
      slugs.add(slug);
      products.push({ ...product, id: productId(slug), slug });
      made++;
    }
    if (made < line.count) throw new Error(`Only ${made} distinct products for ${line.subCategory}`);
  }
  const ordinaryLines = new Set(lines.filter((l) => l.ordinary).map((l) => l.subCategory));
  assignStates(
    catalogue,
    products.filter((p) => !ordinaryLines.has(p.subCategory)),
    catalogue === 'furniture' ? { ...quotas, noPrice: 2 } : quotas,
  );
  const lineOf = new Map(lines.map((l) => [l.subCategory, l]));
  return products.map((p) => withSizeVariants(p, lineOf.get(p.subCategory)?.sizeVariants));
}

/** Spreads unpublished, hidden, search-only, unpriced, review-less, out-of-stock and featured products over the catalogue. */
function assignStates(catalogue: Catalogue, products: SeedProduct[], q: StateQuotas): void {
  const order = new Random(`${catalogue}:states`).shuffle(products.map((_, i) => i));
  let cursor = 0;
  const take = (n: number) => order.slice(cursor, (cursor += n)).map((i) => products[i]!);
  for (const p of take(q.unpublished)) p.published = false;
  for (const p of take(q.hidden)) p.visibility = 'hidden';
  for (const p of take(q.searchOnly)) p.visibility = 'search';
  for (const p of take(q.noPrice)) {
    p.regularPricePaise = null;
    p.salePricePaise = null;
  }
  for (const p of take(q.noReviews)) p.allowCustomerReviews = false;
  const outOfStock = take(Math.round(products.length * 0.08));
  outOfStock.forEach((p, i) => {
    if (i % 2 === 0) p.stock = 0;
    else p.inStock = false;
  });
  for (const p of take(Math.round(products.length * 0.12))) {
    p.isFeatured = true;
    if (!p.tags.includes('bestseller')) p.tags = [...p.tags, 'bestseller'];
  }
}

/** A price share of a seeded price, ending in 9 like the others (₹27,999, not ₹28,013). */
function sharePaise(paise: number, share: number): number {
  const step = paise >= 2_000_000 ? 100_000 : 10_000;
  return Math.max(step, Math.round((paise * share) / step) * step) - 100;
}

/**
 * Gives each size of a product its own price and width (drawn after the special states, so an unpriced
 * product stays unpriced); the product's price columns become the cheapest size's, the "from" price.
 * No randomness: adding it changes no other product.
 */
function withSizeVariants(p: SeedProduct, shares: ProductLine['sizeVariants']): SeedProduct {
  if (!shares || p.regularPricePaise == null || p.sizes.length < 2) return p;
  const regular = p.regularPricePaise;
  const sale = p.salePricePaise;
  const variants: Record<string, SizeVariant> = {};
  for (const size of p.sizes) {
    const share = shares[size];
    if (!share) continue;
    variants[size] = {
      regularPricePaise: sharePaise(regular, share.priceShare),
      salePricePaise: sale == null ? null : sharePaise(sale, share.priceShare),
      widthCm: p.widthCm == null ? null : p.widthCm - share.widthLessCm,
      depthCm: p.depthCm,
      heightCm: p.heightCm,
    };
  }
  const cheapest = Object.values(variants).sort(
    (a, b) => (a.salePricePaise ?? a.regularPricePaise) - (b.salePricePaise ?? b.regularPricePaise),
  )[0];
  if (!cheapest) return p;
  return {
    ...p,
    sizeVariants: variants,
    regularPricePaise: cheapest.regularPricePaise,
    salePricePaise: cheapest.salePricePaise,
  };
}
