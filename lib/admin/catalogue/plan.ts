import { createHash } from 'node:crypto';
import type { Db, Tx } from '@/lib/db';
import type { NewProductRow } from '@/models';
import { productCreateSchema, productFields } from '../product-schema';
import { toProductValues } from '../products';
import { FIELD_COLUMNS, PRODUCT_COLUMNS, productCells, stockCell, type ProductCells } from './cells';
import { knownCategories, lookUp, type CurrentProduct, type Lookup } from './lookup';
import type { CsvRecord } from './read';

/** One cell that will change: the column and its old and new text as the file shows them. */
export type CellChange = { column: string; from: string; to: string };

/** What the import will do with one line; unchanged lines are only counted. */
export type PlanRow = {
  line: number;
  outcome: 'create' | 'change' | 'refuse';
  sku: string;
  name: string;
  colour: string;
  size: string;
  changes: CellChange[];
  /** For a refused line: the column at fault ('' for the line as a whole) and why. */
  column?: string;
  reason?: string;
};

export type ImportPlan = {
  rows: PlanRow[];
  counts: { create: number; change: number; unchanged: number; refuse: number };
  /** A digest of rows and counts: Apply sends it back and is refused if its own plan differs. */
  planId: string;
};

/** A stock count the import sets only if it still holds `from` when written (an order may have sold some). */
export type StockSet = { from: number | null; to: number | null };

/** The writes of one create or change line (apply.ts). */
export type Write = {
  line: number;
  productId: string | null;
  name: string;
  create?: Omit<NewProductRow, 'slug'>;
  product?: { values: Partial<NewProductRow>; renamed: boolean; stock?: StockSet; sku?: string };
  variant?: { color: string; size: string; exists: boolean; stock?: StockSet; sku?: string };
  changes: CellChange[];
};

const BATCH = 500;

type LineBase = Pick<PlanRow, 'line' | 'sku' | 'name' | 'colour' | 'size'>;

const fail = (column: string, reason: string) => ({ column, reason });
type Refusal = ReturnType<typeof fail>;

/** The product form's schema over a line's product cells; the first refused field names the column. */
function parseProduct(c: Record<string, string>) {
  const parsed = productCreateSchema.safeParse({
    name: c.name,
    category: c.category,
    subCategory: c.sub_category,
    shortDescription: c.short_description,
    // Undefined (the file has no such column) leaves the stored text; a blank cell clears it.
    nameHi: c.name_hi,
    shortDescriptionHi: c.short_description_hi,
    descriptionHi: c.description_hi,
    seller: c.seller,
    tags: c.tags,
    regularPrice: c.mrp_rupees,
    salePrice: c.sale_price_rupees,
    gstRatePercent: c.gst_rate_percent,
    hsnCode: c.hsn_code,
    weight: c.weight_kg,
    published: c.published,
    visibility: c.visibility,
    inStock: c.in_stock,
  });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  return fail(FIELD_COLUMNS[String(issue.path[0])] ?? '', issue.message);
}

function parseStock(value: string, column: string): number | null | Refusal {
  const parsed = productFields.shape.stock.safeParse(value);
  return parsed.success ? parsed.data : fail(column, parsed.error.issues[0]!.message);
}

const isRefusal = (v: unknown): v is Refusal => typeof v === 'object' && v !== null && 'reason' in v;

function diff(before: Record<string, string>, after: Record<string, string>): CellChange[] {
  return Object.keys(after)
    .filter((k) => before[k] !== after[k])
    .map((column) => ({ column, from: before[column] ?? '', to: after[column] ?? '' }));
}

/**
 * Works out what a catalogue file would do, line by line, reading the database a batch of lines at a time.
 * The dry run shows the result; apply.ts computes it again inside its transaction and writes it.
 */
export class ImportPlanner {
  private rows: PlanRow[] = [];
  private writes: Write[] = [];
  private unchanged = 0;
  private skuLines = new Map<string, { line: number; row: PlanRow | null; base: LineBase }>();
  private keyLines = new Map<string, number>();
  private productCellsSeen = new Map<string, { line: number; cells: Record<string, string> }>();
  private categories: Set<string> | null = null;

  constructor(private readonly db: Db | Tx) {}

  /** Judges every line of the file. */
  async run(records: AsyncIterable<CsvRecord>): Promise<{ plan: ImportPlan; writes: Write[] }> {
    this.categories = await knownCategories(this.db);
    let batch: CsvRecord[] = [];
    for await (const record of records) {
      batch.push(record);
      if (batch.length === BATCH) {
        await this.judgeBatch(batch);
        batch = [];
      }
    }
    await this.judgeBatch(batch);
    return { plan: this.plan(), writes: this.writes.filter((w) => w.changes.length > 0) };
  }

