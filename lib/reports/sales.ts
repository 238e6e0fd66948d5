import { and, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { db } from '@/lib/db';
import { revenueCondition } from '@/lib/admin';
import { paiseToRupees } from '@/lib/money';
import {
  orderItems,
  orders,
  orderStatuses,
  paymentMethods,
  returnRequests,
  type OrderStatus,
  type PaymentMethod,
} from '@/models';
import { periodBounds, periodDays, type ReportPeriod } from './period';

export type DaySales = { date: string; orders: number; sales: number };
export type PaymentShare = { method: PaymentMethod; orders: number; sales: number };
export type ProductFigures = { productId: string | null; name: string; units: number; revenue: number };
export type ProductReturns = {
  productId: string | null;
  name: string;
  unitsSold: number;
  unitsReturned: number;
  /** Units returned per unit sold, 0..1. */
  rate: number;
};

/** The India calendar day of an order, as text: the same in any session time zone (IST has no DST). */
const istDay = sql<string>`to_char((${orders.createdAt} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;
const asNumber = (value: string | number | null | undefined) => Number(value ?? 0);

function placedIn(period: ReportPeriod) {
  const { start, end } = periodBounds(period);
  return and(gte(orders.createdAt, start), lt(orders.createdAt, end));
}

/** Sales (amounts charged) and orders per India day, every day of the period listed (0 on a quiet one). */
export async function listSalesByDay(period: ReportPeriod): Promise<DaySales[]> {
  const rows = await db
    .select({
      day: istDay,
      orders: sql<number>`count(*)::int`,
      salesPaise: sql<string>`coalesce(sum(${orders.amountPaise}), 0)`,
    })
    .from(orders)
    .where(and(placedIn(period), revenueCondition()))
    .groupBy(istDay);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return periodDays(period).map((date) => {
    const row = byDay.get(date);
    return { date, orders: row?.orders ?? 0, sales: paiseToRupees(asNumber(row?.salesPaise)) };
  });
}

/** Orders placed in the period by their status now, every status listed. */
export async function countOrdersByStatusIn(period: ReportPeriod): Promise<Record<OrderStatus, number>> {
  const rows = await db
    .select({ status: orders.status, orders: sql<number>`count(*)::int` })
    .from(orders)
    .where(placedIn(period))
    .groupBy(orders.status);
  const counts = Object.fromEntries(orderStatuses.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const row of rows) counts[row.status] = row.orders;
  return counts;
}

/** Orders and sales by payment method (cash on delivery, UPI, card), revenue orders only. */
export async function listPaymentSplit(period: ReportPeriod): Promise<PaymentShare[]> {
  const rows = await db
    .select({
      method: orders.paymentMethod,
      orders: sql<number>`count(*)::int`,
      salesPaise: sql<string>`coalesce(sum(${orders.amountPaise}), 0)`,
    })
    .from(orders)
    .where(and(placedIn(period), revenueCondition()))
    .groupBy(orders.paymentMethod);
  return paymentMethods.map((method) => {
    const row = rows.find((r) => r.method === method);
    return { method, orders: row?.orders ?? 0, sales: paiseToRupees(asNumber(row?.salesPaise)) };
  });
}

// A line sold: its product (or, for a product since deleted, its name), units and what was paid for it.
const productKey = sql<string>`coalesce(${orderItems.productId}, 'name:' || ${orderItems.name})`;
const linePaid = sql`${orderItems.unitPricePaise} * ${orderItems.quantity} - ${orderItems.discountPaise}`;

/** The ten best sellers of the period by revenue (what was paid, after coupons) and by units. */
export async function listTopProducts(
  period: ReportPeriod,
  limit = 10,
): Promise<{ byRevenue: ProductFigures[]; byUnits: ProductFigures[] }> {
  const top = (order: 'revenue' | 'units') =>
    db
      .select({
        productId: sql<string | null>`max(${orderItems.productId})`,
        name: sql<string>`max(${orderItems.name})`,
        units: sql<string>`sum(${orderItems.quantity})`,
        revenuePaise: sql<string>`sum(${linePaid})`,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(placedIn(period), revenueCondition()))
      .groupBy(productKey)
      .orderBy(
        order === 'revenue' ? desc(sql`sum(${linePaid})`) : desc(sql`sum(${orderItems.quantity})`),
        sql`max(${orderItems.name})`,
      )
      .limit(limit);
  const shape = (r: { productId: string | null; name: string; units: string; revenuePaise: string }) => ({
    productId: r.productId,
    name: r.name,
    units: asNumber(r.units),
    revenue: paiseToRupees(asNumber(r.revenuePaise)),
  });
  const [byRevenue, byUnits] = await Promise.all([top('revenue'), top('units')]);
  return { byRevenue: byRevenue.map(shape), byUnits: byUnits.map(shape) };
}

/**
 * Returns rate by product for the orders placed in the period: units asked back in a return (not an
 * exchange, and not rejected) per unit sold. Only products with a return are listed, highest rate first.
 */
export async function listReturnRates(period: ReportPeriod, limit = 20): Promise<ProductReturns[]> {
  const returned = db
    .select({
      orderId: returnRequests.orderId,
      lineNo: sql<number>`(line->>'lineNo')::int`.as('returned_line_no'),
      units: sql<number>`sum((line->>'quantity')::int)`.as('returned_units'),
    })
    .from(returnRequests)
    .innerJoin(sql`lateral jsonb_array_elements(${returnRequests.lines}) as line`, sql`true`)
    .where(and(eq(returnRequests.kind, 'return'), ne(returnRequests.status, 'Rejected')))
    .groupBy(returnRequests.orderId, sql`(line->>'lineNo')::int`)
    .as('returned');
  const rows = await db
    .select({
      productId: sql<string | null>`max(${orderItems.productId})`,
      name: sql<string>`max(${orderItems.name})`,
      sold: sql<string>`sum(${orderItems.quantity})`,
      returned: sql<string>`coalesce(sum(${returned.units}), 0)`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(returned, and(eq(returned.orderId, orderItems.orderId), eq(returned.lineNo, orderItems.lineNo)))
    // Sold: every order that went out, a since refunded one too (revenue leaves those out).
    .where(and(placedIn(period), ne(orders.status, 'Cancelled'), ne(orders.paymentState, 'failed')))
    .groupBy(productKey)
    .having(sql`coalesce(sum(${returned.units}), 0) > 0`);
  return rows
    .map((r) => {
      const unitsSold = asNumber(r.sold);
      const unitsReturned = asNumber(r.returned);
      return {
        productId: r.productId,
        name: r.name,
        unitsSold,
        unitsReturned,
        rate: unitsReturned / unitsSold,
      };
    })
    .sort((a, b) => b.rate - a.rate || b.unitsReturned - a.unitsReturned || a.name.localeCompare(b.name))
    .slice(0, limit);
}
