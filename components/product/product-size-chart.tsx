import type { Product } from '@/lib/catalog';
import { displayName } from '@/lib/catalog';
import { productChart } from './chart-content';
import { ChartDialog } from './chart-dialog';

/**
 * The product's "Size chart" button (a sized product whose category has one) or, in the furniture
 * catalogue, its "Dimensions" button; nothing otherwise. The dialog's content is read when it opens.
 */
export async function ProductSizeChart({ product }: { product: Product }) {
  const chart = await productChart(product);
  if (!chart) return null;
  return chart.kind === 'sizes' ? (
    <ChartDialog
      label="Size chart"
      title={`Size chart: ${displayName(product.category)}`}
      productId={product._id}
    />
  ) : (
    <ChartDialog label="Dimensions" title="Dimensions and room fit" productId={product._id} />
  );
}
