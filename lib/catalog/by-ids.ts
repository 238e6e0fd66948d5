import 'server-only';
import { inArray } from 'drizzle-orm';
import { db } from '@/lib/db';
import { isId } from '@/lib/db/ids';
import { products } from '@/models/catalog';
import { productColumns } from './columns';
import { toProduct } from './product';
import type { Product } from './types';

export const MAX_IDS = 200;

/**
 * Products by id, in the order asked, for a shopper's cart and wishlist. Unpublished ones are
 * included (their `published` is false) so the cart can show them as unavailable; unknown ids are skipped.
 */
export async function listProductsByIds(ids: readonly string[]): Promise<Product[]> {
  const wanted = [...new Set(ids.filter(isId))].slice(0, MAX_IDS);
  if (wanted.length === 0) return [];
  const rows = await db.select(productColumns).from(products).where(inArray(products.id, wanted));
  const byId = new Map(rows.map((r) => [r.id, toProduct(r)]));
  return wanted.map((id) => byId.get(id)).filter((p): p is Product => p !== undefined);
}
