import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  isNotNull,
  isNull,
  like,
  lte,
  ne,
  or,
  type SQL,
} from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { toAdminApiProduct, toProduct, type ApiProduct } from '@/lib/catalog';
import { db, type Tx } from '@/lib/db';
import { invalidateProducts } from '@/lib/page-cache';
import { isId } from '@/lib/db/ids';
import { invalidField, notFound } from '@/lib/errors';
import { rupeesToPaise } from '@/lib/money';
import { products, type NewProductRow, type ProductRow } from '@/models';
import { changedFields, writeAudit } from './audit';
import {
  clearVariantGrid,
  colourGalleries,
  readVariantGrid,
  saveVariantGrid,
  type VariantCell,
} from './product-variants';
import { LOW_STOCK_THRESHOLD, type AdminProductQuery } from './product-filters';
import { gridAxes, slugify, type ProductCreateInput, type ProductPatchInput } from './product-schema';
import { escapeLike, totalPagesFor } from './pagination';

const { searchVector: _v, searchText: _t, ...columns } = getTableColumns(products);
type Row = Parameters<typeof toProduct>[0] &
  Pick<ProductRow, 'colorImages' | 'nameHi' | 'shortDescriptionHi' | 'descriptionHi'>;

const paise = (rupees: number | null | undefined) =>
  rupees === undefined ? undefined : rupees === null ? null : rupeesToPaise(rupees);

/** Maps validated input (rupees, kg) to columns (paise, grams); fields left out stay as they are. */
export function toProductValues(
  input: ProductPatchInput,
  current?: Pick<Row, 'category' | 'categories'>,
): Partial<NewProductRow> {
  const v: Partial<NewProductRow> = {
    name: input.name,
    shortDescription: input.shortDescription,
    description: input.description,
    nameHi: input.nameHi,
    shortDescriptionHi: input.shortDescriptionHi,
    descriptionHi: input.descriptionHi,
    category: input.category,
    subCategory: input.subCategory,
    tags: input.tags,
    colors: input.colors,
    sizes: input.sizes,
    images: input.image,
    seller: input.seller,
    regularPricePaise: paise(input.regularPrice),
    salePricePaise: paise(input.salePrice),
    weightGrams:
      input.weight === undefined ? undefined : input.weight === null ? null : Math.round(input.weight * 1000),
    hsnCode: input.hsnCode,
    gstRatePercent: input.gstRatePercent ?? undefined,
    isFeatured: input.isFeatured,
    inStock: input.inStock,
    stock: input.stock,
    allowCustomerReviews: input.allowCustomerReviews,
    published: input.published,
    visibility: input.visibility,
  };
  if (input.dimensions !== undefined) {
    v.widthCm = input.dimensions?.width ?? null;
    v.depthCm = input.dimensions?.depth ?? null;
    v.heightCm = input.dimensions?.height ?? null;
  }
  // The primary category is always the first of `categories` (the product card shows the first one).
  if (input.category !== undefined || input.categories !== undefined) {
    const category = input.category ?? current?.category ?? '';
    const rest = input.categories ?? current?.categories ?? [];
    v.categories = [category, ...rest.filter((c) => c !== category)].filter(Boolean);
  }
  return Object.fromEntries(
    Object.entries(v).filter(([, value]) => value !== undefined),
  ) as Partial<NewProductRow>;
}

/** A slug from the name that no other product uses: "linen-shirt", then "linen-shirt-2", … */
async function uniqueSlug(tx: Tx, name: string, exceptId?: string): Promise<string> {
  const base = slugify(name);
  const taken = await tx
    .select({ slug: products.slug })
    .from(products)
    .where(
      and(
        or(eq(products.slug, base), like(products.slug, `${escapeLike(base)}-%`)),
        exceptId ? ne(products.id, exceptId) : undefined,
      ),
    );
  const used = new Set(taken.map((t) => t.slug));
  if (!used.has(base)) return base;
  for (let n = 2; n < 10_000; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
  return `${base}-${randomBytes(3).toString('hex')}`;
}

function isSlugClash(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && (constraint === undefined || String(constraint).includes('slug'))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs a write that picks a slug; two admins creating "Linen Shirt" at the same instant retry once. */
async function withSlugRetry<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isSlugClash(error)) throw error;
    return write();
  }
}

