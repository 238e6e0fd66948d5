import { and, asc, eq, notInArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { conflict, invalidField } from '@/lib/errors';
import { productVariants } from '@/models';
import { cellLabel, type StockCell } from './product-schema';

/** One cell of a product's colour × size stock grid, as the back office reads it. */
export type VariantCell = { color: string; size: string; stock: number };

const key = (color: string, size: string) => `${color}\u0000${size}`;

/** A product's stock per colour and size, or null when it keeps one count (or none). */
export async function readVariantGrid(
  tx: Tx | Db,
  productId: string,
  lock = false,
): Promise<VariantCell[] | null> {
  const query = tx
    .select({ color: productVariants.color, size: productVariants.size, stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.color), asc(productVariants.size));
  // Locked in key order, as placing and cancelling orders lock them (after the product row).
  const rows = lock ? await query.for('update') : await query;
  return rows.length > 0 ? rows : null;
}

/**
 * Saves the stock grid of a product whose row the caller has locked, and answers its total (the product's
 * stock). Only the cells sent change: the others keep their count (an order may have just taken a unit),
 * combinations new to the grid start at 0 and those no longer in it are removed. A cell whose `was` is not
 * what the database holds is refused with 409, naming the cell, and nothing is written.
 */
export async function saveVariantGrid(
  tx: Tx,
  productId: string,
  current: readonly VariantCell[],
  axes: { colors: string[]; sizes: string[] },
  cells: readonly StockCell[],
): Promise<number> {
  cells.forEach((cell, i) => {
    if (!axes.colors.includes(cell.color))
      throw invalidField(
        `variantStock.${i}.color`,
        axes.colors[0] === ''
          ? 'must be empty: the product has no colours'
          : `"${cell.color}" is not one of the product's colours (${axes.colors.join(', ')})`,
      );
    if (!axes.sizes.includes(cell.size))
      throw invalidField(
        `variantStock.${i}.size`,
        axes.sizes[0] === 'default'
          ? 'must be "default": the product has no sizes'
          : `"${cell.size}" is not one of the product's sizes (${axes.sizes.join(', ')})`,
      );
  });
  const held = new Map(current.map((c) => [key(c.color, c.size), c.stock]));
  for (const cell of cells) {
    if (cell.was === undefined) continue;
    const now = held.get(key(cell.color, cell.size)) ?? null;
    if (now !== cell.was)
      throw conflict(
        `Stock for ${cellLabel(cell.color, cell.size)} changed since you opened this page (now ${now ?? 'not kept'}). Reload the page and save again.`,
        { color: cell.color, size: cell.size, stock: now },
      );
  }
  await tx
    .delete(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        or(notInArray(productVariants.color, axes.colors), notInArray(productVariants.size, axes.sizes)),
      ),
    );
  const sent = new Set(cells.map((c) => key(c.color, c.size)));
  const fresh = axes.colors.flatMap((color) =>
    axes.sizes
      .filter((size) => !sent.has(key(color, size)) && !held.has(key(color, size)))
      .map((size) => ({ productId, color, size, stock: 0 })),
  );
  if (fresh.length > 0) await tx.insert(productVariants).values(fresh).onConflictDoNothing();
  if (cells.length > 0) {
    await tx
      .insert(productVariants)
      .values(cells.map(({ color, size, stock }) => ({ productId, color, size, stock })))
      .onConflictDoUpdate({
        target: [productVariants.productId, productVariants.color, productVariants.size],
        set: { stock: sql`excluded.stock` },
      });
  }
  const [sum] = await tx
    .select({ total: sql<number>`coalesce(sum(${productVariants.stock}), 0)::int` })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  return Number(sum?.total ?? 0);
}

/** Stops keeping stock per variant: the product's own count (as it stands) is sold from again. */
export async function clearVariantGrid(tx: Tx, productId: string): Promise<void> {
  await tx.delete(productVariants).where(eq(productVariants.productId, productId));
}

/**
 * The galleries per colour to store: every key one of the product's colours (400 naming it otherwise),
 * colours without images left out; null when none is left.
 */
export function colourGalleries(
  galleries: Readonly<Record<string, string[]>>,
  colors: readonly string[],
): Record<string, string[]> | null {
  const kept: Record<string, string[]> = {};
  for (const [color, images] of Object.entries(galleries)) {
    if (!colors.includes(color))
      throw invalidField(`colorImages.${color}`, `"${color}" is not one of the product's colours`);
    if (images.length > 0) kept[color] = [...new Set(images)];
  }
  return Object.keys(kept).length > 0 ? kept : null;
}
