import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/db';
import { products, reviews, users, type NewProductRow } from '@/models';
import type { SeedProduct } from './types';

type ReviewInsert = typeof reviews.$inferInsert;

const DAY_MS = 86_400_000;

/** `col = excluded.col` for every named column (upserts overwrite seeded values on re-runs). */
export function excludedSet<T extends PgTable>(
  table: T,
  keys: Array<keyof T['_']['columns'] & string>,
): Record<string, SQL> {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded."${columns[key]!.name}"`)]));
}

/** Everything a re-seed refreshes; created_at is left as first inserted and ratings are recomputed. */
const productUpdateKeys = [
  'slug',
  'name',
  'shortDescription',
  'description',
  'nameHi',
  'shortDescriptionHi',
  'descriptionHi',
  'category',
  'subCategory',
  'categories',
  'tags',
  'colors',
  'sizes',
  'sizeVariants',
  'images',
  'seller',
  'regularPricePaise',
  'salePricePaise',
  'weightGrams',
  'widthCm',
  'depthCm',
  'heightCm',
  'hsnCode',
  'gstRatePercent',
  'isFeatured',
  'inStock',
  'stock',
  'allowCustomerReviews',
  'published',
  'visibility',
  'updatedAt',
] as const satisfies ReadonlyArray<keyof NewProductRow>;

/** Average (rounded to 1 decimal, as Postgres rounds) and count of a product's review ratings. */
export function ratingOf(ratings: number[]): { averageRating: number; totalReviews: number } {
  if (ratings.length === 0) return { averageRating: 0, totalReviews: 0 };
  const sum = ratings.reduce((a, b) => a + b, 0);
  // Integer arithmetic: sum*10/n is exact at .5, so Math.round matches round(numeric, 1).
  return { averageRating: Math.round((sum * 10) / ratings.length) / 10, totalReviews: ratings.length };
}

/** The row for a seeded product; ratings are written on insert and kept true by refreshRatings. */
export function toProductRow(p: SeedProduct, now: number, ratings: number[] = []): NewProductRow {
  return {
    ...ratingOf(ratings),
    id: p.id,
    slug: p.slug,
    name: p.name,
    shortDescription: p.shortDescription,
    description: p.description,
    nameHi: p.nameHi,
    shortDescriptionHi: p.shortDescriptionHi,
    descriptionHi: p.descriptionHi,
    category: p.category,
    subCategory: p.subCategory,
    categories: p.categories,
    tags: p.tags,
    colors: p.colors,
    sizes: p.sizes,
    sizeVariants: p.sizeVariants,
    images: p.images,
    seller: p.seller,
    regularPricePaise: p.regularPricePaise,
    salePricePaise: p.salePricePaise,
    weightGrams: p.weightGrams,
    widthCm: p.widthCm,
    depthCm: p.depthCm,
    heightCm: p.heightCm,
    hsnCode: p.hsnCode,
    gstRatePercent: p.gstRatePercent,
    isFeatured: p.isFeatured,
    inStock: p.inStock,
    stock: p.stock,
    allowCustomerReviews: p.allowCustomerReviews,
    published: p.published,
    visibility: p.visibility,
    // Spread listings over the day too, so "newest first" has no ties.
    createdAt: new Date(now - p.ageDays * DAY_MS - (Number.parseInt(p.id.slice(-5), 16) % 86_400) * 1000),
    updatedAt: new Date(now),
  };
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

type BulkOptions<T extends PgTable> = {
  /** Columns of the unique key the upsert targets. */
  conflict: Array<keyof T['_']['columns'] & string>;
  /** Columns overwritten on conflict; a row is only rewritten when one of them (bar updatedAt) changed. */
  update: Array<keyof T['_']['columns'] & string>;
  batch: number;
};

/**
 * Multi-row upsert that sends each batch as one JSON parameter expanded by json_populate_recordset:
 * far cheaper than binding tens of thousands of parameters, and unchanged rows are not rewritten
 * (so re-seeding does not churn the GIN indexes).
 */
export async function bulkUpsert<T extends PgTable>(
  db: Db,
  table: T,
  rows: Array<Record<string, unknown>>,
  { conflict, update, batch }: BulkOptions<T>,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const name = (key: string) => `"${columns[key]!.name}"`;
  const keys = Object.keys(first);
  const list = keys.map(name).join(', ');
  const compared = update.filter((k) => k !== 'updatedAt').map(name);
  const statement = (json: string) =>
    sql`INSERT INTO ${table} (${sql.raw(list)}) SELECT ${sql.raw(list)} FROM json_populate_recordset(NULL::${table}, ${json}::json) ON CONFLICT (${sql.raw(conflict.map(name).join(', '))}) DO UPDATE SET ${sql.raw(
      update.map((k) => `${name(k)} = excluded.${name(k)}`).join(', '),
    )} WHERE (${sql.raw(compared.map((c) => `"${getTableName(table)}".${c}`).join(', '))}) IS DISTINCT FROM (${sql.raw(
      compared.map((c) => `excluded.${c}`).join(', '),
    )})`;
  for (const part of chunks(rows, batch)) {
    const json = JSON.stringify(
      part.map((row) =>
        Object.fromEntries(
          keys.map((k) => [
            columns[k]!.name,
            row[k] instanceof Date ? (row[k] as Date).toISOString() : row[k],
          ]),
        ),
      ),
    );
    await db.execute(statement(json));
  }
}

/** Upserts product rows, 2,000 per statement. */
export async function upsertProducts(db: Db, rows: NewProductRow[], batch = 2000): Promise<void> {
  await bulkUpsert(db, products, rows, { conflict: ['id'], update: [...productUpdateKeys], batch });
}

/** Upserts reviews on (product, user): one review per shopper and product, as the store enforces. */
export async function upsertReviews(db: Db, rows: ReviewInsert[], batch = 5000): Promise<void> {
  await bulkUpsert(db, reviews, rows, {
    conflict: ['productId', 'userId'],
    update: ['userName', 'rating', 'comment', 'updatedAt'],
    batch,
  });
}

/** Upserts shoppers by e-mail and answers their ids (an existing account keeps its id and password). */
export async function upsertShoppers(
  db: Db,
  rows: Array<{ id: string; name: string; email: string }>,
  passwordHash: string,
): Promise<Map<string, string>> {
  const saved = await db
    .insert(users)
    .values(rows.map((r) => ({ ...r, passwordHash, role: 'customer' as const })))
    .onConflictDoUpdate({ target: users.email, set: excludedSet(users, ['name']) })
    .returning({ id: users.id, email: users.email });
  return new Map(saved.map((u) => [u.email, u.id]));
}

/**
 * Sets every product's average rating (1 decimal) and review count from the reviews table in one
 * statement, writing only rows whose figures changed. Reviews the store hid count in neither.
 */
export async function refreshRatings(db: Db): Promise<void> {
  await db.execute(sql`
    UPDATE products AS p
    SET average_rating = agg.avg_rating, total_reviews = agg.review_count
    FROM (
      SELECT p2.id,
             coalesce(round(avg(r.rating)::numeric, 1), 0)::real AS avg_rating,
             count(r.id)::int AS review_count
      FROM products p2
      LEFT JOIN reviews r ON r.product_id = p2.id AND r.hidden_at IS NULL
      GROUP BY p2.id
    ) AS agg
    WHERE p.id = agg.id
      AND (p.average_rating IS DISTINCT FROM agg.avg_rating OR p.total_reviews IS DISTINCT FROM agg.review_count)
  `);
}

/** Seeded rows are recognisable in SQL: their id is derived from their slug. */
export const isSeedOwned = sql`${products.id} = left(md5('product:' || ${products.slug}), 24)`;

/**
 * Removes seed-owned products that the active catalogue does not contain (the other catalogue's,
 * or older seed versions'). Products with orders are unpublished instead, so order history keeps
 * its links. Admin-created products are never touched.
 */
export async function retireForeignSeedProducts(
  db: Db,
  keepSlugs: string[],
  categories: readonly string[],
): Promise<{ deleted: number; unpublished: number }> {
  const keep = sql`(${products.slug} IN ${keepSlugs} OR (${products.slug} LIKE 'synthetic-%' AND ${products.category} IN ${[...categories]}))`;
  const stale = sql`${isSeedOwned} AND NOT ${keep}`;
  const hasOrders = sql`EXISTS (SELECT 1 FROM order_items oi WHERE oi.product_id = ${products.id})`;
  const unpublished = await db
    .update(products)
    .set({ published: false, isFeatured: false })
    .where(sql`${stale} AND ${hasOrders} AND ${products.published}`)
    .returning({ id: products.id });
  const deleted = await db
    .delete(products)
    .where(sql`${stale} AND NOT ${hasOrders}`)
    .returning({ id: products.id });
  return { deleted: deleted.length, unpublished: unpublished.length };
}
