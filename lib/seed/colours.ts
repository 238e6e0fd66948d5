import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { products, productVariants } from '@/models';
import type { ShapeKey } from './art/registry';
import { productImages } from './images';
import type { SeedProduct } from './types';

/** How many products of a catalogue get a gallery per colour, and how many keep stock per colour and size. */
const COLOUR_GALLERIES = 6;
const VARIANT_STOCKED = 4;

const colouredProducts = (seeded: readonly SeedProduct[]) =>
  seeded.filter(
    (p) => p.published && p.colors.length >= 2 && p.images.length >= 2 && p.regularPricePaise != null,
  );

/**
 * The products that get a gallery for their second colour too, with the shape and colour to draw it in
 * (the seed draws these photos with the rest of the catalogue's).
 */
export function secondColourLooks(
  seeded: readonly SeedProduct[],
): Array<{ shape: ShapeKey; colour: string }> {
  return colouredProducts(seeded)
    .slice(0, COLOUR_GALLERIES)
    .map((p) => ({ shape: p.shape, colour: p.colors[1]! }));
}

/**
 * Gives a few products a gallery per colour (the second colour drawn in that colour) and a few stock per
 * colour and size, with one combination sold out. Only products the owner has not given either yet: a re-seed
 * never overwrites an owner's galleries or variant stock.
 */
export async function seedColourExtras(tx: Tx, seeded: readonly SeedProduct[]): Promise<void> {
  const coloured = colouredProducts(seeded);
  for (const p of coloured.slice(0, COLOUR_GALLERIES)) {
    const [first, second] = p.colors as [string, string];
    const galleries = { [first]: p.images, [second]: productImages(p.shape, second) };
    await tx
      .update(products)
      .set({ colorImages: galleries })
      .where(and(eq(products.id, p.id), isNull(products.colorImages)));
  }
  const stocked = coloured.slice(COLOUR_GALLERIES, COLOUR_GALLERIES + VARIANT_STOCKED);
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
