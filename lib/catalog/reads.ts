import 'server-only';
import { and, arrayOverlaps, asc, desc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import { cache } from 'react';
import { db } from '@/lib/db';
import { products } from '@/models/catalog';
import { browsable, productColumns } from './columns';
import { toProduct, type ProductListRow } from './product';
import type { Product } from './types';

const MAX_ID_LENGTH = 100;
const MAX_SHORT_LIST = 100;

const clampCount = (n: number) => Math.max(0, Math.min(MAX_SHORT_LIST, Math.floor(n)));

const getProductCached = cache(async (id: string, includeUnpublished: boolean): Promise<Product | null> => {
  // Ids are text, so any string is safe to look up; absurd ones are not worth a query.
  if (!id || id.length > MAX_ID_LENGTH) return null;
  const byId = eq(products.id, id);
  const [row] = await db
    .select(productColumns)
    .from(products)
    .where(includeUnpublished ? byId : and(byId, eq(products.published, true)))
    .limit(1);
  return row ? toProduct(row) : null;
});

/**
 * One product by id, or null for an unknown or malformed id. Unpublished products only with
 * `includeUnpublished`; hidden ones are returned (hidden means not listed, still reachable by link).
 */
export function getProduct(
  id: unknown,
  options: { includeUnpublished?: boolean } = {},
): Promise<Product | null> {
  if (typeof id !== 'string') return Promise.resolve(null);
  return getProductCached(id, options.includeUnpublished ?? false);
}

/**
 * Up to n other browsable products like this one: the same category and subcategory first, then
 * the rest of its category, then products sharing its tags (most shared tags first); within each,
 * available and best rated first. Broad groups a product is also filed under ("Men", "Living
 * Room") do not make products related: a shirt's neighbours are shirts, not suits and watches.
 * Each step is a bounded query (the first walks products_related_idx), run only while places are left.
 */
export async function listRelatedProducts(
  product: Pick<Product, '_id' | 'category' | 'subCategory' | 'tags'>,
  n = 5,
): Promise<Product[]> {
  const wanted = clampCount(n);
  const picked: ProductListRow[] = [];
  const order = [
    desc(products.available),
    desc(products.averageRating),
    desc(products.totalReviews),
    asc(products.id),
  ];
  const take = async (where: SQL, first: SQL[] = []) => {
    if (picked.length >= wanted) return;
    const seen = [product._id, ...picked.map((p) => p.id)];
    const rows = await db
      .select(productColumns)
      .from(products)
      .where(and(browsable(), notInArray(products.id, seen), where))
      .orderBy(...first, ...order)
      .limit(wanted - picked.length);
    picked.push(...rows);
  };
  if (product.category) {
    if (product.subCategory) {
      await take(
        and(eq(products.category, product.category), eq(products.subCategory, product.subCategory))!,
      );
    }
    await take(eq(products.category, product.category));
  }
  const tags = product.tags.filter(Boolean);
  if (tags.length) {
    const shared = sql`(select count(*) from unnest(${products.tags}) as t(tag) where t.tag in ${tags})`;
    await take(arrayOverlaps(products.tags, tags), [sql`${shared} desc`]);
  }
  return picked.map(toProduct);
}

/** Up to n featured browsable products, best rated first. */
export const listFeaturedProducts = cache(async (n = 6): Promise<Product[]> => {
  if (clampCount(n) === 0) return [];
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(and(browsable(), eq(products.isFeatured, true)))
    .orderBy(desc(products.averageRating), desc(products.createdAt), asc(products.id))
    .limit(clampCount(n));
  return rows.map(toProduct);
});

/** The n newest browsable products (the home page's 'Latest Collection'). */
export const listLatestProducts = cache(async (n = 8): Promise<Product[]> => {
  if (clampCount(n) === 0) return [];
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(browsable())
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(clampCount(n));
  return rows.map(toProduct);
});
