import { z } from 'zod';
import { orderStatuses, paymentMethods } from '@/models/orders';
import { blankToUndefined, pageParams } from './pagination';
import { isCalendarDate } from './time';

const date = z.preprocess(
  blankToUndefined,
  z.string().refine(isCalendarDate, 'must be a date written YYYY-MM-DD').optional(),
);

/**
 * The back office's order filters (query parameters of `GET /api/admin/orders` and of /admin/orders).
 * Dates are calendar days in India; `to` includes its whole day. `q` is an order id, or part of the
 * shopper's e-mail or phone number.
 */
export const adminOrderQuerySchema = z
  .object({
    status: z.preprocess(
      blankToUndefined,
      z.enum(orderStatuses, { error: `must be one of ${orderStatuses.join(', ')}` }).optional(),
    ),
    paymentMethod: z.preprocess(
      blankToUndefined,
      z.enum(paymentMethods, { error: `must be one of ${paymentMethods.join(', ')}` }).optional(),
    ),
    from: date,
    to: date,
    q: z.preprocess(
      blankToUndefined,
      z.string().trim().max(100, 'must be at most 100 characters').optional(),
    ),
    ...pageParams,
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { path: ['to'], message: 'must not be before from' });

export type AdminOrderQuery = z.output<typeof adminOrderQuerySchema>;

/**
 * How a search text may match an order: the id it could be, an e-mail fragment, and the digits of a
 * phone number (+91, spaces and dashes dropped; orders store the 10-digit number).
 */
export function orderSearchTerms(q: string): { id: string | null; text: string; phoneDigits: string | null } {
  const text = q.trim().toLowerCase();
  const id = /^[0-9a-f]{24}$/.test(text) ? text : null;
  const compact = text.replace(/[\s\-().]/g, '');
  const phoneDigits = /^\+?\d{4,}$/.test(compact)
    ? compact.replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '')
    : null;
  return { id, text, phoneDigits: phoneDigits?.replace(/^\+/, '') ?? null };
}
