import { randomBytes } from 'node:crypto';
import { db } from '@/lib/db';
import { rupeesToPaise } from '@/lib/money';
import { products, type NewProductRow } from '@/models/catalog';
import { productColumns } from './columns';
import { toProduct } from './product';
import type { Product } from './types';

/** Any product column, plus prices in rupees and weight in kg for readable tests. */
export type ProductFixture = Partial<NewProductRow> & {
  regularPrice?: number | null;
  salePrice?: number | null;
  /** Kilograms. */
  weight?: number | null;
};

let sequence = 0;

const toPaise = (rupees: number | null | undefined, fallback: number | null | undefined) =>
  rupees === undefined ? fallback : rupees === null ? null : rupeesToPaise(rupees);

/** The row a fixture describes; unspecified fields get plain defaults (₹1,000, visible, published, in stock). */
export function productFixtureRow(fixture: ProductFixture = {}): NewProductRow {
  sequence += 1;
  const { regularPrice, salePrice, weight, ...row } = fixture;
  const name = row.name ?? `Test Product ${sequence}`;
  const category = row.category ?? row.categories?.[0] ?? 'Test Category';
  const slugBase =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'product';
  return {
    ...row,
    name,
    slug: row.slug ?? `${slugBase}-${sequence}-${randomBytes(3).toString('hex')}`,
    category,
    categories: row.categories ?? [category],
    regularPricePaise: toPaise(
      regularPrice,
      row.regularPricePaise === undefined ? 100_000 : row.regularPricePaise,
    ),
    salePricePaise: toPaise(salePrice, row.salePricePaise),
    weightGrams: weight === undefined ? row.weightGrams : weight === null ? null : Math.round(weight * 1000),
  };
}

/** Inserts one product for a test and returns it as the domain sees it. */
export async function insertProduct(fixture: ProductFixture = {}): Promise<Product> {
  const [row] = await db.insert(products).values(productFixtureRow(fixture)).returning(productColumns);
  if (!row) throw new Error('insertProduct: no row returned');
  return toProduct(row);
}

/** Inserts several products in one statement and returns them in the order given. */
export async function insertProducts(fixtures: ProductFixture[]): Promise<Product[]> {
  if (fixtures.length === 0) return [];
  const values = fixtures.map(productFixtureRow);
  const rows = await db.insert(products).values(values).returning(productColumns);
  const bySlug = new Map(rows.map((r) => [r.slug, toProduct(r)]));
  return values.map((v) => {
    const product = bySlug.get(v.slug);
    if (!product) throw new Error(`insertProducts: ${v.slug} was not returned`);
    return product;
  });
}

/** Removes every product (and, by cascade, cart lines, wishlist items and reviews of them). */
export async function deleteAllProducts(): Promise<void> {
  await db.delete(products);
}
