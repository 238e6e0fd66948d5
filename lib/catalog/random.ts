import 'server-only';
import { and, arrayOverlaps, count, inArray, sql, type SQL } from 'drizzle-orm';
import { db } from '@/lib/db';
import { products } from '@/models/catalog';
import { browsable, productColumns } from './columns';
import { toProduct } from './product';
import type { Product } from './types';

/** Below this many rows a bounded ORDER BY random() is cheap enough; above it, sample pages first. */
const SAMPLE_FROM_ROWS = 5_000;
/** Sample about this many candidate rows per product wanted, so filters still leave enough. */
const CANDIDATES_PER_PICK = 50;
/** The fallback never sorts more than this many candidates at random. */
const MAX_CANDIDATES = 1_000;
const ESTIMATE_TTL_MS = 10 * 60 * 1000;

let estimate: { rows: number; at: number } | undefined;

/** Rows in the products table: the planner's estimate, or a count remembered for 10 minutes. */
async function estimateProductRows(): Promise<number> {
  if (estimate && Date.now() - estimate.at < ESTIMATE_TTL_MS) return estimate.rows;
  const [stats] = await db
    .select({ rows: sql<number>`reltuples::float8`.mapWith(Number) })
    .from(sql`pg_class`)
    .where(sql`oid = 'products'::regclass`);
  let rows = stats?.rows ?? -1;
  // -1: never analysed (a fresh or embedded database); count once instead.
  if (rows < 0) rows = (await db.select({ n: count() }).from(products))[0]?.n ?? 0;
  estimate = { rows, at: Date.now() };
  return rows;
}

async function sampled(where: SQL, n: number, tableRows: number): Promise<Product[]> {
  const percent = Math.min(100, (100 * n * CANDIDATES_PER_PICK) / tableRows).toFixed(4);
  // Drizzle has no TABLESAMPLE: sample ids in a raw FROM, then read the rows by id.
  const ids = db
    .select({ id: sql<string>`${products.id}`.as('id') })
    .from(sql`${products} tablesample system (${sql.raw(percent)})`)
    .where(where)
    .orderBy(sql`random()`)
    .limit(n);
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(sql`random()`);
  return rows.map(toProduct);
}

async function bounded(where: SQL, n: number): Promise<Product[]> {
  const candidates = db.select({ id: products.id }).from(products).where(where).limit(MAX_CANDIDATES);
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(inArray(products.id, candidates))
    .orderBy(sql`random()`)
    .limit(n);
  return rows.map(toProduct);
}

/**
 * Up to n random browsable products (home hero, featured block, carousels). Large catalogues are
 * sampled by page (TABLESAMPLE SYSTEM), never sorted whole; a sample too thin for the filters falls
 * back to a random pick among at most 1,000 matching products.
 */
export async function listRandomProducts(
  n: number,
  options: { withImages?: boolean; categories?: string[] } = {},
): Promise<Product[]> {
  const wanted = Math.max(0, Math.min(100, Math.floor(n)));
  if (wanted === 0) return [];
  const conditions = [browsable()];
  if (options.withImages) conditions.push(sql`cardinality(${products.images}) > 0`);
  if (options.categories?.length) conditions.push(arrayOverlaps(products.categories, options.categories));
  const where = and(...conditions) as SQL;

  const tableRows = await estimateProductRows();
  if (tableRows >= SAMPLE_FROM_ROWS) {
    const picked = await sampled(where, wanted, tableRows);
    if (picked.length >= wanted) return picked;
  }
  return bounded(where, wanted);
}
