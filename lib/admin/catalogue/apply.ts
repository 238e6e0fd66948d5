import { and, eq, inArray, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { db, runAfterCommit, type Tx } from '@/lib/db';
import { conflict } from '@/lib/errors';
import { invalidateProducts } from '@/lib/page-cache';
import { productVariants, products } from '@/models';
import { writeAudits, type AuditEntry } from '../audit';
import { slugify } from '../product-schema';
import { stockCell } from './cells';
import { ImportPlanner, type ImportPlan, type StockSet, type Write } from './plan';
import type { CsvRecord } from './read';

const CHUNK = 500;

/** Slugs for new names that no other product uses: the name's slug, else with the SKU, else a random tail. */
async function assignSlugs(tx: Tx, items: { name: string; sku: string; id?: string }[]): Promise<string[]> {
  const candidates = items.flatMap(({ name, sku }) => [slugify(name), `${slugify(name)}-${slugify(sku)}`]);
  const taken = new Map<string, string>();
  for (let i = 0; i < candidates.length; i += CHUNK) {
    const rows = await tx
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(inArray(products.slug, candidates.slice(i, i + CHUNK)));
    for (const r of rows) taken.set(r.slug, r.id);
  }
  return items.map(({ name, sku, id }) => {
    const free = (s: string) => !taken.has(s) || taken.get(s) === id;
    const base = slugify(name);
    const slug = [base, `${base}-${slugify(sku)}`].find(free) ?? `${base}-${randomBytes(3).toString('hex')}`;
    taken.set(slug, id ?? slug);
    return slug;
  });
}

const stockMoved = (w: Write, stock: StockSet) =>
  conflict(
    `The stock of ${w.name} (line ${w.line}) changed while importing (an order?): nothing was applied. Check the file again.`,
    { line: w.line, expected: stockCell(stock.from) },
  );

/** Sets a stock count only where it still holds what the plan saw; a concurrent order refuses the import. */
async function setProductStock(tx: Tx, w: Write, id: string, stock: StockSet) {
  const done = await tx
    .update(products)
    .set({ stock: stock.to })
    .where(and(eq(products.id, id), sql`${products.stock} is not distinct from ${stock.from}`))
    .returning({ id: products.id });
  if (!done.length) throw stockMoved(w, stock);
}

async function writeVariant(tx: Tx, w: Write, productId: string) {
  const v = w.variant!;
  if (!v.exists) {
    await tx
      .insert(productVariants)
      .values({ productId, color: v.color, size: v.size, stock: v.stock?.to ?? 0, sku: v.sku ?? null });
    return;
  }
  const key = and(
    eq(productVariants.productId, productId),
    eq(productVariants.color, v.color),
    eq(productVariants.size, v.size),
  );
  if (v.sku) await tx.update(productVariants).set({ sku: v.sku }).where(key);
  if (!v.stock) return;
  const done = await tx
    .update(productVariants)
    .set({ stock: v.stock.to ?? 0 })
    .where(and(key, sql`${productVariants.stock} is not distinct from ${v.stock.from}`))
    .returning({ id: productVariants.productId });
  if (!done.length) throw stockMoved(w, v.stock);
}

async function createProducts(tx: Tx, creates: Write[]): Promise<Map<number, string>> {
  const ids = new Map<number, string>();
  const slugs = await assignSlugs(
    tx,
    creates.map((w) => ({ name: w.name, sku: w.create!.sku! })),
  );
  for (let i = 0; i < creates.length; i += CHUNK) {
    const part = creates.slice(i, i + CHUNK);
    const rows = await tx
      .insert(products)
      .values(part.map((w, j) => ({ ...w.create!, slug: slugs[i + j]! })))
      .returning({ id: products.id, sku: products.sku });
    const bySku = new Map(rows.map((r) => [r.sku, r.id]));
    for (const w of part) ids.set(w.line, bySku.get(w.create!.sku!)!);
  }
  return ids;
}

async function updateProducts(tx: Tx, writes: Write[]) {
  const renames = writes.filter((w) => w.product?.renamed && w.product.values.name);
  const slugs = await assignSlugs(
    tx,
    renames.map((w) => ({ name: w.product!.values.name!, sku: w.productId!, id: w.productId! })),
  );
  const slugOf = new Map(renames.map((w, i) => [w.line, slugs[i]!]));
  for (const w of writes) {
    const id = w.productId!;
    const p = w.product!;
    const set = { ...p.values, ...(p.sku ? { sku: p.sku } : {}) };
    const slug = slugOf.get(w.line);
    if (slug) Object.assign(set, { slug });
    if (Object.keys(set).length) await tx.update(products).set(set).where(eq(products.id, id));
    if (p.stock) await setProductStock(tx, w, id, p.stock);
    if (w.variant) await writeVariant(tx, w, id);
  }
}

/**
 * Applies a catalogue file in one transaction: plans it again over the same rows, refuses (409, with the
 * new plan) if that is not the plan the owner saw in the dry run, then writes products in id order (the
 * order placing an order locks them), an audit row per line, and clears the changed products' pages.
 */
export async function applyCatalogueImport(
  records: AsyncIterable<CsvRecord>,
  planId: string,
  actorUserId: string,
): Promise<{ plan: ImportPlan; applied: number }> {
  return db.transaction(async (tx) => {
    const { plan, writes } = await new ImportPlanner(tx).run(records);
    if (plan.planId !== planId) {
      throw conflict(
        'The catalogue or the file changed since the dry run: check the new dry run before applying.',
        { plan },
      );
    }
    const created = await createProducts(
      tx,
      writes.filter((w) => w.create),
    );
    const updates = writes
      .filter((w) => w.productId)
      .sort((a, b) => (a.productId === b.productId ? a.line - b.line : a.productId! < b.productId! ? -1 : 1));
    await updateProducts(tx, updates);
    const audits: AuditEntry[] = writes.map((w) => ({
      actorUserId,
      action: w.create ? 'product.import.create' : 'product.import',
      entity: 'product',
      entityId: w.productId ?? created.get(w.line)!,
      before: w.create ? null : Object.fromEntries(w.changes.map((c) => [c.column, c.from])),
      after: {
        ...Object.fromEntries(w.changes.map((c) => [c.column, c.to])),
        ...(w.variant ? { colour: w.variant.color, size: w.variant.size } : {}),
        line: w.line,
      },
    }));
    await writeAudits(tx, audits);
    const ids = [...new Set(audits.map((a) => a.entityId))];
    // After the commit: told earlier, a cached page could refill from the old rows.
    if (ids.length) runAfterCommit(tx, () => invalidateProducts(ids));
    return { plan, applied: writes.length };
  });
}
