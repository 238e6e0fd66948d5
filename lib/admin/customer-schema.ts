import { z } from 'zod';
import { blankToUndefined, pageParams } from './pagination';

export const BLOCK_REASON_MIN = 3;
export const BLOCK_REASON_MAX = 200;

/** The back office's customer filter: every shopper, those who may shop, or those the store blocked. */
export const CUSTOMER_STATUSES = ['active', 'blocked'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

const reasonMessage = `Please give a reason of ${BLOCK_REASON_MIN} to ${BLOCK_REASON_MAX} characters.`;

/** `{ reason }`: why the store blocks or unblocks an account; kept in the audit log (the shopper never sees it). */
export const customerBlockSchema = z.object({
  reason: z
    .string({ error: reasonMessage })
    .trim()
    .min(BLOCK_REASON_MIN, { error: reasonMessage })
    .max(BLOCK_REASON_MAX, { error: reasonMessage }),
});

/**
 * `?q=&status=active|blocked&page=&limit=`: the back office's shoppers, newest account first. `q` is part
 * of a name or e-mail, or the digits of a phone number (profile, saved address or an order's address).
 */
export const adminCustomerQuerySchema = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(100, 'must be at most 100 characters').optional()),
  status: z.preprocess(
    blankToUndefined,
    z.enum(CUSTOMER_STATUSES, { error: 'must be active or blocked' }).optional(),
  ),
  ...pageParams,
});

export type CustomerBlockInput = z.infer<typeof customerBlockSchema>;
export type AdminCustomerQuery = z.output<typeof adminCustomerQuerySchema>;
