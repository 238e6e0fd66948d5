import { AppError, notFound } from '@/lib/errors';
import type { OrderRow } from '@/models';

/** The order row of a shopper's own order: 404 for an unknown id, 403 for somebody else's. */
export function assertOwner(order: OrderRow | undefined, userId: string): OrderRow {
  if (!order) throw notFound('Order not found.');
  if (order.userId !== userId) throw new AppError('forbidden', 'This order belongs to another account.');
  return order;
}
