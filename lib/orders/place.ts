import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { invalidateProducts } from '@/lib/page-cache';
import { db, type Tx } from '@/lib/db';
import { isId } from '@/lib/db/ids';
import { applyCoupon, redeemCoupon } from '@/lib/coupons';
import { assertCashOnDelivery } from '@/lib/delivery';
import { env } from '@/lib/env';
import { badRequest, conflict } from '@/lib/errors';
import { paiseToRupees, rupeesToPaise } from '@/lib/money';
import type { RateLimitRule } from '@/lib/rate-limit';
import { deliveryFeePaiseFor } from '@/lib/store-policy';
import {
  idempotencyKeys,
  orderItems,
  orderStatusHistory,
  orders,
  products,
  type OrderAddress,
  type PaymentMethod,
  type PaymentState,
} from '@/models';
import { clearOrderedCartLines, releaseExpiredHolds } from './lifecycle';
import { queueOrderEmail } from './emails';
import { resolveColor } from '@/lib/cart/merge';
import { MAX_LINE_QUANTITY } from '@/lib/cart/types';
import { takeVariantStock } from './variant-stock';
import { EMPTY_CART_MESSAGE, mergedQuantityMessage, type PlaceOrderInput } from './schemas';

export const PRICE_CHANGED_MESSAGE =
  'Prices have changed since you loaded your cart. Please review your cart and try again.';

/** Order placements per shopper: a few checkouts a minute is plenty for a person. */
const PLACE_LIMIT = { limit: 20, windowMs: 10 * 60 * 1000 };

export type PlacedLine = {
  productId: string;
  name: string;
  image: string | undefined;
  size: string;
  /** '' when the product has no colours. */
  color: string;
  quantity: number;
  unitPricePaise: number;
};

export type PlacedOrder = {
  orderId: string;
  paymentMethod: PaymentMethod;
  paymentState: PaymentState;
  subtotalPaise: number;
  deliveryFeePaise: number;
  /** The coupon's discount, already taken off amountPaise (0 without a coupon). */
  discountPaise: number;
  couponCode: string | null;
  amountPaise: number;
  address: OrderAddress;
  lines: PlacedLine[];
  holdExpiresAt: Date | null;
  /** True when this repeats an earlier submit with the same Idempotency-Key: nothing new was written. */
  replayed: boolean;
  /** The answer stored for the first submit (replays only). */
  savedResponse: Record<string, unknown> | null;
};

export type PlaceOrderOptions = {
  idempotencyKey?: string;
  /** The provider an online payment will go through, recorded on the order. */
  paymentProvider?: string;
  now?: Date;
};

type Line = { productId: string; size: string; color?: string; quantity: number; clientName?: string };

/**
 * Adds up repeated product and size lines, keeping the first-seen order, then applies the per-line cap
 * to the sums: 100 lines of 100 units of one product must not become one line of 10,000.
 */
function mergeLines(items: PlaceOrderInput['items']): Line[] {
  const merged = new Map<string, Line>();
  for (const item of items) {
    const key = `${item.productId}\u0000${item.size}\u0000${(item.color ?? '').toLowerCase()}`;
    const line = merged.get(key);
    if (line) line.quantity += item.quantity;
    else merged.set(key, { ...item });
  }
  for (const line of merged.values()) {
    if (line.quantity > MAX_LINE_QUANTITY) throw badRequest(mergedQuantityMessage(line.quantity));
  }
  return [...merged.values()];
}

