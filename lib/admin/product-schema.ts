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

export const productFields = z.object({
  name: requiredText(200),
  shortDescription: optionalText(500),
  description: optionalText(20_000),
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
  allowCustomerReviews: flag,
  published: flag,
  visibility: z.enum(visibilityValues, { error: `must be one of ${visibilityValues.join(', ')}` }),
});

type Fields = z.output<typeof productFields>;

function checkPrices(p: Partial<Pick<Fields, 'regularPrice' | 'salePrice'>>, ctx: z.core.$RefinementCtx) {
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
