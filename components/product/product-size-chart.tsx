import { cacheLife, cacheTag } from 'next/cache';
import type { Product } from '@/lib/catalog';
import { displayName } from '@/lib/catalog';
import { getSizeChart } from '@/lib/size-charts';
import { getStoreConfig } from '@/lib/store-config';
import { DimensionsChart, SizeChart } from './size-chart';

/**
 * The product's size chart (a sized product whose category has one) or, in the furniture catalogue,
 * its dimensions with a room-fit note; nothing otherwise. The same HTML for every visitor.
 */
export async function ProductSizeChart({ product }: { product: Product }) {
  const rows = product.sizes.length > 0 ? await cachedSizeChart(product.category, product._id) : [];
  if (rows.length > 0) {
    return <SizeChart category={displayName(product.category)} rows={rows} />;
  }
  if (product.dimensions && getStoreConfig().catalogue === 'furniture') {
    return <DimensionsChart dimensions={product.dimensions} />;
  }
  return null;
}

/** Kept with the product page's tag: a size chart edit expires the pages of the products it fits (lib/size-charts). */
async function cachedSizeChart(category: string, productId: string) {
  'use cache';
  cacheTag(`product:${productId}`);
  cacheLife('hours');
  return getSizeChart(category);
}
