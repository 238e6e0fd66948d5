import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { products, productVariants } from '@/models';
import type { ShapeKey } from './art/registry';
import { productImages } from './images';
import type { SeedProduct } from './types';

/** How many products of a catalogue keep stock per colour and size (after the first few coloured ones). */
const VARIANT_STOCKED = 4;
/** The products before the stocked ones: the ones that were the only ones with per-colour photos once. */
const STOCKED_FROM = 6;

const colouredProducts = (seeded: readonly SeedProduct[]) =>
  seeded.filter(
    (p) => p.published && p.colors.length >= 2 && p.images.length >= 2 && p.regularPricePaise != null,
  );

/** Every colour of every product that comes in several, with its shape: each gets photos of its own. */
export function colourLooks(seeded: readonly SeedProduct[]): Array<{ shape: ShapeKey; colour: string }> {
  return seeded
    .filter((p) => p.colors.length >= 2)
    .flatMap((p) => p.colors.map((colour) => ({ shape: p.shape, colour })));
}

/** A product's gallery per colour: its own photos for the first colour, the shape drawn in each other one. */
export function colourGalleries(p: SeedProduct): Record<string, string[]> {
  return Object.fromEntries(
    p.colors.map((colour, i) => [colour, i === 0 ? p.images : productImages(p.shape, colour)]),
  );
}

/**
 * Gives every product in several colours a gallery per colour (each colour drawn in that colour) and a few
 * stock per colour and size, with one combination sold out. Only products the owner has not given either yet:
 * a re-seed never overwrites an owner's galleries or variant stock.
 */
export async function seedColourExtras(tx: Tx, seeded: readonly SeedProduct[]): Promise<void> {
  for (const p of seeded.filter((s) => s.colors.length >= 2)) {
    await tx
      .update(products)
      .set({ colorImages: colourGalleries(p) })
      .where(and(eq(products.id, p.id), isNull(products.colorImages)));
  }
  const coloured = colouredProducts(seeded);
  const stocked = coloured.slice(STOCKED_FROM, STOCKED_FROM + VARIANT_STOCKED);
  if (stocked.length === 0) return;
  const already = await tx
    .selectDistinct({ productId: productVariants.productId })
    .from(productVariants)
    .where(
      inArray(
        productVariants.productId,
        stocked.map((p) => p.id),
      ),
    );
  const skip = new Set(already.map((r) => r.productId));
  for (const p of stocked) {
    if (skip.has(p.id)) continue;
    const sizes = p.sizes.length > 0 ? p.sizes : ['default'];
    const rows = p.colors.flatMap((color, c) =>
      sizes.map((size, s) => ({
        productId: p.id,
        color,
        size,
        // The last colour's first size is sold out, so the product page has something to mark.
        stock: c === p.colors.length - 1 && s === 0 ? 0 : 3 + ((c * 7 + s * 3) % 9),
      })),
    );
    await tx.insert(productVariants).values(rows).onConflictDoNothing();
    // The product's own count is the total of its variants, so listings tell the same story.
    await tx
      .update(products)
      .set({ stock: sql`(select sum(stock)::int from product_variants where product_id = ${p.id})` })
      .where(eq(products.id, p.id));
  }
}
