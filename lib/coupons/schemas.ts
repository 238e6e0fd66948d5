import { z } from 'zod';

// Shared by the API routes and the back office's coupon form; no server imports.

const rupees = (label: string) =>
  z.coerce
    .number({ error: `${label} must be an amount in rupees.` })
    .finite({ error: `${label} must be an amount in rupees.` })
    .min(0, { error: `${label} cannot be negative.` })
    .max(10_000_000, { error: `${label} is too large.` });

const count = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a whole number.` })
    .int({ error: `${label} must be a whole number.` })
    .min(1, { error: `${label} must be at least 1.` })
    .max(1_000_000, { error: `${label} is too large.` });

const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable());

const date = z
  .string({ error: 'Dates must be given as YYYY-MM-DD or an ISO time.' })
  .trim()
  .refine((v) => !Number.isNaN(Date.parse(v)), { error: 'That is not a valid date.' })
  .transform((v) => new Date(v));

/** A coupon code as a shopper types it: letters and digits, trimmed and upper-cased. */
export const couponCodeSchema = z
  .string({ error: 'Enter a coupon code.' })
  .trim()
  .min(1, { error: 'Enter a coupon code.' })
  .max(40, { error: 'That coupon code is too long.' })
  .transform((v) => v.toUpperCase());

/** The back office's coupon: money in rupees (as the rest of the API), a percent as a whole number. */
export const couponInputSchema = z
  .object({
    code: z
      .string({ error: 'Give the coupon a code.' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{3,20}$/, { error: 'The code must be 3 to 20 letters or digits, e.g. FIRST10.' }),
    description: z.string().trim().max(200).optional().default(''),
    kind: z.enum(['percent', 'flat'], { error: 'Choose a percent or a flat discount.' }),
    value: z.coerce
      .number({ error: 'The discount must be a number.' })
      .finite({ error: 'The discount must be a number.' })
      .min(0.01, { error: 'The discount must be more than 0.' })
      .max(10_000_000, { error: 'The discount is too large.' }),
    minOrder: rupees('The minimum order').optional().default(0),
    maxDiscount: optional(rupees('The maximum discount')).optional().default(null),
    startsAt: optional(date).optional().default(null),
    endsAt: optional(date).optional().default(null),
    usageLimit: optional(count('The usage limit')).optional().default(null),
    perUserLimit: optional(count('The limit per shopper')).optional().default(null),
    firstOrderOnly: z.boolean().optional().default(false),
    categories: z.array(z.string().trim().min(1).max(80)).max(30).optional().default([]),
    active: z.boolean().optional().default(true),
    showOnProduct: z.boolean().optional().default(true),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'percent' && (!Number.isInteger(c.value) || c.value > 100)) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'A percent discount is a whole number from 1 to 100.',
      });
    }
    if (c.startsAt && c.endsAt && c.endsAt <= c.startsAt) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'The coupon must end after it starts.' });
    }
  });

export type CouponInput = z.output<typeof couponInputSchema>;

/** The cart's preview call: a code and the cart's lines as the original client sends them. */
export const couponPreviewSchema = z.object({
  code: couponCodeSchema,
  items: z
    .array(
      z.looseObject({
        _id: z.string().trim().max(100).optional(),
        productId: z.string().trim().max(100).optional(),
        size: z.string().trim().max(50).optional(),
        quantity: z.number().int().min(1).max(100),
      }),
      { error: 'items must be the cart lines.' },
    )
    .min(1, { error: 'Your cart is empty. Please add items to your cart!' })
    .max(100),
});
