import { and, count, gte, notInArray, sql, type SQL } from 'drizzle-orm';
import { db } from '@/lib/db';
import { paiseToRupees } from '@/lib/money';
import type { ApiProduct } from '@/lib/catalog';
import type { OrderStatus } from '@/lib/orders';
import { orders } from '@/models';
import { listAdminOrders, countOrdersByStatus, type AdminOrderSummary } from './orders';
import { listLowStockProducts } from './products';
import { ADMIN_DEFAULT_LIMIT } from './pagination';
import { istDayStart, istMonthStart } from './time';

export type PeriodFigures = { orders: number; revenue: number; since: number };

export type Dashboard = {
  today: PeriodFigures;
  month: PeriodFigures;
  ordersByStatus: Record<OrderStatus, number>;
  lowStock: ApiProduct[];
  recentOrders: AdminOrderSummary[];
};

/** Revenue counts money that is coming in: not cancelled orders, not failed or refunded payments. */
export function revenueCondition(): SQL {
  return and(
    sql`${orders.status} <> 'Cancelled'`,
    notInArray(orders.paymentState, ['failed', 'refunded']),
  ) as SQL;
}

async function figuresSince(since: Date): Promise<PeriodFigures> {
  const [row] = await db
    .select({
      orders: count(),
      revenuePaise: sql<
        string | number | null
      >`coalesce(sum(${orders.amountPaise}) filter (where ${revenueCondition()}), 0)`,
    })
    .from(orders)
    .where(gte(orders.createdAt, since));
  return {
    orders: row?.orders ?? 0,
    revenue: paiseToRupees(Number(row?.revenuePaise ?? 0)),
    since: since.getTime(),
  };
}

/**
 * The back office's front page: today's and this month's orders and revenue (days and months in
 * India time), orders per status, products running low and the latest orders.
 */
export async function getDashboard(now = new Date()): Promise<Dashboard> {
  const [today, month, ordersByStatus, lowStock, recent] = await Promise.all([
    figuresSince(istDayStart(now)),
    figuresSince(istMonthStart(now)),
    countOrdersByStatus(),
    listLowStockProducts(10),
    listAdminOrders({ page: 1, limit: Math.min(8, ADMIN_DEFAULT_LIMIT) }),
  ]);
  return { today, month, ordersByStatus, lowStock, recentOrders: recent.orders };
}