/** A product as the back office sees it: the API product plus the owner's own in-stock flag (`inStock` is
 * whether it can be bought now, which a tracked stock of 0 also turns off), the galleries per colour and
 * the Hindi texts as stored (null: the shop shows the English one). */
export type AdminProduct = ApiProduct & {
  inStockFlag: boolean;
  colorImages: Record<string, string[]>;
  nameHi: string | null;
  shortDescriptionHi: string | null;
  descriptionHi: string | null;
};
/** One product with its stock per colour and size (null when it keeps one count). */
export type AdminProductDetail = AdminProduct & { variantStock: VariantCell[] | null };

export function toAdminProduct(row: Row): AdminProduct {
  return {
    ...toAdminApiProduct(toProduct(row)),
    inStockFlag: row.inStock,
    colorImages: row.colorImages ?? {},
    nameHi: row.nameHi,
    shortDescriptionHi: row.shortDescriptionHi,
    descriptionHi: row.descriptionHi,
  };
}

const snapshot = (row: Row, variantStock: VariantCell[] | null) =>
  ({ ...toAdminProduct(row), variantStock }) as Record<string, unknown>;

/**
 * The stock grid and colour galleries of a create or an edit, inside its transaction (product row locked):
 * the grid is saved (or dropped) and the product's stock becomes its total; an existing grid follows new
 * colours or sizes. Answers the column values to add and the grid as it now stands.
 */
async function applyVariants(
  tx: Tx,
  id: string,
  patch: ProductPatchInput,
  current: Pick<Row, 'colors' | 'sizes'> & { grid: VariantCell[] | null },
  values: Partial<NewProductRow>,
): Promise<VariantCell[] | null> {
  const colors = values.colors ?? current.colors;
  const sizes = values.sizes ?? current.sizes;
  if (patch.colorImages !== undefined) values.colorImages = colourGalleries(patch.colorImages, colors);
  if (patch.variantStock === null) {
    await clearVariantGrid(tx, id);
    return null;
  }
  const reshaped = current.grid !== null && (values.colors !== undefined || values.sizes !== undefined);
  if (!patch.variantStock && !reshaped) {
    if (current.grid && patch.stock !== undefined)
      throw invalidField('stock', 'is the total of the colour and size grid; change the grid (variantStock)');
    return current.grid;
  }
  values.stock = await saveVariantGrid(
    tx,
    id,
    current.grid ?? [],
    gridAxes(colors, sizes),
    patch.variantStock ?? [],
  );
  return readVariantGrid(tx, id);
}
const VOLATILE = ['updatedAt'];

/** Creates a product (slug from the name) and its audit row in one transaction. */
export async function createProduct(
  input: ProductCreateInput,
  actorUserId: string,
): Promise<AdminProductDetail> {
  const product = await withSlugRetry(() =>
    db.transaction(async (tx) => {
      const values = toProductValues(input);
      const slug = await uniqueSlug(tx, input.name);
      const [inserted] = await tx
        .insert(products)
        .values({ ...values, name: input.name, category: input.category, slug })
        .returning(columns);
      if (!inserted) throw new Error('Creating the product returned no row');
      const extra: Partial<NewProductRow> = {};
      const grid = await applyVariants(tx, inserted.id, input, { ...inserted, grid: null }, extra);
      const [row] = Object.keys(extra).length
        ? await tx.update(products).set(extra).where(eq(products.id, inserted.id)).returning(columns)
        : [inserted];
      if (!row) throw new Error('Creating the product returned no row');
      await writeAudit(tx, {
        actorUserId,
        action: 'product.create',
        entity: 'product',
        entityId: row.id,
        before: null,
        after: snapshot(row, grid),
      });
      return { ...toAdminProduct(row), variantStock: grid };
    }),
  );
  // The server's page cache keeps rendered listings: the new product must show on them at once.
  invalidateProducts([product._id]);
  return product;
}

function auditAction(after: Record<string, unknown>): string {
  const keys = Object.keys(after);
  if (keys.length === 1 && keys[0] === 'published')
    return after.published ? 'product.publish' : 'product.unpublish';
  return 'product.update';
}

/**
 * Edits a product: only the given fields change; the slug follows a new name. Prices are checked against
 * the stored ones (a sale price above the regular price is refused). The audit row holds the changed fields.
 */
