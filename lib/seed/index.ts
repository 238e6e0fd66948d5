import bcrypt from 'bcryptjs';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { seedSizeCharts } from '@/lib/size-charts';
import { categoryNames, footerLinks, menuItems, products } from '@/models';
import { catalogueCategoryNames, catalogueLooks, getCatalogue, type CatalogueData } from './catalogues';
import { seedColourExtras } from './colours';
import { seedOffers } from './coupons';
import { ensureCatalogueImages } from './images';
import { footerFor, menuFor } from './navigation';
import { reviewsFor, SHOPPER_PASSWORD, shoppers } from './people';
import { seedId } from './random';
import { catalogues, type Catalogue } from './types';
import {
  excludedSet,
  refreshRatings,
  retireForeignSeedProducts,
  toProductRow,
  upsertProducts,
  upsertReviews,
  upsertShoppers,
} from './write';

export { seedSyntheticProducts } from './synthetic';
export { SHOPPER_PASSWORD, shoppers } from './people';
export { storeNames } from './navigation';
export { getCatalogue } from './catalogues';
export { productId } from './catalogues/build';
export type { Catalogue, SeedProduct } from './types';

/** A seed failure with a message meant for the person running the command. */
export class SeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SeedError';
  }
}

export type SeedLog = (message: string) => void;

export type SeedSummary = {
  catalogue: Catalogue;
  products: number;
  reviews: number;
  shoppers: number;
  imagesDrawn: number;
  /** Products of the other catalogue (or older seeds) removed, or unpublished because they have orders. */
  retired: { deleted: number; unpublished: number };
  ms: number;
};

const DAY_MS = 86_400_000;

function rowsOf(result: unknown): Array<Record<string, unknown>> {
  return (result as { rows?: Array<Record<string, unknown>> }).rows ?? [];
}

/** Throws a SeedError naming the fix when the store tables are missing (migrations not run). */
export async function assertSchema(db: Db): Promise<void> {
  const result = await db.execute(
    sql`select to_regclass('public.products') is not null and to_regclass('public.menu_items') is not null and to_regclass('public.reviews') is not null as ready`,
  );
  if (rowsOf(result)[0]?.ready !== true) {
    throw new SeedError(
      'The store tables do not exist yet. Run `npm run db:migrate` first, then seed again.',
    );
  }
}

/** True when the store has no products at all (a fresh database that start-up should seed). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length === 0;
}

async function seedNavigation(db: Db, catalogue: Catalogue): Promise<void> {
  const menu = menuFor(catalogue);
  const footer = footerFor(catalogue);
  await db
    .insert(menuItems)
    .values(menu)
    .onConflictDoUpdate({
      target: menuItems.id,
      set: excludedSet(menuItems, [
        'type',
        'title',
        'titleHi',
        'link',
        'image',
        'position',
        'bgColor',
        'textColor',
        'updatedAt',
      ]),
    });
  await db
    .insert(footerLinks)
    .values(footer)
    .onConflictDoUpdate({
      target: footerLinks.id,
      set: excludedSet(footerLinks, ['title', 'titleHi', 'link', 'position', 'updatedAt']),
    });
  for (const other of catalogues.filter((c) => c !== catalogue)) {
    const menuIds = menuFor(other).map((m) => m.id);
    const footerIds = footerFor(other).map((f) => f.id);
    await db.delete(menuItems).where(sql`${menuItems.id} IN ${menuIds}`);
    await db.delete(footerLinks).where(sql`${footerLinks.id} IN ${footerIds}`);
  }
}

/** The Hindi names of the catalogue's categories, groups and sub-categories (other names' rows are kept). */
async function seedCategoryNames(db: Db, data: CatalogueData): Promise<void> {
  await db
    .insert(categoryNames)
    .values(catalogueCategoryNames(data))
    .onConflictDoUpdate({
      target: categoryNames.name,
      set: excludedSet(categoryNames, ['nameHi', 'updatedAt']),
    });
}

/**
 * Draws whatever catalogue images are missing from MEDIA_DIR (a few milliseconds when all are there),
 * e.g. at start-up on an already seeded database whose media folder was cleared. Returns how many it drew.
 */
export async function ensureCatalogueArtwork(catalogue: Catalogue): Promise<number> {
  const data = getCatalogue(catalogue);
  return ensureCatalogueImages(catalogue, [...data.categories], catalogueLooks(data));
}

/**
 * Seeds one catalogue: its photos (drawn once, then cached on disk), products, menu, footer,
 * shoppers and reviews, with ratings set from the real review aggregates. Idempotent: running it
 * again leaves the same data. Seed-owned products of the other catalogue are removed (or
 * unpublished when they have orders); products created by admins are left alone.
 */
export async function seedCatalogue(
  db: Db,
  { catalogue, log = () => {} }: { catalogue: Catalogue; log?: SeedLog },
): Promise<SeedSummary> {
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  await assertSchema(db);
  const data = getCatalogue(catalogue);

  const imagesDrawn = await ensureCatalogueArtwork(catalogue);
  log(`images: ${imagesDrawn} drawn, the rest already on disk (${elapsed()})`);

  const now = Date.now();
  // One bcrypt hash (cost 10) shared by every seeded shopper: hashing 25 times would cost seconds.
  const passwordHash = bcrypt.hashSync(SHOPPER_PASSWORD, 10);
  const userIds = await upsertShoppers(db, shoppers, passwordHash);
  const drawn = new Map(
    data.products.map((p) => [
      p.id,
      p.allowCustomerReviews
        ? reviewsFor(p.slug, p.category, p.ageDays, { max: 8, boost: p.isFeatured }).filter((r) =>
            userIds.has(r.shopper.email),
          )
        : [],
    ]),
  );
  const reviewRows = data.products.flatMap((p) =>
    (drawn.get(p.id) ?? []).map((r) => {
      const at = new Date(now - r.ageDays * DAY_MS - (r.rating * 3_600_000 + r.comment.length * 60_000));
      return {
        id: seedId('review', `${p.slug}:${r.shopper.email}`),
        productId: p.id,
        userId: userIds.get(r.shopper.email)!,
        userName: r.shopper.name,
        rating: r.rating,
        comment: r.comment,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );

  const retired = await db.transaction(async (tx) => {
    const rows = data.products.map((p) =>
      toProductRow(
        p,
        now,
        (drawn.get(p.id) ?? []).map((r) => r.rating),
      ),
    );
    await upsertProducts(tx, rows);
    const result = await retireForeignSeedProducts(
      tx,
      data.products.map((p) => p.slug),
      data.categories,
    );
    await seedNavigation(tx, catalogue);
    await seedCategoryNames(tx, data);
    // Both catalogues get the fashion charts: rows only show on products of their categories.
    await seedSizeCharts(tx);
    await seedOffers(tx);
    await seedColourExtras(tx, data.products);
    await upsertReviews(tx, reviewRows);
    await refreshRatings(tx);
    return result;
  });
  // Fresh planner statistics (and a visibility map for index-only counts) after a bulk write.
  await db.execute(sql`VACUUM ANALYZE products`);
  await db.execute(sql`VACUUM ANALYZE reviews`);
  log(
    `saved ${data.products.length} ${catalogue} products, the menu, the footer, ${shoppers.length} shoppers and ${reviewRows.length} reviews; ${retired.deleted} other seeded products removed, ${retired.unpublished} unpublished (${elapsed()})`,
  );

  return {
    catalogue,
    products: data.products.length,
    reviews: reviewRows.length,
    shoppers: shoppers.length,
    imagesDrawn,
    retired,
    ms: Math.round(performance.now() - started),
  };
}
