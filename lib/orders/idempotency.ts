import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { db, type Tx } from '@/lib/db';
import { badRequest, conflict } from '@/lib/errors';
import { rupeesToPaise } from '@/lib/money';
import { idempotencyKeys, orders, type PaymentMethod } from '@/models';
import type { OrderLine } from './pricing';
import type { PlacedOrder } from './placed';
import type { PlaceOrderInput } from './schemas';

/** The value of an `Idempotency-Key` header, if one was sent (1 to 200 visible characters). */
export function readIdempotencyKey(header: string | null | undefined): string | undefined {
  const key = header?.trim();
  if (!key) return undefined;
  if (key.length > 200 || !/^[\x21-\x7e]+$/.test(key))
    throw badRequest('The Idempotency-Key header is not valid.');
  return key;
}

/** What a submit asks for, so a key reused for a different order is told apart from a resubmit. */
export function requestHash(method: PaymentMethod, input: PlaceOrderInput, lines: OrderLine[]): string {
  const canonical = JSON.stringify({
    method,
    address: input.address,
    amount: rupeesToPaise(input.amount),
    lines: lines.map((l) => [l.productId, l.size, l.color ?? '', l.quantity]).sort(),
    ...(input.couponCode ? { coupon: input.couponCode.toUpperCase() } : {}),
  });
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * Claims the Idempotency-Key inside the placing transaction. A concurrent submit with the same key waits on
 * the unique row until the first commits, then sees it. Returns the earlier order for a repeat, null to go on.
 */
export async function claimKey(
  tx: Tx,
  userId: string,
  key: string,
  hash: string,
): Promise<PlacedOrder | null> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return null;
  const prior = await findPrior(tx, userId, key, hash);
  if (!prior) throw conflict('This order is already being placed. Please wait a moment.');
  return prior;
}

/**
 * The order an Idempotency-Key already placed for this request, or null when the key is unused or its order is
 * still being written. A key used for a different request is a 409.
 */
export async function findPrior(
  q: Tx | typeof db,
  userId: string,
  key: string,
  hash: string,
): Promise<PlacedOrder | null> {
  const [prior] = await q
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!prior) return null;
  if (prior.requestHash !== hash) {
    throw conflict('This Idempotency-Key was already used for a different order.');
  }
  const [order] = prior.orderId ? await q.select().from(orders).where(eq(orders.id, prior.orderId)) : [];
  if (!order) return null;
  return {
    orderId: order.id,
    paymentMethod: order.paymentMethod,
    paymentState: order.paymentState,
    subtotalPaise: order.subtotalPaise,
    deliveryFeePaise: order.deliveryFeePaise,
    discountPaise: order.discountPaise,
    couponCode: order.couponCode,
    amountPaise: order.amountPaise,
    address: order.address,
    lines: [],
    holdExpiresAt: order.holdExpiresAt,
    replayed: true,
    savedResponse: (prior.response as Record<string, unknown> | null) ?? null,
  };
}

/** Ties the claimed key to the order just written, with the answer a resubmit gets (none yet for online ones). */
export async function recordKeyOrder(
  tx: Tx,
  userId: string,
  key: string,
  orderId: string,
  response: Record<string, unknown> | null,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ orderId, response })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** Stores the answer a repeated submit with the same Idempotency-Key gets back. */
export async function saveIdempotentResponse(
  userId: string,
  key: string,
  response: Record<string, unknown>,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ response })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** Forgets an Idempotency-Key whose order could not go ahead, so the shopper can simply submit again. */
export async function forgetIdempotencyKey(userId: string, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}