function requestHash(method: PaymentMethod, input: PlaceOrderInput, lines: Line[]): string {
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
 * The placing limit a submit counts against (the order routes count it), or null for a resubmit of an
 * order its Idempotency-Key already placed: a client retrying after a lost answer gets that order back,
 * as it is not a new attempt, even once the shopper reached the limit.
 */
export async function placingLimit(
  userId: string,
  input: PlaceOrderInput & { paymentMethod: PaymentMethod },
  idempotencyKey: string | undefined,
): Promise<RateLimitRule | null> {
  if (idempotencyKey) {
    const hash = requestHash(input.paymentMethod, input, mergeLines(input.items));
    if (await findPrior(db, userId, idempotencyKey, hash)) return null;
  }
  return { key: `order:place:${userId}`, ...PLACE_LIMIT };
}

/**
 * Claims the Idempotency-Key inside the placing transaction. A concurrent submit with the same key waits on
 * the unique row until the first commits, then sees it. Returns the earlier order for a repeat, null to go on.
 */
async function claimKey(tx: Tx, userId: string, key: string, hash: string): Promise<PlacedOrder | null> {
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
async function findPrior(
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

/**
 * Places an order from the shopper's cart lines. Every price comes from the database; the client's
 * amount must match the total (409 with the new amount otherwise). In one transaction it locks the
 * products (by id, so concurrent orders never deadlock), checks and takes the stock, writes the order with
 * a snapshot of each item and its first status, and records the Idempotency-Key. Cash on delivery empties
 * the ordered lines from the cart at once; online payments keep them until the payment is confirmed and
 * hold the stock for PAYMENT_HOLD_MINUTES.
 */
export async function placeOrder(
  userId: string,
  input: PlaceOrderInput & { paymentMethod: PaymentMethod },
  options: PlaceOrderOptions = {},
): Promise<PlacedOrder> {
  const now = options.now ?? new Date();
  const lines = mergeLines(input.items);
  if (lines.length === 0) throw badRequest(EMPTY_CART_MESSAGE);
  const method = input.paymentMethod;
  const hash = requestHash(method, input, lines);
  // Opportunistic housekeeping instead of a timer: stock held by abandoned online payments goes back first.
  await releaseExpiredHolds(now);
  const online = method !== 'cod';

  let touched: { ids: string[]; soldOut: boolean } | undefined;
  const placed = await db.transaction(async (tx) => {
    if (options.idempotencyKey) {
      const prior = await claimKey(tx, userId, options.idempotencyKey, hash);
      if (prior) return prior;
    }

    const ids = [...new Set(lines.map((l) => l.productId).filter(isId))].sort();
    const rows =
      ids.length === 0
        ? []
        : await tx
            .select({
              id: products.id,
              name: products.name,
              images: products.images,
              category: products.category,
              sizes: products.sizes,
              colors: products.colors,
              regularPricePaise: products.regularPricePaise,
              salePricePaise: products.salePricePaise,
              pricePaise: products.pricePaise,
              stock: products.stock,
              available: products.available,
              published: products.published,
              hsnCode: products.hsnCode,
              gstRatePercent: products.gstRatePercent,
            })
            .from(products)
            .where(inArray(products.id, ids))
            .orderBy(products.id)
            .for('update');
    const byId = new Map(rows.map((r) => [r.id, r]));

    const units = new Map<string, number>();
    const priced = lines.map((line) => {
      const product = byId.get(line.productId);
      if (!product || !product.published) {
        const label = product?.name ?? line.clientName ?? 'A product in your cart';
        throw conflict(`${label} is no longer available. Please remove it from your cart.`, {
          productId: line.productId,
        });
      }
      if (product.pricePaise == null) {
        throw conflict(`${product.name} has no price yet and cannot be ordered.`, { productId: product.id });
      }
      if (!product.available) {
        throw conflict(`${product.name} is out of stock. Please remove it from your cart.`, {
          productId: product.id,
        });
      }
      const sizes = product.sizes.length > 0 ? product.sizes : ['default'];
      if (!sizes.includes(line.size)) {
        throw badRequest(
          product.sizes.length > 0
            ? `Please choose a size for ${product.name} (${product.sizes.join(', ')}).`
            : `${product.name} comes in one size only.`,
        );
      }
      const color = resolveColor(product, line.color);
      if (color === null) {
        throw badRequest(
          product.colors.length > 0
            ? `${product.name} does not come in ${line.color}. Please choose one of: ${product.colors.join(', ')}.`
            : `${product.name} comes in one colour only; leave the colour out.`,
        );
      }
      units.set(product.id, (units.get(product.id) ?? 0) + line.quantity);
      return { line, product, color, unitPricePaise: product.pricePaise };
    });

    for (const [productId, wanted] of units) {
      const product = byId.get(productId);
      if (product && product.stock !== null && product.stock < wanted) {
        throw conflict(
          `Only ${product.stock} of ${product.name} left in stock. Please reduce the quantity in your cart.`,
          { productId, available: product.stock },
        );
      }
    }

    const subtotalPaise = priced.reduce((sum, p) => sum + p.unitPricePaise * p.line.quantity, 0);
    // The same rule as the cart and checkout totals: free at or above the free-shipping threshold.
    const deliveryFeePaise = deliveryFeePaiseFor(subtotalPaise, rupeesToPaise(env.DELIVERY_FEE));
    // A coupon is checked and priced here, its row locked until commit, so its limits hold under concurrency.
    const coupon = input.couponCode
      ? await applyCoupon(
          tx,
          userId,
          input.couponCode,
          priced.map((p) => ({
            category: p.product.category,
            valuePaise: p.unitPricePaise * p.line.quantity,
          })),
          now,
        )
      : null;
    const discountPaise = coupon?.discountPaise ?? 0;
    const amountPaise = subtotalPaise - discountPaise + deliveryFeePaise;
    if (rupeesToPaise(input.amount) !== amountPaise) {
      throw conflict(PRICE_CHANGED_MESSAGE, { amount: paiseToRupees(amountPaise) });
    }
    // Checkout hides cash on delivery where it is not offered; this is the rule that holds without it.
    if (method === 'cod') assertCashOnDelivery(input.address.zipcode, amountPaise);

    for (const productId of [...units.keys()].sort()) {
      if (byId.get(productId)?.stock === null) continue;
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${units.get(productId) ?? 0}` })
        .where(eq(products.id, productId));
    }
    // After the products (locked above), so placing and releasing take the locks in the same order.
    await takeVariantStock(
      tx,
      priced.map(({ line, product, color }) => ({
        productId: product.id,
        name: product.name,
        color,
        size: line.size,
        quantity: line.quantity,
      })),
    );
    touched = {
      ids: [...units.keys()],
      soldOut: [...units].some(([id, wanted]) => {
        const stock = byId.get(id)?.stock;
        return stock != null && stock - wanted <= 0;
      }),
    };

    const holdExpiresAt = online ? new Date(now.getTime() + env.PAYMENT_HOLD_MINUTES * 60_000) : null;
    const paymentState: PaymentState = online ? 'pending' : 'cod';
    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        paymentMethod: method,
        paymentState,
        paymentProvider: online ? (options.paymentProvider ?? null) : null,
        subtotalPaise,
        deliveryFeePaise,
        discountPaise,
        couponCode: coupon?.coupon.code ?? null,
        amountPaise,
        address: input.address,
        holdExpiresAt,
        createdAt: now,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('order insert returned no row');

    await tx.insert(orderItems).values(
      priced.map(({ line, product, color, unitPricePaise }, index) => ({
        orderId: order.id,
        lineNo: index + 1,
        productId: product.id,
        name: product.name,
        images: product.images,
        category: product.category,
        regularPricePaise: product.regularPricePaise,
        salePricePaise: product.salePricePaise,
        unitPricePaise,
        discountPaise: coupon?.lineDiscounts[index] ?? 0,
        size: line.size,
        color,
        quantity: line.quantity,
        hsnCode: product.hsnCode,
        gstRatePercent: product.gstRatePercent,
      })),
    );
    if (coupon) await redeemCoupon(tx, coupon, { orderId: order.id, userId });
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: order.id, status: 'Order Placed', actorUserId: userId, createdAt: now });
    if (!online) {
      await clearOrderedCartLines(tx, userId, order.id);
      // Online orders are announced once the provider confirms the payment (markOrderPaid).
      await queueOrderEmail(tx, order.id, 'order_placed', now);
    }
    if (options.idempotencyKey) {
      await tx
        .update(idempotencyKeys)
        .set({ orderId: order.id, response: online ? null : { orderId: order.id } })
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, options.idempotencyKey)));
    }

    return {
      orderId: order.id,
      paymentMethod: method,
      paymentState,
      subtotalPaise,
      deliveryFeePaise,
      discountPaise,
      couponCode: coupon?.coupon.code ?? null,
      amountPaise,
      address: input.address,
      lines: priced.map(({ line, product, color, unitPricePaise }) => ({
        productId: product.id,
        name: product.name,
        image: product.images[0],
        size: line.size,
        color,
        quantity: line.quantity,
        unitPricePaise,
      })),
      holdExpiresAt,
      replayed: false,
      savedResponse: null,
    };
  });
  // Cached pages of sold products show their stock; listings change only when one sold out.
  const changed = touched as { ids: string[]; soldOut: boolean } | undefined;
  if (changed) invalidateProducts(changed.ids, { listings: changed.soldOut });
  return placed;
}
