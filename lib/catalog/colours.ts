import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { db } from '@/lib/db';
import { products, productVariants } from '@/models/catalog';
import type { ColourOptions } from './colour-options';

/**
 * What the product page needs to offer colours: the per-colour galleries (only colours the product has,
 * with images; paths as stored, like `Product.image`) and the stock of each colour and size when the product keeps stock per variant.
 */
export async function getColourOptions(productId: string, colors: readonly string[]): Promise<ColourOptions> {
  const [[row], variants] = await Promise.all([
    db.select({ colorImages: products.colorImages }).from(products).where(eq(products.id, productId)),
    db
      .select({ color: productVariants.color, size: productVariants.size, stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
      .orderBy(asc(productVariants.color), asc(productVariants.size)),
  ]);
  const images: Record<string, string[]> = {};
  for (const color of colors) {
    const list = row?.colorImages?.[color];
    if (Array.isArray(list) && list.length > 0) images[color] = list.filter((s) => typeof s === 'string');
  }
  return { images, variants: variants.length > 0 ? variants : null };
}
