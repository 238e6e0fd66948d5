import 'server-only';
import { and, asc, eq, max, min, ne, sql, type SQL } from 'drizzle-orm';
import { cache } from 'react';
import { db } from '@/lib/db';
import { paiseToRupees } from '@/lib/money';
import { products } from '@/models/catalog';
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
