import { asc, gt, inArray } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { db } from '@/lib/db';
import { productVariants, products } from '@/models';
import { CSV_COLUMNS, exportRow, type CsvColumn } from './cells';
import { productFileColumns } from './lookup';

const PAGE = 500;

/** Every product's lines, a page of products at a time (by id, so a product added meanwhile is not skipped). */
async function* catalogueRows(): AsyncGenerator<Record<CsvColumn, string>> {
  let after = '';
  for (;;) {
    const page = await db
      .select(productFileColumns)
      .from(products)
      .where(gt(products.id, after))
      .orderBy(asc(products.id))
      .limit(PAGE);
    if (page.length === 0) return;
    const variants = await db
      .select()
      .from(productVariants)
      .where(
        inArray(
          productVariants.productId,
          page.map((p) => p.id),
        ),
      )
      .orderBy(asc(productVariants.productId), asc(productVariants.color), asc(productVariants.size));
    const byProduct = new Map<string, typeof variants>();
    for (const v of variants) byProduct.set(v.productId, [...(byProduct.get(v.productId) ?? []), v]);
    for (const product of page) {
      const own = byProduct.get(product.id);
      if (own?.length) for (const variant of own) yield exportRow(product, variant);
      else yield exportRow(product);
    }
    after = page.at(-1)!.id;
  }
}

/**
 * The catalogue as CSV, one line per colour and size (or per product without them), streamed page by
 * page. UTF-8 with a byte order mark: without it Excel reads ₹ and Hindi names as Windows-1252.
 */
export function exportCatalogueCsv(): Readable {
  const csv = stringify({ bom: true, header: true, columns: [...CSV_COLUMNS], record_delimiter: 'windows' });
  // A database failure half-way ends the download with an error instead of a file that looks complete.
  const rows = Readable.from(catalogueRows()).on('error', (error) => csv.destroy(error));
  return rows.pipe(csv);
}
