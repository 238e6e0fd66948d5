import { sql } from 'drizzle-orm';
import { inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { users, type NewProductRow, type reviews } from '@/models';
import type { ShapeKey } from './art/registry';
import { drawProduct, productId } from './catalogues/build';
import { getCatalogue } from './catalogues';
import { reviewsFor, shoppers } from './people';
import { Random, seedId } from './random';
import type { Catalogue, SeedProduct } from './types';
import { refreshRatings, toProductRow, upsertProducts, upsertReviews } from './write';

const CHUNK = 10_000;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** CPU time of this process (with PGlite that includes the database work; on a busy machine it is the fairer figure). */
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
const DAY_MS = 86_400_000;

/** A synthetic product for scale tests: slug `synthetic-<i>`, drawn from the catalogue's own lines and photos. */
export function syntheticProduct(
  catalogue: Catalogue,
  i: number,
  looks: ReadonlyMap<ShapeKey, readonly string[]>,
): SeedProduct {
  const data = getCatalogue(catalogue);
  const rng = new Random(`synthetic:${catalogue}:${i}`);
  const line = rng.weighted(data.lines.map((l) => [l, l.count] as const));
  const { slugName: _slugName, ...p } = drawProduct(line, rng, data.brands, data.hindi, looks);
  const slug = `synthetic-${i}`;
  const roll = rng.next();
  if (roll < 0.005) p.published = false;
  else if (roll < 0.01) p.visibility = 'hidden';
  else if (roll < 0.09) {
    if (rng.chance(0.5)) p.stock = 0;
    else p.inStock = false;
  } else if (roll < 0.13) p.isFeatured = true;
  if (rng.chance(0.003)) {
    p.regularPricePaise = null;
    p.salePricePaise = null;
  }
  return { ...p, id: productId(slug), slug };
}

type ReviewRow = typeof reviews.$inferInsert;

function buildChunk(
  catalogue: Catalogue,
  from: number,
  to: number,
  looks: ReadonlyMap<ShapeKey, readonly string[]>,
  userIds: ReadonlyMap<string, string>,
  now: number,
): { rows: NewProductRow[]; reviewRows: ReviewRow[] } {
  const rows: NewProductRow[] = [];
  const reviewRows: ReviewRow[] = [];
  for (let i = from; i <= to; i++) {
    const p = syntheticProduct(catalogue, i, looks);
    const drawn = p.allowCustomerReviews
      ? reviewsFor(p.slug, p.category, p.ageDays, { max: 3 }).filter((r) => userIds.has(r.shopper.email))
      : [];
    rows.push(
      toProductRow(
        p,
        now,
        drawn.map((r) => r.rating),
      ),
    );
    for (const r of drawn) {
      const at = new Date(now - r.ageDays * DAY_MS);
      reviewRows.push({
        id: seedId('review', `${p.slug}:${r.shopper.email}`),
        productId: p.id,
        userId: userIds.get(r.shopper.email)!,
        userName: r.shopper.name,
        rating: r.rating,
        comment: r.comment,
        createdAt: at,
        updatedAt: at,
      });
    }
  }
  return { rows, reviewRows };
}

export type SyntheticOptions = { catalogue: Catalogue; count: number; log?: (message: string) => void };

/**
 * Upserts `count` synthetic products (and a few reviews each, so ratings stay real aggregates) in
 * chunks of 10,000: multi-row INSERTs inside one short transaction per chunk.
 */
export async function seedSyntheticProducts(
  db: Db,
  { catalogue, count, log = () => {} }: SyntheticOptions,
): Promise<number> {
  const started = performance.now();
  const data = getCatalogue(catalogue);
  const looks = new Map<ShapeKey, string[]>();
  for (const p of data.products)
    looks.set(p.shape, [...new Set([...(looks.get(p.shape) ?? []), p.colors[0]!])]);
  const saved = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        shoppers.map((s) => s.email),
      ),
    );
  const userIds = new Map(saved.map((u) => [u.email, u.id]));
  const now = Date.now();
  let reviewCount = 0;
  let productMs = 0;
  let reviewMs = 0;
  const cpuStart = process.cpuUsage();
  // Build the next chunk while the database writes the previous one (overlaps on a PostgreSQL server).
  let writing: Promise<void> | undefined;
  for (let from = 1; from <= count; from += CHUNK) {
    const to = Math.min(count, from + CHUNK - 1);
    const { rows, reviewRows } = buildChunk(catalogue, from, to, looks, userIds, now);
    await writing;
    writing = (async () => {
      await db.transaction(async (tx) => {
        const t0 = performance.now();
        await upsertProducts(tx, rows);
        const t1 = performance.now();
        await upsertReviews(tx, reviewRows);
        productMs += t1 - t0;
        reviewMs += performance.now() - t1;
      });
      reviewCount += reviewRows.length;
      log(
        `synthetic ${to.toLocaleString('en-IN')}/${count.toLocaleString('en-IN')}: ${seconds(performance.now() - started)} (product inserts ${seconds(productMs)}, review inserts ${seconds(reviewMs)}, this process's CPU ${seconds(cpuMs(cpuStart))})`,
      );
    })();
  }
  await writing;
  const refreshStarted = performance.now();
  await refreshRatings(db);
  log(
    `ratings checked against the reviews table (${((performance.now() - refreshStarted) / 1000).toFixed(1)} s)`,
  );
  log(
    `synthetic: ${count.toLocaleString('en-IN')} products and ${reviewCount.toLocaleString('en-IN')} reviews in ${seconds(performance.now() - started)} (CPU of this process ${seconds(cpuMs(cpuStart))})`,
  );
  await db.execute(sql`VACUUM ANALYZE products`);
  await db.execute(sql`VACUUM ANALYZE reviews`);
  return count;
}
