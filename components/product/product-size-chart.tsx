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
  const rows = product.sizes.length > 0 ? await getSizeChart(product.category) : [];
  if (rows.length > 0) {
    return <SizeChart category={displayName(product.category)} rows={rows} />;
  }
  if (product.dimensions && getStoreConfig().catalogue === 'furniture') {
    return <DimensionsChart dimensions={product.dimensions} />;
  }
  return null;
}
