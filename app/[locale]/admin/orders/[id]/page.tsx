import { connection } from 'next/server';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AdminForbidden } from '@/components/admin/admin-forbidden';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { OrderDetail } from '@/components/admin/order-detail';
import { OrderStatusForm } from '@/components/admin/order-status-form';
import { StatusBadge } from '@/components/admin/status-badge';
import { TrackingLink } from '@/components/orders/tracking-link';
import { getAdminOrder } from '@/lib/admin';
import { requireAdminPage } from '@/lib/admin/page-auth';
import { formatIstDateTime } from '@/lib/admin/time';
import { AppError } from '@/lib/errors';

export const metadata: Metadata = { title: 'Order' };

type Props = { params: Promise<{ id: string }> };

export default async function AdminOrderPage({ params }: Props) {
  await connection();
  const { id } = await params;
  if (!(await requireAdminPage(`/admin/orders/${id}`))) return <AdminForbidden />;
  const detail = await getAdminOrder(id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'not_found') notFound();
    throw error;
  });
  const { order } = detail;
  return (
    <>
      <Link href="/admin/orders" className="text-sm text-muted hover:underline">
        ← All orders
      </Link>
      <AdminPageHeader
        title={`Order ${order.invoiceNumber}`}
        description={`Placed ${formatIstDateTime(order.date)} · ${order._id}`}
      >
        <StatusBadge status={order.status} />
      </AdminPageHeader>
      <div className="grid gap-6 xl:grid-cols-[1fr_18rem]">
        <OrderDetail detail={detail} />
        <aside aria-label="Status" className="h-fit rounded-2xl border border-line bg-white p-5">
          <h2 className="mb-1 text-lg font-semibold">Status</h2>
          <p className="mb-4 text-sm text-muted">Now: {order.status}</p>
          {order.shipment ? <TrackingLink shipment={order.shipment} className="mb-4" /> : null}
          <OrderStatusForm orderId={order._id} current={order.status} next={detail.nextStatuses} />
        </aside>
      </div>
    </>
  );
}

export const instant = false;
