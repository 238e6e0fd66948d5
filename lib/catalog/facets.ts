import 'server-only';
import { and, asc, eq, max, min, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { cache } from 'react';
import { db } from '@/lib/db';
import { paiseToRupees } from '@/lib/money';
import { products } from '@/models/catalog';
import { shipsFree } from './listing';
import type { PriceBounds } from './types';

/** Facets describe what a shopper can find: published products that are not hidden. */
const listed = (): SQL => and(eq(products.published, true), ne(products.visibility, 'hidden')) as SQL;

type ArrayColumn =
  typeof products.categories | typeof products.tags | typeof products.colors | typeof products.sizes;

/** Distinct values of an array column, alphabetical; with `top`, the most frequent first. */
async function arrayFacet(column: ArrayColumn, top?: number): Promise<string[]> {
  const value = sql<string>`facet.value`;
  const query = db
    .select({ value })
    .from(sql`${products} cross join lateral unnest(${column}) as facet(value)`)
    .where(and(listed(), sql`facet.value <> ''`))
    .groupBy(value);
  const rows =
    top === undefined
      ? await query.orderBy(asc(value))
      : await query.orderBy(sql`count(*) desc`, asc(value)).limit(Math.max(0, Math.floor(top)));
  return rows.map((r) => r.value);
}

/** Categories of listed products, alphabetical. */
export const listCategories = cache((): Promise<string[]> => arrayFacet(products.categories));

/**
 * The store's collections: the primary categories of products a shopper browses, the biggest first
 * (bed, sofa, chairs, wardrobes in the furniture store; the fashion store's own categories there).
 */
export const listCollections = cache(async (): Promise<string[]> => {
  const rows = await db
    .select({ category: products.category })
    .from(products)
    .where(and(listed(), ne(products.visibility, 'search'), ne(products.category, '')))
    .groupBy(products.category)
    .orderBy(sql`count(*) desc`, asc(products.category));
  return rows.map((r) => r.category);
});

/** Tags of listed products: alphabetical, or the `top` most used (the tag filter shows 12). */
export const listTags = cache((top?: number): Promise<string[]> => arrayFacet(products.tags, top));

/** The `top` most used colours; every colour when top is omitted (the colour filter shows them all). */
export const listColors = cache((top?: number): Promise<string[]> => arrayFacet(products.colors, top));

/** Named sizes small to large: clothing letters, then bed sizes; numbers and anything else follow. */
const NAMED_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '2XL', 'XXXL', '3XL', '4XL'].concat([
  'SINGLE',
  'DOUBLE',
  'QUEEN',
  'KING',
]);

/** Sizes in shopping order: named sizes small to large, then numbers ascending, then the rest A–Z. */
export function sortSizes(sizes: string[]): string[] {
  const rank = (s: string): [number, number, string] => {
    const letter = NAMED_SIZES.indexOf(s.toUpperCase());
    if (letter >= 0) return [0, letter, s];
    const n = Number(s);
    return Number.isFinite(n) ? [1, n, s] : [2, 0, s.toLowerCase()];
  };
  return [...sizes].sort((a, b) => {
    const [ga, na, sa] = rank(a);
    const [gb, nb, sb] = rank(b);
    return ga - gb || na - nb || sa.localeCompare(sb);
  });
}

/** Sizes of listed products (the size filter), in shopping order; none for a catalogue without sizes. */
export const listSizes = cache(async (): Promise<string[]> =>
  sortSizes((await arrayFacet(products.sizes)).filter((s) => s.toLowerCase() !== 'default')),
);

/** Sellers of listed products, alphabetical. */
export const listSellers = cache(async (): Promise<string[]> => {
  const rows = await db
    .selectDistinct({ seller: products.seller })
    .from(products)
    .where(and(listed(), ne(products.seller, '')))
    .orderBy(asc(products.seller));
  return rows.map((r) => r.seller);
});

