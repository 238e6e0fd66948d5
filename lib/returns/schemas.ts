import { z } from 'zod';
import { returnKinds, returnReasons, returnStatuses } from '@/models/returns';

const upiId = z
  .string()
  .trim()
  .regex(/^[\w.-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/, 'must be a UPI id like name@bank');

/** Where a cash-on-delivery refund goes: a UPI id, or a bank account with its IFSC. */
export const refundAccountSchema = z.union([
  z.object({ upiId }).strict(),
  z
    .object({
      accountName: z.string().trim().min(2, 'must be the account holder’s name').max(100),
      accountNumber: z
        .string()
        .trim()
        .regex(/^\d{9,18}$/, 'must be 9 to 18 digits'),
      ifsc: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'must be an IFSC like HDFC0001234'),
    })
    .strict(),
]);

/** POST /api/order/return: which lines, how many, why, and for an exchange the size wanted. */
export const returnRequestSchema = z.object({
  orderId: z.string().regex(/^[0-9a-f]{24}$/, 'must be an order id'),
  kind: z.enum(returnKinds, { error: `must be one of ${returnKinds.join(', ')}` }),
  reason: z.enum(returnReasons, { error: `must be one of: ${returnReasons.join('; ')}` }),
  comment: z.string().trim().max(1000, 'must be at most 1000 characters').optional(),
  lines: z
    .array(
      z.object({
        lineNo: z.number().int().min(0),
        quantity: z.number().int().min(1, 'must be at least 1').max(100),
        exchangeSize: z.string().trim().min(1).max(20).optional(),
      }),
    )
    .min(1, 'choose at least one item')
    .max(100),
  refundAccount: refundAccountSchema.optional(),
  photos: z.array(z.string().max(200)).max(3, 'at most 3 photos').optional(),
});
export type ReturnRequestInput = z.infer<typeof returnRequestSchema>;

/** POST /api/admin/returns/[id]/status */
export const returnMoveSchema = z.object({
  status: z.enum(returnStatuses, { error: `must be one of ${returnStatuses.join(', ')}` }),
  note: z.string().trim().max(500, 'must be at most 500 characters').optional(),
});

/** GET /api/admin/returns */
export const adminReturnQuerySchema = z.object({
  status: z.enum(returnStatuses).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
