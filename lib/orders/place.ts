import { sizePricesPaiseOf } from '@/lib/catalog/size-variants';
import { colourPhotos } from '@/lib/catalog/colour-options';
import { invalidateProducts } from '@/lib/page-cache';
import { db, type Tx } from '@/lib/db';
import { env } from '@/lib/env';
import { badRequest } from '@/lib/errors';
import type { RateLimitRule } from '@/lib/rate-limit';
import { redeemCoupon } from '@/lib/coupons';
import { refuseBlockedAccount } from '@/lib/accounts';
import {
  orderItems,
  orderStatusHistory,
  orders,
  type OrderAddress,
  type PaymentMethod,
  type PaymentState,
} from '@/models';
import { clearOrderedCartLines } from './lifecycle';
import { queueOrderEmail } from './emails';
import { issueInvoice } from './issue-invoice';
import { gstRateFor } from './shared/gst-rates';
import { claimKey, findPrior, recordKeyOrder, requestHash } from './idempotency';
import { mergeLines, priceOrder, type OrderPricing } from './pricing';
import { reserveStock, type StockTaken } from './reserve';
import type { PlacedOrder } from './placed';
import { EMPTY_CART_MESSAGE, type PlaceOrderInput } from './schemas';

/** Order placements per shopper: a few checkouts a minute is plenty for a person. */
const PLACE_LIMIT = { limit: 20, windowMs: 10 * 60 * 1000 };

export type { PlacedLine, PlacedOrder } from './placed';

export type PlaceOrderOptions = {
  idempotencyKey?: string;
  /** The provider an online payment will go through, recorded on the order. */
  paymentProvider?: string;
  now?: Date;
};

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

type OrderToWrite = {
  userId: string;
  method: PaymentMethod;
  address: OrderAddress;
  pricing: OrderPricing;
  options: PlaceOrderOptions;
  now: Date;
};

/**
 * Writes the priced order in the placing transaction: the order with a snapshot of each item, the coupon's
 * use, its first status and the Idempotency-Key's order. Cash on delivery empties the ordered lines from the
 * cart and queues its e-mail at once; online orders hold the stock for PAYMENT_HOLD_MINUTES instead.
 */
async function writeOrder(tx: Tx, order: OrderToWrite): Promise<PlacedOrder> {
  const { userId, method, address, pricing, options, now } = order;
  const { coupon } = pricing;
  const online = method !== 'cod';
  const holdExpiresAt = online ? new Date(now.getTime() + env.PAYMENT_HOLD_MINUTES * 60_000) : null;
  const paymentState: PaymentState = online ? 'pending' : 'cod';
  const [row] = await tx
    .insert(orders)
    .values({
      userId,
      paymentMethod: method,
      paymentState,
      paymentProvider: online ? (options.paymentProvider ?? null) : null,
      subtotalPaise: pricing.subtotalPaise,
      deliveryFeePaise: pricing.deliveryFeePaise,
      discountPaise: pricing.discountPaise,
      couponCode: coupon?.coupon.code ?? null,
      amountPaise: pricing.amountPaise,
      address,
      holdExpiresAt,
      createdAt: now,
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('order insert returned no row');
  const orderId = row.id;

  await tx.insert(orderItems).values(
    pricing.lines.map(({ line, product, color, unitPricePaise }, index) => ({
      orderId,
      lineNo: index + 1,
      productId: product.id,
      name: product.name,
      // The chosen colour's photos, so the order, its e-mails and the back office show what was bought.
      images: colourPhotos(product.images, product.colorImages, color),
      category: product.category,
      // The size's own prices (a King bed's), as it was charged.
      ...sizePricesPaiseOf(product, line.size),
      unitPricePaise,
      discountPaise: coupon?.lineDiscounts[index] ?? 0,
      size: line.size,
      color,
      quantity: line.quantity,
      hsnCode: product.hsnCode,
      // The rate in force today; issueInvoice settles it on the invoice date (an online order's is later).
      gstRatePercent:
        gstRateFor({
          hsnCode: product.hsnCode,
          piecePricePaise: unitPricePaise - (coupon?.lineDiscounts[index] ?? 0) / line.quantity,
          on: now,
        }) ?? product.gstRatePercent,
    })),
  );
  if (coupon) await redeemCoupon(tx, coupon, { orderId, userId });
  await tx
    .insert(orderStatusHistory)
    .values({ orderId, status: 'Order Placed', actorUserId: userId, createdAt: now });
  if (!online) {
    await clearOrderedCartLines(tx, userId, orderId);
    // Cash on delivery is invoiced as it is placed; an online order once its payment is confirmed
    // (markOrderPaid), so an unpaid one never takes a number out of the series.
    await issueInvoice(tx, orderId, now);
    // Online orders are announced once the provider confirms the payment (markOrderPaid).
    await queueOrderEmail(tx, orderId, 'order_placed', now);
  }
  if (options.idempotencyKey) {
    await recordKeyOrder(tx, userId, options.idempotencyKey, orderId, online ? null : { orderId });
  }

  return {
    orderId,
    paymentMethod: method,
    paymentState,
    subtotalPaise: pricing.subtotalPaise,
    deliveryFeePaise: pricing.deliveryFeePaise,
    discountPaise: pricing.discountPaise,
    couponCode: coupon?.coupon.code ?? null,
    amountPaise: pricing.amountPaise,
    address,
    lines: pricing.lines.map(({ line, product, color, unitPricePaise }) => ({
      productId: product.id,
      name: product.name,
      image: colourPhotos(product.images, product.colorImages, color)[0],
      size: line.size,
      color,
      quantity: line.quantity,
      unitPricePaise,
    })),
    holdExpiresAt,
    replayed: false,
    savedResponse: null,
  };
}

/**
 * Places an order from the shopper's cart lines, in one transaction: refuses a blocked account, claims the Idempotency-Key (a
 * resubmit gets its order back), prices the order from the locked products (pricing.ts), takes the stock
 * (reserve.ts) and writes the order. Expired payment holds are released by their own job (hold-clock.ts).
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

  let taken: StockTaken | undefined;
  const placed = await db.transaction(async (tx) => {
    await refuseBlockedAccount(tx, userId);
    if (options.idempotencyKey) {
      const prior = await claimKey(tx, userId, options.idempotencyKey, hash);
      if (prior) return prior;
    }
    const pricing = await priceOrder(tx, userId, input, lines, method, now);
    taken = await reserveStock(tx, pricing);
    return writeOrder(tx, { userId, method, address: input.address, pricing, options, now });
  });
  // Cached pages of sold products show their stock; listings change only when one sold out.
  const changed = taken as StockTaken | undefined;
  if (changed) invalidateProducts(changed.ids, { listings: changed.soldOut });
  return placed;
}
