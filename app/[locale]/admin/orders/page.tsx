import { connection } from 'next/server';
import type { Metadata } from 'next';
import { AdminForbidden } from '@/components/admin/admin-forbidden';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminPagination } from '@/components/admin/admin-pagination';
import { OrderFilters } from '@/components/admin/order-filters';
import { OrdersTable } from '@/components/admin/orders-table';
import { QueryError } from '@/components/admin/query-error';
import { adminOrderQuerySchema, listAdminOrders } from '@/lib/admin';
import { keptFilters, readAdminQuery, type AdminPageProps } from '@/lib/admin/page-auth';

export const metadata: Metadata = { title: 'Orders' };

export default async function AdminOrdersPage({ searchParams }: AdminPageProps) {
  await connection();
  const admin = await readAdminQuery('/admin/orders', searchParams, adminOrderQuerySchema);
  if (!admin) return <AdminForbidden />;
  const { query, error } = admin;
  const result = await listAdminOrders(query);
  return (
    <>
      <AdminPageHeader title="Orders" description="Newest first. Dates are India time." />
      {error ? <QueryError message={error} /> : null}
      <OrderFilters query={query} />
      <OrdersTable orders={result.orders} />
      <AdminPagination of={result} path="/admin/orders" keep={keptFilters(query)} noun="order" />
    </>
  );
}

export const instant = false;
