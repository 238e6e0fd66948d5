import { cacheLife, cacheTag } from 'next/cache';
import { getProduct, type Product } from '@/lib/catalog';
import { isId } from '@/lib/db/ids';
import { getSizeChart, type SizeChartEntry } from '@/lib/size-charts';
import { getStoreConfig } from '@/lib/store-config';
import { DimensionsChart, SizeChart } from './size-chart';

type Chart =
  | { kind: 'sizes'; rows: SizeChartEntry[] }
  | { kind: 'dimensions'; dimensions: NonNullable<Product['dimensions']> }
  | null;

/** A product's chart: its category's size chart (a sized product), its dimensions (furniture), or none. */
export async function productChart(
  product: Pick<Product, '_id' | 'category' | 'sizes' | 'dimensions'>,
): Promise<Chart> {
  const rows = product.sizes.length > 0 ? await cachedSizeChart(product.category, product._id) : [];
  if (rows.length > 0) return { kind: 'sizes', rows };
  if (product.dimensions && getStoreConfig().catalogue === 'furniture') {
    return { kind: 'dimensions', dimensions: product.dimensions };
  }
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
  const chart = product ? await productChart(product) : null;
  if (chart?.kind === 'sizes') return <SizeChart rows={chart.rows} />;
  if (chart?.kind === 'dimensions') return <DimensionsChart dimensions={chart.dimensions} />;
  return null;
}

async function cachedSizeChart(category: string, productId: string) {
  'use cache';
  cacheTag(`product:${productId}`);
  cacheLife('hours');
  return getSizeChart(category);
}
