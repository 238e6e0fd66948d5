import { connection } from 'next/server';
import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminForbidden } from '@/components/admin/admin-forbidden';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { LowStockList } from '@/components/admin/low-stock-list';
import { OrdersTable } from '@/components/admin/orders-table';
import { StatCard } from '@/components/admin/stat-card';
import { StatusBadge } from '@/components/admin/status-badge';
import { getDashboard } from '@/lib/admin';
import { requireAdminPage } from '@/lib/admin/page-auth';
import { formatRupees } from '@/lib/money';
import { orderStatuses } from '@/lib/orders';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function AdminDashboardPage() {
  await connection();
  if (!(await requireAdminPage('/admin'))) return <AdminForbidden />;
  const d = await getDashboard();
  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        description="Figures in India time (IST). Revenue leaves out cancelled orders and failed or refunded payments."
      />
      <section aria-label="Sales" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Orders today" value={d.today.orders.toLocaleString('en-IN')} />
        <StatCard label="Revenue today" value={formatRupees(d.today.revenue)} />
        <StatCard label="Orders this month" value={d.month.orders.toLocaleString('en-IN')} />
        <StatCard label="Revenue this month" value={formatRupees(d.month.revenue)} />
      </section>
      {/* minmax(0, 1fr) and min-w-0: the orders table scrolls inside its frame instead of widening the page. */}
      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-8 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="recent-orders" className="min-w-0">
          <div className="mb-3 flex items-center justify-between">
            <h2 id="recent-orders" className="text-lg font-semibold">
              Recent orders
            </h2>
            <Link href="/admin/orders" className="text-sm font-medium underline">
              View all
            </Link>
          </div>
          <OrdersTable orders={d.recentOrders} compact />
        </section>
        <div className="space-y-8">
          <section aria-labelledby="by-status" className="rounded-2xl border border-line bg-white p-5">
            <h2 id="by-status" className="mb-3 text-lg font-semibold">
              Orders by status
            </h2>
            <ul className="space-y-2 text-sm">
              {orderStatuses.map((s) => (
                <li key={s} className="flex items-center justify-between">
                  <Link href={`/admin/orders?status=${encodeURIComponent(s)}`} className="hover:underline">
                    <StatusBadge status={s} />
                  </Link>
                  <span className="tabular-nums">{d.ordersByStatus[s].toLocaleString('en-IN')}</span>
                </li>
              ))}
            </ul>
          </section>
          <LowStockList products={d.lowStock} />
        </div>
      </div>
    </>
  );
}

export const instant = false;
