import 'server-only';
import { inArray } from 'drizzle-orm';
import { db } from '@/lib/db';
import { isId } from '@/lib/db/ids';
import { products } from '@/models/catalog';
import { colourPhotos } from './colour-options';
import { productColumns } from './columns';
import { toProduct } from './product';
import type { Product } from './types';

export const MAX_IDS = 200;

/**
 * Products by id, in the order asked, for a shopper's cart and wishlist. Unpublished ones are
 * included (their `published` is false) so the cart can show them as unavailable; unknown ids are skipped.
 * Each carries `colourPhotos`, the main photo per colour, for the cart line of that colour.
 */
export async function listProductsByIds(ids: readonly string[]): Promise<Product[]> {
  const wanted = [...new Set(ids.filter(isId))].slice(0, MAX_IDS);
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ ...productColumns, colorImages: products.colorImages })
    .from(products)
    .where(inArray(products.id, wanted));
  const byId = new Map(
    rows.map(({ colorImages, ...row }) => {
      const product = toProduct(row);
      // The first photo of each colour, so a cart line shows the colour it holds (the galleries stay on the product page).
      const photos = Object.fromEntries(
        row.colors.flatMap((color) => {
          const own = colorImages ? colourPhotos([], colorImages, color)[0] : undefined;
          return own ? [[color, own]] : [];
        }),
      );
      return [row.id, Object.keys(photos).length > 0 ? { ...product, colourPhotos: photos } : product];
    }),
  );
  return wanted.map((id) => byId.get(id)).filter((p): p is Product => p !== undefined);
}