  private plan(): ImportPlan {
    // A SKU found twice refuses its earlier line late: the table reads in file order.
    this.rows.sort((a, b) => a.line - b.line);
    const count = (o: PlanRow['outcome']) => this.rows.filter((r) => r.outcome === o).length;
    const counts = {
      create: count('create'),
      change: count('change'),
      unchanged: this.unchanged,
      refuse: count('refuse'),
    };
    const planId = createHash('sha256')
      .update(JSON.stringify({ rows: this.rows, counts }))
      .digest('hex');
    return { rows: this.rows, counts, planId };
  }

  private async judgeBatch(batch: CsvRecord[]) {
    if (!batch.length) return;
    const lookup = await lookUp(
      this.db,
      batch.map((r) => r.cells.product_id!.trim()).filter(Boolean),
      batch.map((r) => r.cells.sku!.trim()).filter(Boolean),
    );
    for (const record of batch) this.judge(record, lookup);
  }

  private judge(record: CsvRecord, lookup: Lookup) {
    const c = record.cells;
    const base = {
      line: record.line,
      sku: c.sku!.trim(),
      name: c.name!.trim(),
      colour: c.colour!.trim(),
      size: c.size!.trim(),
    };
    const refuse = ({ column, reason }: Refusal) => {
      const row: PlanRow = { ...base, outcome: 'refuse', changes: [], column, reason };
      this.rows.push(row);
      return row;
    };
    if (record.missing > 0) return void refuse(fail('', `has ${record.missing} cells fewer than the header`));
    if (base.sku) {
      const earlier = this.skuLines.get(base.sku);
      if (earlier) return void this.refuseDuplicateSku(earlier, refuse, base);
    }
    const outcome = this.judgeLine(record, lookup, base);
    const row = isRefusal(outcome) ? refuse(outcome) : outcome;
    if (base.sku) this.skuLines.set(base.sku, { line: record.line, row, base });
  }

  /** Both lines of a SKU are refused: which one the owner meant cannot be told. */
  private refuseDuplicateSku(
    earlier: { line: number; row: PlanRow | null; base: LineBase },
    refuse: (r: Refusal) => PlanRow,
    base: { line: number; sku: string },
  ) {
    refuse(fail('sku', `${base.sku} is also on line ${earlier.line}`));
    const reason = `${base.sku} is also on line ${base.line}`;
    if (earlier.row?.outcome === 'refuse') return;
    if (earlier.row) {
      const line = earlier.row.line;
      this.writes = this.writes.filter((w) => w.line !== line);
      Object.assign(earlier.row, { outcome: 'refuse', changes: [], column: 'sku', reason });
    } else {
      this.unchanged--;
      earlier.row = { ...earlier.base, outcome: 'refuse', changes: [], column: 'sku', reason };
      this.rows.push(earlier.row);
    }
  }

  private judgeLine(
    record: CsvRecord,
    lookup: Lookup,
    base: Omit<PlanRow, 'outcome' | 'changes'>,
  ): PlanRow | Refusal | null {
    const c = record.cells;
    const fields = parseProduct(c);
    if (isRefusal(fields)) return fields;
    if (!this.categories!.has(fields.category)) {
      return fail(
        'category',
        `"${fields.category}" is not a category of the shop (add it in the product form first)`,
      );
    }
    const stock = parseStock(c.stock!, 'stock');
    if (isRefusal(stock)) return stock;
    const baseline = record.hasBaseline ? parseStock(c.stock_at_export!, 'stock_at_export') : undefined;
    if (isRefusal(baseline)) return baseline;

    const id = c.product_id!.trim();
    let product: CurrentProduct | undefined;
    if (id) {
      product = lookup.productsById.get(id);
      if (!product) return fail('product_id', 'no product has this id');
    } else if (base.sku) {
      const owner = lookup.productIdBySku.get(base.sku) ?? lookup.variantBySku.get(base.sku)?.productId;
      product = owner ? lookup.productsById.get(owner) : undefined;
    }
    const skuOwner = base.sku ? this.skuOwner(lookup, base.sku) : null;

    if (!product) {
      if (!base.sku)
        return fail(
          'sku',
          'is required for a new product (it finds the product when the file is applied again)',
        );
      if (base.colour || base.size) return fail('colour', 'a new product is added without colours and sizes');
      const values = toProductValues({ ...fields, stock });
      const after = { ...productCells({ ...fields, ...values } as ProductCells), stock: stockCell(stock) };
      const changes = diff({}, Object.fromEntries(Object.entries(after).filter(([, v]) => v !== '')));
      this.writes.push({
        line: base.line,
        productId: null,
        name: fields.name,
        create: { ...values, name: fields.name, category: fields.category, sku: base.sku },
        changes,
      });
      const row: PlanRow = { ...base, outcome: 'create', changes };
      this.rows.push(row);
      return row;
    }
    return this.judgeExisting({ record, lookup, base, fields, stock, baseline, product, skuOwner });
  }

