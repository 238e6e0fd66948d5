import type { ProductRow, ProductVariantRow } from '@/models';

// The catalogue file's columns and how a product's stored values read as cells. Export writes these
// cells and the import compares a row's cells, parsed by the product form's schema and formatted the same
// way, with the stored ones: a cell that reads the same is no change, whatever spacing or "1299.00" it had.

/** The stored product columns the file shows. */
export type ProductCells = Pick<
  ProductRow,
  | 'name'
  | 'nameHi'
  | 'category'
  | 'subCategory'
  | 'shortDescription'
  | 'shortDescriptionHi'
  | 'descriptionHi'
  | 'seller'
  | 'tags'
  | 'regularPricePaise'
  | 'salePricePaise'
  | 'gstRatePercent'
  | 'hsnCode'
  | 'weightGrams'
  | 'published'
  | 'visibility'
  | 'inStock'
>;

/** Columns that belong to the product (the same on every colour and size row of it). */
export const PRODUCT_COLUMNS = [
  'name',
  'name_hi',
  'category',
  'sub_category',
  'short_description',
  'short_description_hi',
  'description_hi',
  'seller',
  'tags',
  'mrp_rupees',
  'sale_price_rupees',
  'gst_rate_percent',
  'hsn_code',
  'weight_kg',
  'published',
  'visibility',
  'in_stock',
] as const;

/** The columns in file order (README "Catalogue import and export" says what each holds). */
export const CSV_COLUMNS = [
  'product_id',
  'sku',
  ...PRODUCT_COLUMNS,
  'colour',
  'size',
  'stock',
  'stock_at_export',
] as const;

export type CsvColumn = (typeof CSV_COLUMNS)[number];

/**
 * The Hindi texts: every export has them, but a file without them (made before they existed) is still
 * read, and leaves each product's Hindi texts as they are. A blank cell clears the text (null).
 */
export const HINDI_COLUMNS = ['name_hi', 'short_description_hi', 'description_hi'] as const;

/** The column of each product-form field (zod path → CSV header), for refusals and changes. */
export const FIELD_COLUMNS: Record<string, CsvColumn> = {
  name: 'name',
  nameHi: 'name_hi',
  category: 'category',
  subCategory: 'sub_category',
  shortDescription: 'short_description',
  shortDescriptionHi: 'short_description_hi',
  descriptionHi: 'description_hi',
  seller: 'seller',
  tags: 'tags',
  regularPrice: 'mrp_rupees',
  salePrice: 'sale_price_rupees',
  gstRatePercent: 'gst_rate_percent',
  hsnCode: 'hsn_code',
  weight: 'weight_kg',
  published: 'published',
  visibility: 'visibility',
  inStock: 'in_stock',
  stock: 'stock',
};

export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];

/** Paise as rupees the way a spreadsheet shows them: 129900 → "1299", 129950 → "1299.50". */
export function rupeesCell(paise: number | null): string {
  if (paise === null) return '';
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

export const stockCell = (stock: number | null | undefined): string => (stock == null ? '' : String(stock));

/** A product's own cells, keyed by column. */
export function productCells(p: ProductCells): Record<ProductColumn, string> {
  return {
    name: p.name,
    name_hi: p.nameHi ?? '',
    category: p.category,
    sub_category: p.subCategory,
    short_description: p.shortDescription,
    short_description_hi: p.shortDescriptionHi ?? '',
    description_hi: p.descriptionHi ?? '',
    seller: p.seller,
    tags: p.tags.join(', '),
    mrp_rupees: rupeesCell(p.regularPricePaise),
    sale_price_rupees: rupeesCell(p.salePricePaise),
    gst_rate_percent: String(p.gstRatePercent),
    hsn_code: p.hsnCode ?? '',
    weight_kg: p.weightGrams === null ? '' : String(p.weightGrams / 1000),
    published: String(p.published),
    visibility: p.visibility,
    in_stock: String(p.inStock),
  };
}

/** One exported line: a product without colour and size stock, or one of its variants. */
export function exportRow(
  product: ProductCells & Pick<ProductRow, 'id' | 'sku' | 'stock'>,
  variant?: Pick<ProductVariantRow, 'color' | 'size' | 'stock' | 'sku'>,
): Record<CsvColumn, string> {
  const stock = stockCell(variant ? variant.stock : product.stock);
  return {
    product_id: product.id,
    sku: (variant ? variant.sku : product.sku) ?? '',
    ...productCells(product),
    colour: variant?.color ?? '',
    size: variant?.size ?? '',
    stock,
    stock_at_export: stock,
  };
}
