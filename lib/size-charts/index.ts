import { asc, eq } from 'drizzle-orm';
import { writeAudit, changedFields } from '@/lib/admin/audit';
import { db, type Db, type Tx } from '@/lib/db';
import { notFound } from '@/lib/errors';
import { invalidateProducts } from '@/lib/page-cache';
import { products, sizeChartRows, type SizeChartRow } from '@/models';
import { SEED_SIZE_CHARTS } from './chart-data';
import type { SizeChartRowInput } from './schema';
import type { SizeChartEntry } from './types';

export { MEASURES, SEED_SIZE_CHARTS, type Measure } from './chart-data';
export { sizeChartRowSchema, type SizeChartRowInput } from './schema';
export { CM_PER_INCH, cmAndInches, cmToInches, inchesToCm } from './units';
export type { SizeChartEntry } from './types';

const toEntry = (row: SizeChartRow): SizeChartEntry => ({
  _id: row.id,
  category: row.category,
  size: row.size,
  chestCm: row.chestCm,
  waistCm: row.waistCm,
  lengthCm: row.lengthCm,
});

const order = [asc(sizeChartRows.category), asc(sizeChartRows.position), asc(sizeChartRows.size)];

/** The size chart of a category, in shopping order (empty when the category has none). */
export async function getSizeChart(category: string): Promise<SizeChartEntry[]> {
  const rows = await db
    .select()
    .from(sizeChartRows)
    .where(eq(sizeChartRows.category, category))
    .orderBy(...order);
  return rows.map(toEntry);
}

/** Every size chart row, grouped by category. */
export async function listSizeCharts(): Promise<SizeChartEntry[]> {
  return (
    await db
      .select()
      .from(sizeChartRows)
      .orderBy(...order)
  ).map(toEntry);
}

/**
 * Sets one row's measurements, with its audit row, and marks the product pages of its category
 * stale (they show the chart).
 */
export async function updateSizeChartRow(
  id: string,
  input: SizeChartRowInput,
  actorUserId: string,
): Promise<SizeChartEntry> {
  const entry = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(sizeChartRows).where(eq(sizeChartRows.id, id)).for('update');
    if (!current) throw notFound('Size chart row not found.');
    const [row] = await tx.update(sizeChartRows).set(input).where(eq(sizeChartRows.id, id)).returning();
    if (!row) throw notFound('Size chart row not found.');
    const diff = changedFields(toEntry(current), toEntry(row));
    if (Object.keys(diff.after).length) {
      await writeAudit(tx, {
        actorUserId,
        action: 'size_chart.update',
        entity: 'size_chart',
        entityId: id,
        ...diff,
      });
    }
    return toEntry(row);
  });
  const ids = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.category, entry.category));
  invalidateProducts(
    ids.map((r) => r.id),
    { listings: false },
  );
  return entry;
}

/**
 * Writes the starting size charts (seed script). Rows already there are left as they are, so the
 * owner's edits survive seeding again. Returns how many rows it added.
 */
export async function seedSizeCharts(database: Db | Tx): Promise<number> {
  const values = Object.entries(SEED_SIZE_CHARTS).flatMap(([category, rows]) =>
    rows.map((r, position) => ({
      category,
      size: r.size,
      chestCm: r.chest,
      waistCm: r.waist,
      lengthCm: r.length,
      position,
    })),
  );
  const added = await database
    .insert(sizeChartRows)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: sizeChartRows.id });
  return added.length;
}
