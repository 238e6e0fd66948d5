import { z } from 'zod';
import { MAX_LINE_QUANTITY } from './types';

const itemId = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(64, 'is not a valid product id');
const size = z.string({ error: 'is required' }).trim().min(1, 'is required').max(40, 'is not a valid size');

/** Optional: the original clients send none and get the product's first colour. */
const color = z.string({ error: 'must be text' }).trim().max(40, 'is not a valid colour').optional();

export const addToCartSchema = z.object({ itemId, size, color });

export const updateCartSchema = z.object({
  itemId,
  size,
  color,
  quantity: z
    .number({ error: `must be a whole number from 0 to ${MAX_LINE_QUANTITY}` })
    .int(`must be a whole number from 0 to ${MAX_LINE_QUANTITY}`)
    .min(0, `must be a whole number from 0 to ${MAX_LINE_QUANTITY}`)
    .max(MAX_LINE_QUANTITY, `must be a whole number from 0 to ${MAX_LINE_QUANTITY}`),
});

/** A visitor's local cart sent at sign-in; lines are checked one by one, so bad ones are skipped, not refused. */
export const mergeCartSchema = z.object({
  cartData: z.record(z.string(), z.unknown(), { error: 'must be an object of productId → size → quantity' }),
  /** The same cart as lines with colours (the store's own client); read instead of `cartData` when present. */
  cartLines: z
    .array(z.unknown(), { error: 'must be a list of {itemId, size, color, quantity}' })
    .max(500)
    .optional(),
});

/** An addition as addToCartSchema parsed it (the API wrapper parses; the domain does not again). */
export type AddToCartInput = z.output<typeof addToCartSchema>;
/** A quantity change as updateCartSchema parsed it. */
export type UpdateCartInput = z.output<typeof updateCartSchema>;
