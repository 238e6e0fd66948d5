import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { enqueueEmail, orderEmail, type OrderMailKind } from '@/lib/mail';
import { orderItems, orders, users, type OrderStatus } from '@/models';
import { invoiceNumber } from './invoice';
import { toShipment } from './couriers';

/** The e-mail an order status change sends, if any. */
export const statusMailKind: Partial<Record<OrderStatus, OrderMailKind>> = {
  Shipped: 'order_shipped',
  'Out for delivery': 'order_out_for_delivery',
  Delivered: 'order_delivered',
};

/**
 * Queues the shopper's e-mail about an order in the transaction that changed it: nothing is sent for a
 * change that rolls back, and nothing is lost when the mail server is down (the worker retries).
 */
export async function queueOrderEmail(
  tx: Tx | Db,
  orderId: string,
  kind: OrderMailKind,
  now = new Date(),
  extra: { refundPaise?: number } = {},
) {
  const [row] = await tx
    .select({ order: orders, accountName: users.name, accountEmail: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) return;
  const { order } = row;
  const lines = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.lineNo));
  const address = order.address;
  await enqueueEmail(
    tx,
    orderEmail(
      kind,
      {
        orderId: order.id,
        invoiceNumber: invoiceNumber(order),
        // The account's own e-mail, never the checkout address's: that one is a delivery contact anybody
        // can type (a stranger's address would get store-branded mail with the typist's text in it).
        // The account's is the one its owner signs in with and receives password resets at (README).
        to: row.accountEmail,
        customerName: [address.firstName, address.lastName].filter(Boolean).join(' ') || row.accountName,
        placedAt: order.createdAt,
        amountPaise: order.amountPaise,
        refundPaise: extra.refundPaise,
        paymentMethod: order.paymentMethod,
        subtotalPaise: order.subtotalPaise,
        deliveryFeePaise: order.deliveryFeePaise,
        coupon: order.couponCode ? { code: order.couponCode, discountPaise: order.discountPaise } : null,
        lines: lines.map((l) => ({
          name: l.name,
          size: l.size,
          color: l.color,
          quantity: l.quantity,
          unitPricePaise: l.unitPricePaise,
          photo: l.images[0],
        })),
        address,
        shipment: toShipment(order),
      },
      now,
    ),
  );
}
