import { expect } from 'vitest';
import { listProducts, productFilters, type Product } from '@/lib/catalog';

/**
 * One row of a search table (issue 24): a shopper's query, what every product it returns must be
 * (`every`), what none may be (`none`), and whether it must find something. Rows name kinds of
 * product and categories, not product names, so renamed products keep the table true.
 */
export type Row = {
  q: string;
  every?: (p: Product) => boolean;
  none?: (p: Product) => boolean;
  /** At least this many results (0: must find nothing). Default 1. */
  min?: number;
  /** Extra checks on the whole answer (order, summary). */
  check?: (products: Product[], page: Awaited<ReturnType<typeof listProducts>>) => void;
};

export const named = (re: RegExp) => (p: Product) => re.test(p.name);
export const inCategory = (c: string) => (p: Product) => p.categories.includes(c);
export const both =
  (...fs: Array<(p: Product) => boolean>) =>
  (p: Product) =>
    fs.every((f) => f(p));
export const either =
  (...fs: Array<(p: Product) => boolean>) =>
  (p: Product) =>
    fs.some((f) => f(p));

/** Runs every row against the seeded catalogue; all failures reported at once. */
export async function checkTable(rows: Row[]): Promise<void> {
  for (const row of rows) {
    const page = await listProducts(productFilters({ q: row.q, limit: 60 }));
    const products = page.products;
    const min = row.min ?? 1;
    if (min === 0)
      expect
        .soft(
          products.map((p) => p.name),
          `"${row.q}" finds nothing`,
        )
        .toEqual([]);
    else expect.soft(products.length, `"${row.q}" finds at least ${min}`).toBeGreaterThanOrEqual(min);
    for (const p of products) {
      if (row.every)
        expect.soft(row.every(p), `"${row.q}" returned ${p.name} (${p.categories.join(', ')})`).toBe(true);
      if (row.none) expect.soft(row.none(p), `"${row.q}" must not return ${p.name}`).toBe(false);
    }
    row.check?.(products, page);
  }
}

/** In stock before out of stock (issue 24, point 11). */
export function inStockFirst(products: Product[]): void {
  const firstOut = products.findIndex((p) => !p.inStock);
  if (firstOut >= 0)
    expect
      .soft(
        products.slice(firstOut).every((p) => !p.inStock),
        'in stock first',
      )
      .toBe(true);
}
