import { z } from 'zod';
import type { MenuItemType } from '@/models/content';
import { isSafeLink } from '@/lib/links/same-origin';
import { imageUrl } from './product-schema';

// Shared by `/api/admin/menu`, `/api/admin/footer` and the /admin/navigation editor; no server imports.

/** Menu item types; mirrors `menuItemTypes` in models without importing server code into the browser. */
export const menuItemTypes = ['logo', 'theme', 'icon', 'link'] as const satisfies readonly MenuItemType[];

/**
 * Where a menu or footer link may point: a same-site path, an http(s) address, mailto: or tel:, judged
 * as the browser resolves it (never javascript:, '//host' or '/\\host').
 */
const link = z
  .string({ error: 'must be text' })
  .trim()
  .max(500, 'must be at most 500 characters')
  .refine((v) => v === '' || isSafeLink(v), 'must be a path starting with / or an http(s) address');

/** '' (none) or a CSS hex colour such as #fff or #1f2937. */
const colour = z
  .string({ error: 'must be text' })
  .trim()
  .regex(/^(|#[0-9a-f]{3}|#[0-9a-f]{6})$/i, 'must be a hex colour like #1f2937, or empty');

const position = z.preprocess(
  (v) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v),
  z
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be from 0 to 1000')
    .max(1000, 'must be from 0 to 1000'),
);

const title = z.string({ error: 'is required' }).trim().max(80, 'must be at most 80 characters');

/** The title in Hindi, optional: blank or null stores null and the shop shows `title`. */
const titleHi = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.string({ error: 'must be text' }).trim().max(80, 'must be at most 80 characters').nullable(),
);

export const menuItemFields = z.object({
  type: z.enum(menuItemTypes, { error: `must be one of ${menuItemTypes.join(', ')}` }),
  title,
  titleHi,
  link,
  image: z.union([z.literal(''), imageUrl]),
  position,
  bgColor: colour,
  textColor: colour,
});

/** Links and icons need a title (it is what the shopper sees, or names the icon). */
function titleNeeded(item: { type?: string; title?: string }, ctx: z.core.$RefinementCtx) {
  if ((item.type === 'link' || item.type === 'icon') && item.title !== undefined && item.title === '') {
    ctx.addIssue({ code: 'custom', path: ['title'], message: 'is required' });
  }
}

export const menuItemCreateSchema = menuItemFields
  .partial()
  .extend({ type: menuItemFields.shape.type, title: menuItemFields.shape.title })
  .superRefine(titleNeeded);
export const menuItemPatchSchema = menuItemFields
  .partial()
  .superRefine(titleNeeded)
  .refine((p) => Object.values(p).some((v) => v !== undefined), 'Nothing to change.');

export const footerLinkFields = z.object({
  title: title.min(1, 'is required'),
  titleHi,
  link: link.min(1, 'is required'),
  position,
});
export const footerLinkCreateSchema = footerLinkFields.partial({ position: true, titleHi: true });
export const footerLinkPatchSchema = footerLinkFields
  .partial()
  .refine((p) => Object.values(p).some((v) => v !== undefined), 'Nothing to change.');

export type MenuItemCreateInput = z.output<typeof menuItemCreateSchema>;
export type MenuItemPatchInput = z.output<typeof menuItemPatchSchema>;
export type FooterLinkCreateInput = z.output<typeof footerLinkCreateSchema>;
export type FooterLinkPatchInput = z.output<typeof footerLinkPatchSchema>;
