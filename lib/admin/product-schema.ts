import { z } from 'zod';
import { visibilityValues } from '@/lib/catalog/shared/types';
import { isSafeImageUrl } from '@/lib/links/same-origin';

// One schema for the back office's product form and `POST/PATCH /api/admin/products`. It accepts what a
// JSON client sends (numbers, arrays) and what a form holds (strings, comma-separated lists), and has no
// server imports, so the form validates with it in the browser too. Money is rupees, weight kilograms:
// the server turns them into paise and grams.

/** GST slabs a product may carry (percent). */
export const gstRates = [0, 3, 5, 12, 18, 28, 40] as const;
export const MAX_PRICE_RUPEES = 10_000_000;
export const MAX_IMAGES = 10;

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const requiredText = (max: number) =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`);

const optionalText = (max: number) =>
  z.string({ error: 'must be text' }).trim().max(max, `must be at most ${max} characters`);

/** Optional Hindi text: blank or null stores null, and the shop then shows the English field instead. */
const hindiText = (max: number) =>
  z.preprocess(
    blank,
    z.string({ error: 'must be text' }).trim().max(max, `must be at most ${max} characters`).nullable(),
  );

/** A list given as an array or as comma-separated text; trimmed, blanks and duplicates dropped. */
const list = (maxItems: number, maxLength: number) =>
  z
    .union([z.array(z.string({ error: 'must be a list of words' })), z.string()], { error: 'must be a list' })
    .transform((v) => [
      ...new Set((Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean)),
    ])
    .pipe(
      z
        .array(z.string().max(maxLength, `entries must be at most ${maxLength} characters`))
        .max(maxItems, `at most ${maxItems} entries`),
    );

/** A number from JSON or a form field; blank means "not set" (null). */
const number = (message: string) =>
  z.preprocess(
    (v) => {
      const b = blank(v);
      if (typeof b !== 'string') return b;
      return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(b.trim()) ? Number(b) : b;
    },
    z.number({ error: message }).nullable(),
  );

const rupees = number('must be an amount in rupees')
  .refine((v) => v === null || v >= 0, 'must not be negative')
  .refine(
    (v) => v === null || v <= MAX_PRICE_RUPEES,
    `must be at most ₹${MAX_PRICE_RUPEES.toLocaleString('en-IN')}`,
  )
  .refine(
    (v) => v === null || Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
    'must have at most 2 decimals (paise)',
  );

const wholeNumber = (message: string, max: number) =>
  number(message).refine((v) => v === null || (Number.isInteger(v) && v >= 0 && v <= max), message);

const centimetres = wholeNumber('must be whole centimetres from 0 to 10000', 10_000);

const flag = z.preprocess(
  (v) =>
    v === 'true' || v === 'on' || v === '1' ? true : v === 'false' || v === '0' || v === '' ? false : v,
  z.boolean({ error: 'must be true or false' }),
);

/**
 * A same-site path ('/media/…') or an http(s) URL, judged as the browser will resolve it: never
 * javascript:, protocol-relative ('//host'), or a backslash form ('/\\host') that browsers read as one.
 */
export const imageUrl = z
  .string()
  .trim()
  .max(500, 'must be at most 500 characters')
  .refine(isSafeImageUrl, 'must be a path starting with / or an http(s) address');

/** Colours × sizes the grid may hold (the lists allow 30 each). */
export const MAX_VARIANT_CELLS = 900;
const UNITS = 'must be a whole number of units from 0 to 1000000';
const units = number(UNITS).refine(
  (v): v is number => v !== null && Number.isInteger(v) && v >= 0 && v <= 1_000_000,
  UNITS,
);

/**
 * One cell of the colour × size stock grid. The colour is '' when the product has no colours and the size
 * 'default' when it has no sizes (as product_variants keeps them). `was` is the count the form loaded (null:
 * the cell had no row yet): a save whose `was` differs from the database is refused, so an order placed
 * meanwhile is never overwritten. API clients that want to set a count outright leave `was` out.
 */
export const stockCell = z.object({
  color: z.string({ error: 'must be one of the colours' }).trim().max(50),
  size: z.string({ error: 'must be one of the sizes' }).trim().max(30),
  stock: units,
  was: units.nullable().optional(),
});
export type StockCell = z.output<typeof stockCell>;

/** The grid's rows and columns: the product's colours ('' when it has none) and sizes ('default' when none). */
export function gridAxes(colors: readonly string[], sizes: readonly string[]) {
  return {
    colors: colors.length > 0 ? [...colors] : [''],
    sizes: sizes.length > 0 ? [...sizes] : ['default'],
  };
}

/** "Navy / M", "Navy", "M": how the owner names a cell. */
export function cellLabel(color: string, size: string): string {
  return [color, size === 'default' ? '' : size].filter(Boolean).join(' / ') || 'this product';
}

export const productFields = z.object({
  name: requiredText(200),
  shortDescription: optionalText(500),
  description: optionalText(20_000),
  nameHi: hindiText(200),
  shortDescriptionHi: hindiText(500),
  descriptionHi: hindiText(20_000),
  category: requiredText(100),
  subCategory: optionalText(100),
  categories: list(20, 100),
  tags: list(30, 50),
  colors: list(30, 50),
  sizes: list(30, 30),
  image: z
    .array(imageUrl, { error: 'must be a list of image paths' })
    .max(MAX_IMAGES, `at most ${MAX_IMAGES} images`),
  seller: optionalText(100),
  regularPrice: rupees,
  salePrice: rupees,
  /** Kilograms. */
  weight: number('must be a weight in kg').refine(
    (v) => v === null || (v >= 0 && v <= 10_000),
    'must be from 0 to 10000 kg',
  ),
  /** Centimetres. */
  dimensions: z
    .object({ width: centimetres.optional(), depth: centimetres.optional(), height: centimetres.optional() })
    .nullable(),
  hsnCode: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .regex(/^\d{4}(\d{2}){0,2}$/, 'must be 4, 6 or 8 digits')
      .nullable(),
  ),
  gstRatePercent: number('must be a GST rate').refine(
    (v): v is (typeof gstRates)[number] => v !== null && (gstRates as readonly number[]).includes(v),
    `must be one of ${gstRates.join(', ')}`,
  ),
  isFeatured: flag,
  inStock: flag,
  /** Units on hand; blank or null means stock is not tracked. */
  stock: wholeNumber('must be a whole number of units from 0', 1_000_000),
  /**
   * Stock per colour and size: the cells to set (the others keep their count; new combinations start at 0).
   * The product's own stock becomes the grid's total. Null stops keeping stock per variant.
   */
  variantStock: z
    .array(stockCell, { error: 'must be a list of {color, size, stock} cells' })
    .max(MAX_VARIANT_CELLS, `at most ${MAX_VARIANT_CELLS} cells`)
    .nullable(),
  /** Images per colour, in order (the first is the colour's main image); a colour left out shows `image`. */
  colorImages: z.record(
    z.string().trim().min(1, 'colour names must not be empty').max(50),
    z
      .array(imageUrl, { error: 'must be a list of image paths' })
      .max(MAX_IMAGES, `at most ${MAX_IMAGES} images`),
    { error: 'must map each colour to a list of image paths' },
  ),
  allowCustomerReviews: flag,
  published: flag,
  visibility: z.enum(visibilityValues, { error: `must be one of ${visibilityValues.join(', ')}` }),
});

type Fields = z.output<typeof productFields>;

function checkPrices(
  p: Partial<Pick<Fields, 'regularPrice' | 'salePrice' | 'stock' | 'variantStock'>>,
  ctx: z.core.$RefinementCtx,
) {
  if (p.variantStock && p.stock !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['stock'],
      message: 'is the total of the colour and size grid; leave it out when sending variantStock',
    });
  }
  const seen = new Set<string>();
  p.variantStock?.forEach((cell, i) => {
    const key = `${cell.color}\u0000${cell.size}`;
    if (seen.has(key))
      ctx.addIssue({ code: 'custom', path: ['variantStock', i], message: 'names a colour and size twice' });
    seen.add(key);
  });
  if (p.salePrice != null && p.regularPrice != null && p.salePrice > p.regularPrice) {
    ctx.addIssue({ code: 'custom', path: ['salePrice'], message: 'must not be more than the regular price' });
  }
}

/** A new product: name and category are required, everything else takes the store's defaults. */
export const productCreateSchema = productFields
  .partial()
  .extend({ name: productFields.shape.name, category: productFields.shape.category })
  .superRefine(checkPrices);

/** An edit: any subset of the fields. The server checks prices again against the stored product. */
export const productPatchSchema = productFields
  .partial()
  .superRefine(checkPrices)
  .refine((p) => Object.values(p).some((v) => v !== undefined), 'Nothing to change.');

export type ProductCreateInput = z.output<typeof productCreateSchema>;
export type ProductPatchInput = z.output<typeof productPatchSchema>;
/** What the form and API clients may send (strings allowed where the form has text inputs). */
export type ProductFormInput = z.input<typeof productFields>;

/** A URL slug from a product name: "Men's Linen Shirt (Navy)" → "mens-linen-shirt-navy". */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'product';
}
