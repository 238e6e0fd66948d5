import { refundOnCancel, sendCancelRefund } from '@/lib/orders/refunds';
import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { db } from '@/lib/db';
import { isId } from '@/lib/db/ids';
import { notFound } from '@/lib/errors';
import { paiseToRupees } from '@/lib/money';
import {
  invoiceNumber,
  nextStatuses,
  orderStatuses,
  toApiOrder,
  updateOrderStatus,
  type ApiOrder,
  type OrderStatus,
} from '@/lib/orders';
import { orderItems, orderStatusHistory, orders, paymentEvents, users } from '@/models';
import type { ShipmentInput } from '@/lib/orders/couriers';
import { writeAudit } from './audit';
import { orderSearchTerms, type AdminOrderQuery } from './order-filters';
import { escapeLike, totalPagesFor } from './pagination';
import { istDateEnd, istDateStart } from './time';

export type AdminOrderSummary = {
  _id: string;
  invoiceNumber: string;
  date: number;
  status: OrderStatus;
  paymentMethod: ApiOrder['paymentMethod'];
  paymentState: ApiOrder['paymentState'];
  amount: number;
  items: number;
  customer: { name: string; email: string; phone: string; accountEmail: string };
};

function orderConditions(f: AdminOrderQuery): SQL[] {
  const c: SQL[] = [];
  if (f.status) c.push(eq(orders.status, f.status));
  if (f.paymentMethod) c.push(eq(orders.paymentMethod, f.paymentMethod));
  if (f.from) c.push(gte(orders.createdAt, istDateStart(f.from)));
  if (f.to) c.push(lt(orders.createdAt, istDateEnd(f.to)));
  if (f.q) {
    const { id, text, phoneDigits } = orderSearchTerms(f.q);
    const pattern = `%${escapeLike(text)}%`;
    const matches: SQL[] = [
      ilike(users.email, pattern),
      ilike(sql`${orders.address}->>'email'`, pattern),
      ilike(orders.id, `${escapeLike(text)}%`),
    ];
    if (id) matches.push(eq(orders.id, id));
    if (phoneDigits) matches.push(sql`${orders.address}->>'phone' like ${`%${escapeLike(phoneDigits)}%`}`);
    c.push(or(...matches) as SQL);
  }
  return c;
}

/** One page of orders for the back office, filtered, counted and paginated in the database, newest first. */
export async function listAdminOrders(f: AdminOrderQuery) {
  const where = and(...orderConditions(f));
  const itemCount = db
    .select({ orderId: orderItems.orderId, n: sql<number>`sum(${orderItems.quantity})::int`.as('n') })
    .from(orderItems)
    .groupBy(orderItems.orderId)
    .as('item_count');
  const [rows, [counted]] = await Promise.all([
    db
      .select({ order: orders, accountEmail: users.email, items: itemCount.n })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(itemCount, eq(itemCount.orderId, orders.id))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  const total = counted?.n ?? 0;
  const list: AdminOrderSummary[] = rows.map(({ order, accountEmail, items }) => ({
    _id: order.id,
    invoiceNumber: invoiceNumber(order),
    date: order.createdAt.getTime(),
    status: order.status,
    paymentMethod: order.paymentMethod,
    paymentState: order.paymentState,
    amount: paiseToRupees(order.amountPaise),
    items: items ?? 0,
    customer: {
      name: `${order.address.firstName} ${order.address.lastName}`.trim(),
      email: order.address.email,
      phone: order.address.phone,
      accountEmail,
    },
  }));
  return { orders: list, total, page: f.page, totalPages: totalPagesFor(total, f.limit) };
}

export type AdminOrderDetail = {
  order: ApiOrder & {
    invoiceNumber: string;
    paymentProvider: string | null;
    paymentRef: string | null;
    /** The coupon taken off the subtotal (rupees) and its code; 0 and null without one. */
    discount: number;
    couponCode: string | null;
  };
  customer: { id: string; name: string; email: string };
  statusHistory: {
    status: OrderStatus;
    note: string | null;
    date: number;
    actor: { id: string; name: string; email: string; role: 'customer' | 'admin' } | null;
  }[];
  paymentEvents: { provider: string; eventId: string; type: string; date: number; payload: unknown }[];
  /** Statuses an administrator may move the order to now. */
  nextStatuses: OrderStatus[];
};

/** Everything the back office shows about one order; 404 for an unknown id. */
export async function getAdminOrder(orderId: string): Promise<AdminOrderDetail> {
  const [row] = isId(orderId)
    ? await db
        .select({ order: orders, user: { id: users.id, name: users.name, email: users.email } })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, orderId))
    : [];
  if (!row) throw notFound('Order not found.');
  const { order, user } = row;
  const [items, history, events] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)),
    db
      .select({
        h: orderStatusHistory,
        actor: { id: users.id, name: users.name, email: users.email, role: users.role },
      })
      .from(orderStatusHistory)
      .leftJoin(users, eq(users.id, orderStatusHistory.actorUserId))
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, orderId))
      .orderBy(asc(paymentEvents.createdAt), asc(paymentEvents.id)),
  ]);
  return {
    order: {
      ...toApiOrder(
        order,
        items,
        history.map((r) => r.h),
      ),
      invoiceNumber: invoiceNumber(order),
      paymentProvider: order.paymentProvider,
      paymentRef: order.paymentRef,
      discount: paiseToRupees(order.discountPaise),
      couponCode: order.couponCode,
    },
    customer: user,
    statusHistory: history.map(({ h, actor }) => ({
      status: h.status,
      note: h.note,
      date: h.createdAt.getTime(),
      actor: actor?.id ? actor : null,
    })),
    paymentEvents: events.map((e) => ({
      provider: e.provider,
      eventId: e.eventId,
      type: e.type,
      date: e.createdAt.getTime(),
      payload: e.payload,
    })),
    nextStatuses: nextStatuses(order.status),
  };
}

/**
 * An administrator moves an order through the state machine (409 with the reason when the move is not
 * allowed); the history row carries the admin as actor, and the audit row, with the courier, AWB and time
 * of a shipment, commits with the change.
 */
export async function changeOrderStatus(
  orderId: string,
  to: OrderStatus,
  actorUserId: string,
  details: { note?: string; shipment?: ShipmentInput } = {},
): Promise<AdminOrderDetail> {
  const { note, shipment } = details;
  await updateOrderStatus(orderId, to, actorUserId, details, async (tx, before, shippedAt) => {
    await writeAudit(tx, {
      actorUserId,
      action: 'order.status',
      entity: 'order',
      entityId: orderId,
      before: { status: before.status },
      after: {
        status: to,
        ...(note?.trim() ? { note: note.trim() } : {}),
        ...(shipment && shippedAt ? { ...shipment, shippedAt: shippedAt.toISOString() } : {}),
      },
    });
    if (to === 'Cancelled') await refundOnCancel(tx, before, actorUserId);
  });
  if (to === 'Cancelled') await sendCancelRefund(orderId);
  return getAdminOrder(orderId);
}

/** Counts of orders per status (every status listed, zero when none). */
export async function countOrdersByStatus(): Promise<Record<OrderStatus, number>> {
  const rows = await db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status);
  const out = Object.fromEntries(orderStatuses.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const r of rows) out[r.status] = r.n;
  return out;
}
