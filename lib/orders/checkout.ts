import { lineTitle } from './line-options';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db';
import { isId } from '@/lib/db/ids';
import { AppError } from '@/lib/errors';
import {
  getPaymentProvider,
  isProviderName,
  providerNameForMethod,
  type OnlineMethod,
  type PaymentRequest,
  type PaymentStatus,
} from '@/lib/payments';
import { orders, type OrderRow, type PaymentState } from '@/models';
import { assertOwner, markOrderPaid, markPaymentFailed, PAYMENT_FAILED_NOTE } from './lifecycle';
import { forgetIdempotencyKey, saveIdempotentResponse } from './idempotency';
import { placeOrder, type PlacedOrder } from './place';
import type { PlaceOrderInput } from './schemas';

export type OnlineCheckout = { orderId: string; paymentUrl: string; amountPaise: number };

function paymentRequest(placed: PlacedOrder, method: OnlineMethod): PaymentRequest {
  const a = placed.address;
  return {
    orderId: placed.orderId,
    method,
    amountPaise: placed.amountPaise,
    deliveryFeePaise: placed.deliveryFeePaise,
    // With a coupon, the provider is shown one line at the discounted price so its total is the amount.
    lines:
      placed.discountPaise > 0
        ? [
            {
              name: `Your order (coupon ${placed.couponCode} applied)`,
              unitPricePaise: placed.amountPaise - placed.deliveryFeePaise,
              quantity: 1,
              image: placed.lines[0]?.image,
            },
          ]
        : placed.lines.map((l) => ({
            name: lineTitle(l),
            unitPricePaise: l.unitPricePaise,
            quantity: l.quantity,
            image: l.image,
          })),
    customer: { name: `${a.firstName} ${a.lastName}`.trim(), email: a.email, phone: a.phone },
    holdExpiresAt: placed.holdExpiresAt ?? new Date(Date.now() + 30 * 60_000),
  };
}

/** Places a cash-on-delivery order (the cart's ordered lines are emptied in the same transaction). */
export async function placeCodOrder(
  userId: string,
  input: PlaceOrderInput,
  options: { idempotencyKey?: string } = {},
): Promise<PlacedOrder> {
  return placeOrder(userId, { ...input, paymentMethod: 'cod' }, options);
}

/**
 * Places an order paid online (UPI or card): the stock is held, the provider starts a payment, and the
 * shopper gets the URL to pay at. The cart stays as it is until the provider confirms the payment.
 * If the provider cannot start the payment, the order is given up at once and its stock released.
 */
export async function placeOnlineOrder(
  userId: string,
  input: PlaceOrderInput,
  method: OnlineMethod,
  options: { idempotencyKey?: string } = {},
): Promise<OnlineCheckout> {
  const providerName = providerNameForMethod(method);
  const placed = await placeOrder(
    userId,
    { ...input, paymentMethod: method },
    { idempotencyKey: options.idempotencyKey, paymentProvider: providerName },
  );
  if (placed.replayed) {
    const url = placed.savedResponse?.paymentUrl;
    if (typeof url === 'string')
      return { orderId: placed.orderId, paymentUrl: url, amountPaise: placed.amountPaise };
    throw new AppError('conflict', 'This order is already being placed. Please wait a moment.');
  }
  const provider = getPaymentProvider(providerName);
  let started;
  try {
    started = await provider.createPayment(paymentRequest(placed, method));
  } catch (error) {
    console.error(`[orders] ${providerName} could not start a payment for order ${placed.orderId}:`, error);
    await db.transaction((tx) => markPaymentFailed(tx, placed.orderId, 'The payment could not be started'));
    if (options.idempotencyKey) await forgetIdempotencyKey(userId, options.idempotencyKey);
    throw new AppError(
      'unavailable',
      'We could not start the payment just now. Please try again, or choose cash on delivery.',
    );
  }
  await db.update(orders).set({ paymentRef: started.providerRef }).where(eq(orders.id, placed.orderId));
  if (options.idempotencyKey) {
    await saveIdempotentResponse(userId, options.idempotencyKey, {
      orderId: placed.orderId,
      paymentUrl: started.redirectUrl,
    });
  }
  return { orderId: placed.orderId, paymentUrl: started.redirectUrl, amountPaise: placed.amountPaise };
}

export type VerifyResult = {
  paid: boolean;
  paymentState: PaymentState;
  status: OrderRow['status'];
  message: string;
};

const messages = {
  paid: 'Payment received. Thank you for your order!',
  pending:
    'We have not received your payment yet. If money left your account, your order will update shortly.',
  failed: 'The payment did not go through. Your cart is just as you left it.',
  cod: 'This order is paid on delivery.',
} as const;

async function askProvider(order: OrderRow, browserSaysSuccess: boolean): Promise<PaymentStatus> {
  if (!order.paymentRef || !isProviderName(order.paymentProvider)) return 'failed';
  const provider = getPaymentProvider(order.paymentProvider);
  const ref = { orderId: order.id, providerRef: order.paymentRef, amountPaise: order.amountPaise };
  const status = await provider.verifyPayment(ref);
  // The shopper came back from the provider's cancel page: stop the payment for good, then believe
  // the provider's final word (it may have completed in the meantime).
  if (status === 'pending' && !browserSaysSuccess) return provider.cancelPayment(ref);
  return status;
}

/**
 * The payment return page's check: asks the order's provider (never the browser's `success`) and
 * records what it says. Paid empties the ordered lines from the cart; failed cancels the order and
 * puts its stock back; pending changes nothing.
 */
export async function verifyOrderPayment(
  userId: string,
  orderId: string,
  browserSaysSuccess: boolean,
): Promise<VerifyResult> {
  const [row] = isId(orderId) ? await db.select().from(orders).where(eq(orders.id, orderId)) : [];
  let order = assertOwner(row, userId);
  if (order.paymentState === 'pending') {
    const status = await askProvider(order, browserSaysSuccess);
    if (status !== 'pending') {
      await db.transaction((tx) =>
        status === 'paid'
          ? markOrderPaid(tx, order.id)
          : markPaymentFailed(tx, order.id, PAYMENT_FAILED_NOTE),
      );
      const [fresh] = await db.select().from(orders).where(eq(orders.id, order.id));
      if (fresh) order = fresh;
    }
  }
  const state = order.paymentState;
  const message =
    state === 'paid'
      ? messages.paid
      : state === 'cod'
        ? messages.cod
        : state === 'pending'
          ? messages.pending
          : messages.failed;
  return { paid: state === 'paid', paymentState: state, status: order.status, message };
}
