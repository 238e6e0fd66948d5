'use server';

import { productChartContent } from './chart-content';

/** The size chart or dimensions of a product, for its dialog (components/product/chart-dialog.tsx). */
export async function loadProductChart(productId: string) {
  return typeof productId === 'string' ? productChartContent(productId) : null;
}
