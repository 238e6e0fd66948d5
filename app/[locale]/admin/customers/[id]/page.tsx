import { connection } from 'next/server';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AdminForbidden } from '@/components/admin/admin-forbidden';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { CustomerActivity } from '@/components/admin/customer-activity';
import { CustomerBlockForm } from '@/components/admin/customer-block-form';
import { CustomerStateBadge } from '@/components/admin/customer-state-badge';
import { StatCard } from '@/components/admin/stat-card';
import { CUSTOMER_DETAIL_LIMIT, getAdminCustomer } from '@/lib/admin';
import { requireAdminPage } from '@/lib/admin/page-auth';
import { formatIstDate, formatIstDateTime } from '@/lib/admin/time';
import { AppError } from '@/lib/errors';
import { formatRupees } from '@/lib/money';

export const metadata: Metadata = { title: 'Customer' };

type Props = { params: Promise<{ id: string }> };

/** One customer: figures, block or unblock, and their orders, returns, addresses and reviews. */
export default async function AdminCustomerPage({ params }: Props) {
  await connection();
  const { id } = await params;
  if (!(await requireAdminPage(`/admin/customers/${id}`))) return <AdminForbidden />;
  const detail = await getAdminCustomer(id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'not_found') notFound();
    throw error;
  });
  const c = detail.customer;
  const contact = [c.email, c.phone, `joined ${formatIstDate(c.joinedAt)}`].filter(Boolean).join(' · ');
  return (
    <>
      <Link href="/admin/customers" className="text-sm text-muted hover:underline">
        ← All customers
      </Link>
      <AdminPageHeader title={c.name} description={contact}>
        <CustomerStateBadge blocked={c.blocked} />
      </AdminPageHeader>
      <div className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Orders" value={c.orders} />
        <StatCard label="Returns" value={c.returns} />
        <StatCard label="Spend" value={formatRupees(c.spend)} hint="Not cancelled, failed or refunded" />
        <StatCard
          label="Last order"
          value={
            <span className="text-base">{c.lastOrderAt ? formatIstDateTime(c.lastOrderAt) : 'None'}</span>
          }
          hint="India time"
        />
      </div>
      <section aria-labelledby="customer-access" className="mb-8 rounded-2xl border border-line bg-white p-5">
        <h2 id="customer-access" className="mb-2 text-lg font-semibold">
          Account access
        </h2>
        {c.role === 'admin' ? (
          <p className="text-sm text-muted">
            This is a store owner&apos;s account; owners cannot be blocked.
          </p>
        ) : (
          <>
            {c.blocked ? (
              <p className="mb-3 text-sm" data-testid="customer-blocked-note">
                Blocked {c.blockedAt ? formatIstDateTime(c.blockedAt) : ''}: {c.blockedReason}
              </p>
            ) : (
              <p className="mb-3 text-sm text-muted">
                Blocking ends the shopper&apos;s sessions at once and refuses sign-in and new orders.
              </p>
            )}
            <CustomerBlockForm customerId={c._id} blocked={c.blocked} />
          </>
        )}
      </section>
      <CustomerActivity detail={detail} />
      {detail.orders.length >= CUSTOMER_DETAIL_LIMIT ? (
        <p className="mt-4 text-sm text-muted">Showing the newest {CUSTOMER_DETAIL_LIMIT} of each list.</p>
      ) : null}
    </>
  );
}

export const instant = false;