/** Lowest and highest effective price in rupees among listed products ({0, 0} when none has a price). */
export const getPriceBounds = cache(async (): Promise<PriceBounds> => {
  const [row] = await db
    .select({ min: min(products.pricePaise), max: max(products.pricePaise) })
    .from(products)
    .where(listed());
  return { min: paiseToRupees(row?.min ?? 0), max: paiseToRupees(row?.max ?? 0) };
});

/**
 * Which filters tell listed products apart (issue 24 point 19): a yes/no filter that every product
 * passes, or none does, says nothing ("Free shipping" when everything ships free); a range over one
 * value ("Weight" on clothes that carry none) neither. The sidebar shows only the ones that do.
 */
export type FacetSpread = {
  inStock: boolean;
  isFeatured: boolean;
  hasDiscount: boolean;
  hasReviews: boolean;
  freeShipping: boolean;
  minRating: boolean;
  price: boolean;
  weight: boolean;
  dimensions: boolean;
  visibility: boolean;
};

/** What the storefront's filter sidebar offers: every value of each facet, and which facets say something. */
export type FilterFacets = {
  categories: string[];
  colors: string[];
  /** Sizes of listed products, in shopping order (none in a catalogue without sizes). */
  sizes: string[];
  tags: string[];
  sellers: string[];
  priceBounds: { min: number; max: number };
  /** Which filters tell the catalogue's products apart; the others are not shown (issue 24 point 19). */
  spread: FacetSpread;
};

/** The spec's heavy line (free shipping is for items under 10 kg): below it, weight is not shopped by. */
const HEAVY_GRAMS = 10_000;

/** A thing this big (in any direction) is bought with its space in mind. */
const LARGE_CM = 100;

export const getFacetSpread = cache(async (): Promise<FacetSpread> => {
  const n = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;
  const distinct = (column: SQL | AnyPgColumn) => sql<number>`count(distinct ${column})::int`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      inStock: n(sql`${products.available}`),
      featured: n(sql`${products.isFeatured}`),
      discounted: n(sql`${products.salePricePaise} < ${products.regularPricePaise}`),
      reviewed: n(sql`${products.totalReviews} > 0`),
      freeShipping: n(shipsFree()),
      ratings: distinct(sql`floor(${products.averageRating})`),
      prices: distinct(products.pricePaise),
      weights: distinct(products.weightGrams),
      heaviest: sql<number | null>`max(${products.weightGrams})`,
      dimensions: sql<number>`greatest(count(distinct ${products.widthCm}), count(distinct ${products.depthCm}), count(distinct ${products.heightCm}))::int`,
      largest: sql<
        number | null
      >`max(greatest(${products.widthCm}, ${products.depthCm}, ${products.heightCm}))`,
      visibilities: distinct(products.visibility),
    })
    .from(products)
    .where(listed());
  const total = row?.total ?? 0;
  // Some but not all: the filter would change the list.
  const splits = (count: number | undefined) => (count ?? 0) > 0 && (count ?? 0) < total;
  return {
    inStock: splits(row?.inStock),
    isFeatured: splits(row?.featured),
    hasDiscount: splits(row?.discounted),
    hasReviews: splits(row?.reviewed),
    freeShipping: splits(row?.freeShipping),
    minRating: (row?.ratings ?? 0) > 1,
    price: (row?.prices ?? 0) > 1,
    // Weight is a way to shop for bulky things: among clothes (150 g to 1.5 kg) it tells a shopper
    // nothing they choose by, so it shows only when something weighs as much as the spec's heavy line.
    weight: (row?.weights ?? 0) > 1 && Number(row?.heaviest ?? 0) >= HEAVY_GRAMS,
    // "Fits within" answers whether a thing fits a room: a question for things a metre across, not for
    // the watch boxes and spectacle cases of the fashion store.
    dimensions: (row?.dimensions ?? 0) > 1 && Number(row?.largest ?? 0) >= LARGE_CM,
    visibility: (row?.visibilities ?? 0) > 1,
  };
});
