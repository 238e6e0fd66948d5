import type { Metadata } from 'next';
import { AdminForbidden } from '@/components/admin/admin-forbidden';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminPagination } from '@/components/admin/admin-pagination';
import { OrderFilters } from '@/components/admin/order-filters';
import { OrdersTable } from '@/components/admin/orders-table';
import { QueryError } from '@/components/admin/query-error';
import { adminOrderQuerySchema, firstIssueMessage, firstValues, listAdminOrders } from '@/lib/admin';
import { requireAdminPage, withQuery } from '@/lib/admin/page-auth';

export const metadata: Metadata = { title: 'Orders' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminOrdersPage({ searchParams }: Props) {
  const raw = firstValues(await searchParams);
  if (!(await requireAdminPage(withQuery('/admin/orders', raw)))) return <AdminForbidden />;
  const parsed = adminOrderQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : adminOrderQuerySchema.parse({});
  const result = await listAdminOrders(query);
  const { page: _page, ...filters } = query;
  return (
    <>
      <AdminPageHeader title="Orders" description="Newest first. Dates are India time." />
      {parsed.success ? null : <QueryError message={firstIssueMessage(parsed.error)} />}
      <OrderFilters query={query} />
      <OrdersTable orders={result.orders} />
      <AdminPagination
        page={result.page}
        totalPages={result.totalPages}
        total={result.total}
        noun="order"
        href={(page) =>
          withQuery('/admin/orders', {
            ...filters,
            limit: filters.limit === 20 ? undefined : filters.limit,
            page: page === 1 ? undefined : page,
          })
        }
      />
    </>
  );
}