  private skuOwner(lookup: Lookup, sku: string): string | null {
    const p = lookup.productIdBySku.get(sku);
    if (p) return `product:${p}`;
    const v = lookup.variantBySku.get(sku);
    return v ? `variant:${v.productId}/${v.color}/${v.size}` : null;
  }

  private judgeExisting(a: {
    record: CsvRecord;
    lookup: Lookup;
    base: Omit<PlanRow, 'outcome' | 'changes'>;
    fields: Exclude<ReturnType<typeof parseProduct>, Refusal>;
    stock: number | null;
    baseline: number | null | undefined;
    product: CurrentProduct;
    skuOwner: string | null;
  }): PlanRow | Refusal | null {
    const { base, fields, product } = a;
    const variants = a.lookup.variantsByProduct.get(product.id) ?? [];
    const perVariant = variants.length > 0;
    const color = base.colour;
    const size = base.size || 'default';
    if (!perVariant && (base.colour || base.size)) {
      return fail(
        base.colour ? 'colour' : 'size',
        'this product keeps one stock count: leave colour and size empty',
      );
    }
    const key = perVariant ? `${product.id}/${color}/${size}` : product.id;
    const earlierKey = this.keyLines.get(key);
    if (earlierKey)
      return fail(
        perVariant ? 'size' : 'product_id',
        `this ${perVariant ? 'colour and size' : 'product'} is also on line ${earlierKey}`,
      );
    const self = perVariant ? `variant:${key}` : `product:${product.id}`;
    if (a.skuOwner && a.skuOwner !== self)
      return fail('sku', `${base.sku} belongs to another product or size`);

    // A product's own columns are on each of its lines; the first line says what they become.
    const values = toProductValues(fields, product);
    const before = productCells(product);
    const after = productCells({ ...product, ...values } as ProductCells);
    const seen = this.productCellsSeen.get(product.id);
    let changes: CellChange[] = [];
    if (seen) {
      const differs = PRODUCT_COLUMNS.find((col) => seen.cells[col] !== after[col]);
      if (differs) return fail(differs, `differs from line ${seen.line} of the same product`);
    } else {
      changes = diff(before, after);
    }

    const variant = perVariant ? variants.find((v) => v.color === color && v.size === size) : undefined;
    if (perVariant && a.stock === null) return fail('stock', 'is required for a colour and size');
    const stockNow = perVariant ? (variant?.stock ?? null) : product.stock;
    const stock = this.stockChange(stockNow, a.stock, a.baseline, Boolean(variant) || !perVariant);
    if (isRefusal(stock)) return stock;
    if (stock) changes.push({ column: 'stock', from: stockCell(stock.from), to: stockCell(stock.to) });
    const skuNow = (perVariant ? variant?.sku : product.sku) ?? '';
    const sku = base.sku && base.sku !== skuNow ? base.sku : undefined;
    if (sku) changes.push({ column: 'sku', from: skuNow, to: sku });

    this.keyLines.set(key, base.line);
    if (!seen) this.productCellsSeen.set(product.id, { line: base.line, cells: after });
    const productChanged = changes.some((ch) => ch.column !== 'stock' && ch.column !== 'sku');
    this.writes.push({
      line: base.line,
      productId: product.id,
      name: product.name,
      product: {
        values: productChanged ? values : {},
        renamed: fields.name !== product.name,
        stock: perVariant ? undefined : stock,
        sku: perVariant ? undefined : sku,
      },
      variant: perVariant ? { color, size, exists: Boolean(variant), stock, sku } : undefined,
      changes,
    });
    if (!changes.length) {
      this.unchanged++;
      return null;
    }
    const row: PlanRow = { ...base, outcome: 'change', changes };
    this.rows.push(row);
    return row;
  }

  /**
   * The stock the line sets, if any. With a stock_at_export column (every exported file has one) a stock
   * cell the owner left alone changes nothing, so orders placed since the export keep their decrement;
   * an edited cell is set only if the stock is still what was exported, else the line is refused. Apply
   * writes it only where the stock still holds what the plan saw (apply.ts).
   */
  private stockChange(
    now: number | null,
    wanted: number | null,
    baseline: number | null | undefined,
    exists: boolean,
  ): StockSet | Refusal | undefined {
    if (!exists) return { from: null, to: wanted };
    // Already so (this file applied before, or the edit matches what orders left): nothing to write.
    if (wanted === now) return undefined;
    if (baseline !== undefined) {
      if (wanted === baseline) return undefined;
      if (now !== baseline) {
        return fail(
          'stock',
          `was ${stockCell(baseline) || 'not tracked'} when exported and is ${stockCell(now) || 'not tracked'} now (orders or another edit): export again to set it`,
        );
      }
    }
    return { from: now, to: wanted };
  }
}
