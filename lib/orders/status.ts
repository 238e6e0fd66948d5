import { cancelWindowText, STORE_POLICY } from '@/lib/store-policy';
import { orderStatuses, type OrderStatus } from '@/models/orders';

export { orderStatuses, type OrderStatus };

/** Who asks for a status change: the shopper, a store administrator, or the system (payments, timeouts). */
export type StatusActor = 'shopper' | 'admin' | 'system';

/** A shopper may cancel within this long after placing the order (the cancellation policy). */
export const SHOPPER_CANCEL_WINDOW_MS = STORE_POLICY.cancelWindowHours * 60 * 60 * 1000;

const cancelWindowMessage = `Orders can be cancelled only within ${cancelWindowText()} of placing them.`;

/** The fulfilment path, in order; Cancelled is off the path. */
const path: readonly OrderStatus[] = [
  'Order Placed',
  'Processing',
  'Packing',
  'Shipped',
  'Out for delivery',
  'Delivered',
];

/** Forward moves an administrator may make: one step, or Processing → Shipped for orders packed with processing. */
const forward: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  'Order Placed': ['Processing'],
  Processing: ['Packing', 'Shipped'],
  Packing: ['Shipped'],
  Shipped: ['Out for delivery'],
  'Out for delivery': ['Delivered'],
  Delivered: [],
  Cancelled: [],
};

/** Statuses an administrator may still cancel from: nothing has left the warehouse. */
const adminCancellable: readonly OrderStatus[] = ['Order Placed', 'Processing'];

export type TransitionContext = { placedAt: Date; now: Date };

/**
 * Why a status change is not allowed, in words a shopper or store owner can read; null when it is allowed.
 * The shopper's rule needs the order's placing time: cancel only within the policy's window and before processing.
 */
export function transitionError(
  from: OrderStatus,
  to: OrderStatus,
  actor: StatusActor,
  context?: TransitionContext,
): string | null {
  if (from === to) return `The order is already ${from === 'Cancelled' ? 'cancelled' : `at '${from}'`}.`;
  if (from === 'Cancelled') return 'This order has been cancelled.';
  if (from === 'Delivered') return 'This order has already been delivered.';
  if (to === 'Cancelled') {
    if (actor === 'shopper') {
      if (from !== 'Order Placed')
        return 'This order is already being processed and can no longer be cancelled.';
      if (!context) return cancelWindowMessage;
      const age = context.now.getTime() - context.placedAt.getTime();
      if (age >= SHOPPER_CANCEL_WINDOW_MS) return cancelWindowMessage;
      return null;
    }
    if (actor === 'system')
      return from === 'Order Placed' ? null : 'Only a new order can be cancelled automatically.';
    return adminCancellable.includes(from)
      ? null
      : 'This order has already shipped and can no longer be cancelled.';
  }
  if (actor !== 'admin') return 'Only the store can change the status of an order.';
  if (forward[from].includes(to)) return null;
  return `An order at '${from}' cannot move to '${to}'.`;
}

/** True when `actor` may move an order from `from` to `to` (see transitionError for the reason when not). */
export function canTransition(
  from: OrderStatus,
  to: OrderStatus,
  actor: StatusActor,
  context?: TransitionContext,
): boolean {
  return transitionError(from, to, actor, context) === null;
}

/** The statuses an administrator can move an order to next (for the back office's status picker). */
export function nextStatuses(from: OrderStatus, actor: StatusActor = 'admin'): OrderStatus[] {
  return orderStatuses.filter((to) =>
    canTransition(from, to, actor, { placedAt: new Date(), now: new Date() }),
  );
}

/** Position on the fulfilment path (0 = Order Placed … 5 = Delivered), -1 for Cancelled: for progress bars. */
export function statusStep(status: OrderStatus): number {
  return path.indexOf(status);
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (orderStatuses as readonly string[]).includes(value);
}
