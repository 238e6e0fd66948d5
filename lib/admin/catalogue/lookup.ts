import { inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { isId } from '@/lib/db/ids';
import { productVariants, products, type ProductVariantRow } from '@/models';
import type { ProductCells } from './cells';

export type CurrentProduct = ProductCells & {
  id: string;
  sku: string | null;
  stock: number | null;
  categories: string[];
};

/** What a batch of file lines refers to in the database: products by id and SKU, their colour and size rows. */
export type Lookup = {
  productsById: Map<string, CurrentProduct>;
  productIdBySku: Map<string, string>;
  variantBySku: Map<string, ProductVariantRow>;
  variantsByProduct: Map<string, ProductVariantRow[]>;
};

/** The product columns the catalogue file shows, as a select (the export reads these; the import compares them). */
export const productFileColumns = {
  id: products.id,
  sku: products.sku,
  name: products.name,
  nameHi: products.nameHi,
  category: products.category,
  subCategory: products.subCategory,
  shortDescription: products.shortDescription,
  shortDescriptionHi: products.shortDescriptionHi,
  descriptionHi: products.descriptionHi,
  seller: products.seller,
  tags: products.tags,
  regularPricePaise: products.regularPricePaise,
  salePricePaise: products.salePricePaise,
  gstRatePercent: products.gstRatePercent,
  hsnCode: products.hsnCode,
  weightGrams: products.weightGrams,
  published: products.published,
  visibility: products.visibility,
  inStock: products.inStock,
  stock: products.stock,
};

const current = { ...productFileColumns, categories: products.categories };

/** Loads, in four queries, every product and variant the given ids and SKUs name. */
export async function lookUp(db: Db | Tx, ids: string[], skus: string[]): Promise<Lookup> {
  const validIds = [...new Set(ids.filter(isId))];
  const uniqueSkus = [...new Set(skus)];
  const variantsBySku = uniqueSkus.length
    ? await db.select().from(productVariants).where(inArray(productVariants.sku, uniqueSkus))
    : [];
  const wanted = [...new Set([...validIds, ...variantsBySku.map((v) => v.productId)])];
  const conditions = [
    wanted.length ? inArray(products.id, wanted) : undefined,
    uniqueSkus.length ? inArray(products.sku, uniqueSkus) : undefined,
  ].filter((c) => c !== undefined);
  const rows = conditions.length
    ? await db
        .select(current)
        .from(products)
        .where(or(...conditions))
    : [];
  const found = rows.map((r) => r.id);
  const variants = found.length
    ? await db.select().from(productVariants).where(inArray(productVariants.productId, found))
    : [];
  const variantsByProduct = new Map<string, ProductVariantRow[]>();
  for (const v of variants)
    variantsByProduct.set(v.productId, [...(variantsByProduct.get(v.productId) ?? []), v]);
  return {
    productsById: new Map(rows.map((r) => [r.id, r])),
    productIdBySku: new Map(rows.filter((r) => r.sku).map((r) => [r.sku!, r.id])),
    variantBySku: new Map(variantsBySku.map((v) => [v.sku!, v])),
    variantsByProduct,
  };
}

/** The categories products already use: an import may not invent one (a typo would make a new shelf). */
export async function knownCategories(db: Db | Tx): Promise<Set<string>> {
  const [listed, primary] = await Promise.all([
    db.selectDistinct({ c: sql<string>`unnest(${products.categories})` }).from(products),
    db.selectDistinct({ c: products.category }).from(products),
  ]);
  return new Set([...listed, ...primary].map((r) => r.c));
}
