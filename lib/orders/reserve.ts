import { eq, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { products } from '@/models';
import type { OrderPricing } from './pricing';
import { takeVariantStock } from './variant-stock';

/** The products an order took stock of, and whether any of them sold out (listings change only then). */
export type StockTaken = { ids: string[]; soldOut: boolean };

/**
 * Takes the priced order's units off the shelf in the placing transaction: each counted product's stock
 * (rows already locked by pricing), then each size and colour's own stock.
 */
export async function reserveStock(tx: Tx, pricing: OrderPricing): Promise<StockTaken> {
  const { units, products: byId } = pricing;
  for (const productId of [...units.keys()].sort()) {
    if (byId.get(productId)?.stock === null) continue;
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${units.get(productId) ?? 0}` })
      .where(eq(products.id, productId));
  }
  // After the products (locked above), so placing and releasing take the locks in the same order.
  await takeVariantStock(
    tx,
    pricing.lines.map(({ line, product, color }) => ({
      productId: product.id,
      name: product.name,
      color,
      size: line.size,
      quantity: line.quantity,
    })),
  );
  return {
    ids: [...units.keys()],
    soldOut: [...units].some(([id, wanted]) => {
      const stock = byId.get(id)?.stock;
      return stock != null && stock - wanted <= 0;
    }),
  };
}
