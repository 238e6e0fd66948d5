import { cacheLife, cacheTag } from 'next/cache';
import { getProduct } from '@/lib/catalog';
import { isId } from '@/lib/db/ids';
import { getSizeChart } from '@/lib/size-charts';
import { getStoreConfig } from '@/lib/store-config';
import { DimensionsChart, SizeChart } from './size-chart';

/** Which chart a product has: its category's size chart (a sized product), its dimensions (furniture), or none. */
export async function chartKind(product: {
  _id: string;
  category: string;
  sizes: string[];
  dimensions: unknown;
}): Promise<'sizes' | 'dimensions' | null> {
  if (product.sizes.length > 0 && (await cachedSizeChart(product.category, product._id)).length > 0)
    return 'sizes';
  if (product.dimensions && getStoreConfig().catalogue === 'furniture') return 'dimensions';
  return null;
}

/**
 * The chart dialog's content for a product, read when a shopper opens it (components/product/chart-action.ts):
 * the page carries only the button, not the table twice over (its HTML and its payload). Kept with the
 * product page's tag: a product or size chart edit expires it with the page (lib/size-charts).
 */
export async function productChartContent(productId: string) {
  'use cache';
  cacheLife('hours');
  if (!isId(productId)) return null;
  cacheTag(`product:${productId}`);
  const product = await getProduct(productId);
  if (!product) return null;
  const kind = await chartKind(product);
  if (kind === 'sizes') return <SizeChart rows={await cachedSizeChart(product.category, product._id)} />;
  if (kind === 'dimensions' && product.dimensions) return <DimensionsChart dimensions={product.dimensions} />;
  return null;
}

async function cachedSizeChart(category: string, productId: string) {
  'use cache';
  cacheTag(`product:${productId}`);
  cacheLife('hours');
  return getSizeChart(category);
}
