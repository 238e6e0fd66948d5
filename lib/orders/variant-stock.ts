import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { conflict } from '@/lib/errors';
import { productVariants } from '@/models';

export type VariantLine = { productId: string; name: string; color: string; size: string; quantity: number };

const key = (productId: string, color: string, size: string) => `${productId}\u0000${color}\u0000${size}`;

/** The product_variants row of one product, colour and size. */
const variantIs = (productId: string, color: string, size: string) =>
  and(
    eq(productVariants.productId, productId),
    eq(productVariants.color, color),
    eq(productVariants.size, size),
  );

function describe(color: string, size: string): string {
  return [color, size === 'default' ? '' : `size ${size}`].filter(Boolean).join(', ');
}

/**
 * Takes the units of each colour and size from products that keep stock per variant (rows in
 * product_variants); other products are left to the product-level stock. The variant rows are locked
 * (after the products, in key order, as releasing does) so two orders for the last unit never both get it.
 */
export async function takeVariantStock(
  tx: Tx,
  lines: readonly VariantLine[],
  /** The refusal when a variant is short, instead of the cart's wording (an exchange says its own). */
  shortMessage?: string,
): Promise<void> {
  const ids = [...new Set(lines.map((l) => l.productId))].sort();
  if (ids.length === 0) return;
  const rows = await tx
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, ids))
    .orderBy(productVariants.productId, productVariants.color, productVariants.size)
    .for('update');
  if (rows.length === 0) return;
  const tracked = new Set(rows.map((r) => r.productId));
  const stock = new Map(rows.map((r) => [key(r.productId, r.color, r.size), r.stock]));
  const wanted = new Map<string, VariantLine & { total: number }>();
  for (const line of lines) {
    if (!tracked.has(line.productId)) continue;
    const k = key(line.productId, line.color, line.size);
    const entry = wanted.get(k) ?? { ...line, total: 0 };
    entry.total += line.quantity;
    wanted.set(k, entry);
  }
  for (const [k, line] of [...wanted].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const left = stock.get(k) ?? 0;
    if (left < line.total) {
      if (shortMessage)
        throw conflict(shortMessage, { productId: line.productId, color: line.color, size: line.size });
      const what = describe(line.color, line.size);
      throw conflict(
        left === 0
          ? `${line.name} is sold out in ${what}. Please remove it from your cart.`
          : `Only ${left} of ${line.name} in ${what} left in stock. Please reduce the quantity in your cart.`,
        { productId: line.productId, color: line.color, size: line.size, available: left },
      );
    }
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${line.total}` })
      .where(variantIs(line.productId, line.color, line.size));
  }
}

/** Puts units back on their colour and size (a cancelled or unpaid order); combinations no longer listed are skipped. */
export async function releaseVariantStock(
  tx: Tx,
  lines: readonly { productId: string | null; color: string; size: string; quantity: number }[],
): Promise<void> {
  const sorted = [...lines].sort((a, b) =>
    key(a.productId ?? '', a.color, a.size) < key(b.productId ?? '', b.color, b.size) ? -1 : 1,
  );
  for (const line of sorted) {
    if (!line.productId) continue;
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${line.quantity}` })
      .where(variantIs(line.productId, line.color, line.size));
  }
}

/** Units left of one colour and size, or null when the product keeps no stock per variant. */
export async function variantStockOf(
  tx: Tx,
  productId: string,
  color: string,
  size: string,
): Promise<number | null> {
  const rows = await tx
    .select({ color: productVariants.color, size: productVariants.size, stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  if (rows.length === 0) return null;
  return rows.find((r) => r.color === color && r.size === size)?.stock ?? 0;
}
