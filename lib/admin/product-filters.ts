import { z } from 'zod';
import { visibilityValues } from '@/lib/catalog/shared/types';
import { blankToUndefined, pageParams } from './pagination';

/** Tracked stock at or below this many units counts as low. */
export const LOW_STOCK_THRESHOLD = 5;

export const stockFilters = ['in', 'out', 'low', 'untracked'] as const;
export type StockFilter = (typeof stockFilters)[number];

const yesNo = z.preprocess(
  blankToUndefined,
  z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
);

/**
 * The back office's product filters (`GET /api/admin/products` and /admin/products): unpublished and
 * hidden products are included unless a filter says otherwise.
 */
export const adminProductQuerySchema = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(200, 'must be at most 200 characters').optional()),
  published: yesNo,
  featured: yesNo,
  category: z.preprocess(
    blankToUndefined,
    z.string().trim().max(100, 'must be at most 100 characters').optional(),
  ),
  stock: z.preprocess(
    blankToUndefined,
    z.enum(stockFilters, { error: `must be one of ${stockFilters.join(', ')}` }).optional(),
  ),
  visibility: z.preprocess(
    blankToUndefined,
    z.enum(visibilityValues, { error: `must be one of ${visibilityValues.join(', ')}` }).optional(),
  ),
  ...pageParams,
});

export type AdminProductQuery = z.output<typeof adminProductQuerySchema>;