export async function updateProduct(
  id: string,
  patch: ProductPatchInput,
  actorUserId: string,
): Promise<AdminProductDetail> {
  if (!isId(id)) throw notFound('Product not found.');
  const product = await withSlugRetry(() =>
    db.transaction(async (tx) => {
      const [current] = await tx.select(columns).from(products).where(eq(products.id, id)).for('update');
      if (!current) throw notFound('Product not found.');
      const regular =
        patch.regularPrice !== undefined ? paise(patch.regularPrice) : current.regularPricePaise;
      const sale = patch.salePrice !== undefined ? paise(patch.salePrice) : current.salePricePaise;
      if (sale != null && regular != null && sale > regular) {
        throw invalidField('salePrice', 'must not be more than the regular price');
      }
      const values = toProductValues(patch, current);
      if (patch.name !== undefined && patch.name !== current.name)
        values.slug = await uniqueSlug(tx, patch.name, id);
      const before = await readVariantGrid(tx, id, true);
      const grid = await applyVariants(tx, id, patch, { ...current, grid: before }, values);
      const [row] = await tx.update(products).set(values).where(eq(products.id, id)).returning(columns);
      if (!row) throw notFound('Product not found.');
      const diff = changedFields(snapshot(current, before), snapshot(row, grid), VOLATILE);
      if (Object.keys(diff.after).length > 0) {
        await writeAudit(tx, {
          actorUserId,
          action: auditAction(diff.after),
          entity: 'product',
          entityId: id,
          ...diff,
        });
      }
      return { ...toAdminProduct(row), variantStock: grid };
    }),
  );
  invalidateProducts([product._id]);
  return product;
}

/** One product for the back office, published or not, with its stock grid; 404 for an unknown id. */
export async function getAdminProduct(id: string): Promise<AdminProductDetail> {
  const [row] = isId(id) ? await db.select(columns).from(products).where(eq(products.id, id)) : [];
  if (!row) throw notFound('Product not found.');
  return { ...toAdminProduct(row), variantStock: await readVariantGrid(db, id) };
}

function productConditions(f: AdminProductQuery): SQL[] {
  const c: SQL[] = [];
  if (f.q) {
    const pattern = `%${escapeLike(f.q)}%`;
    const text = or(
      ilike(products.name, pattern),
      ilike(products.slug, pattern),
      ilike(products.seller, pattern),
      ilike(products.category, pattern),
      eq(products.id, f.q.toLowerCase()),
    );
    if (text) c.push(text);
  }
  if (f.published !== undefined) c.push(eq(products.published, f.published));
  if (f.featured !== undefined) c.push(eq(products.isFeatured, f.featured));
  if (f.category)
    c.push(or(eq(products.category, f.category), arrayContains(products.categories, [f.category])) as SQL);
  if (f.visibility) c.push(eq(products.visibility, f.visibility));
  if (f.stock === 'in') c.push(eq(products.available, true));
  if (f.stock === 'out') c.push(eq(products.available, false));
  if (f.stock === 'low')
    c.push(and(isNotNull(products.stock), lte(products.stock, LOW_STOCK_THRESHOLD)) as SQL);
  if (f.stock === 'untracked') c.push(isNull(products.stock));
  return c;
}

/** One page of products for the back office (drafts and hidden ones included), newest first. */
export async function listAdminProducts(f: AdminProductQuery) {
  const where = and(...productConditions(f));
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), asc(products.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db.select({ n: count() }).from(products).where(where),
  ]);
  const total = counted?.n ?? 0;
  const list: AdminProduct[] = rows.map(toAdminProduct);
  return { products: list, total, page: f.page, totalPages: totalPagesFor(total, f.limit) };
}

/** Products whose tracked stock is at or below the low-stock threshold, fewest first. */
export async function listLowStockProducts(limit = 10): Promise<ApiProduct[]> {
  const rows = await db
    .select(columns)
    .from(products)
    .where(and(isNotNull(products.stock), lte(products.stock, LOW_STOCK_THRESHOLD)))
    .orderBy(asc(products.stock), asc(products.name))
    .limit(limit);
  return rows.map((r) => toAdminApiProduct(toProduct(r)));
}
