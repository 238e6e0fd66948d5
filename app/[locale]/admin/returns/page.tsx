import { connection } from 'next/server';
import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminForbidden } from '@/components/admin/admin-forbidden';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminPagination } from '@/components/admin/admin-pagination';
import { EmptyState } from '@/components/admin/data-table';
import { FilterBar, type FilterField } from '@/components/admin/filter-bar';
import { StatusBadge } from '@/components/admin/status-badge';
import { StatusMoveForm } from '@/components/admin/status-move-form';
import { readAdminQuery, type AdminPageProps } from '@/lib/admin/page-auth';
import { formatIstDateTime } from '@/lib/admin/time';
import { formatRupees } from '@/lib/money';
import { adminReturnQuerySchema, listAdminReturns } from '@/lib/returns';
import { returnStatuses } from '@/models/returns';

export const metadata: Metadata = { title: 'Returns' };

const refundStateText = {
  pending: 'processing',
  succeeded: 'issued',
  failed: 'failed: move it again',
} as const;

const statusFilter: FilterField[] = [
  { name: 'status', label: 'Status', anyLabel: 'All statuses', choices: returnStatuses },
];

/** The returns queue: requests newest first, filtered by status, each with its next moves. */
export default async function AdminReturnsPage({ searchParams }: AdminPageProps) {
  await connection();
  const admin = await readAdminQuery('/admin/returns', searchParams, adminReturnQuerySchema);
  if (!admin) return <AdminForbidden />;
  const { query } = admin;
  const result = await listAdminReturns(query);
  return (
    <>
      <AdminPageHeader
        title="Returns"
        description="Return and exchange requests, newest first. Received units go back on sale; Refunded sends the money back the way it came."
      />
      <FilterBar label="Filter returns" idPrefix="returns" fields={statusFilter} values={query} />
      {result.returns.length === 0 ? (
        <EmptyState>No return requests here.</EmptyState>
      ) : (
        <ul className="space-y-4">
          {result.returns.map((r) => (
            <li
              key={r._id}
              className="grid gap-6 rounded-2xl border border-line bg-white p-5 md:grid-cols-[1.6fr_1fr]"
              data-testid="admin-return"
              data-return-id={r._id}
            >
              <div className="space-y-2 text-sm">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{r.kind === 'exchange' ? 'Exchange' : 'Return'}</span>
                  <StatusBadge status={r.status} />
                  <span className="text-muted">{formatIstDateTime(r.date)}</span>
                </p>
                <p>
                  Order{' '}
                  <Link href={`/admin/orders/${r.orderId}`} className="font-mono underline">
                    {r.orderId}
                  </Link>{' '}
                  · {r.customer.name} ({r.customer.email})
                </p>
                <ul className="list-disc pl-5">
                  {r.lines.map((line) => (
                    <li key={line.lineNo}>
                      {line.name}
                      {line.size !== 'default' ? ` (size ${line.size})` : ''} × {line.quantity}
                      {line.exchangeSize ? ` → size ${line.exchangeSize}` : ''}
                    </li>
                  ))}
                </ul>
                <p>
                  <span className="font-medium">Reason:</span> {r.reason}
                  {r.comment ? ` · “${r.comment}”` : ''}
                </p>
                <p>
                  <span className="font-medium">Value:</span> {formatRupees(r.value)}
                  {r.refund
                    ? ` · refund of ${formatRupees(r.refund.amount)} ${refundStateText[r.refund.state]} (${r.refund.method})`
                    : ''}
                </p>
                {r.photos.length ? (
                  <div className="flex gap-2">
                    {r.photos.map((src, i) => (
                      <a key={src} href={src} target="_blank" rel="noreferrer">
                        {/* eslint-disable-next-line @next/next/no-img-element -- the shopper's upload, already sized */}
                        <img
                          src={src}
                          alt={`Shopper's photo ${i + 1}`}
                          className="h-16 w-16 rounded-lg object-cover"
                        />
                      </a>
                    ))}
                  </div>
                ) : null}
                {r.refundAccount ? (
                  <p>
                    <span className="font-medium">Refund to:</span> {r.refundAccount}
                  </p>
                ) : null}
                <ol className="text-xs text-muted">
                  {r.history.map((h, i) => (
                    <li key={i}>
                      {h.status} · {formatIstDateTime(h.date)}
                      {h.note ? ` · ${h.note}` : ''}
                    </li>
                  ))}
                </ol>
              </div>
              <StatusMoveForm
                endpoint={`/api/admin/returns/${r._id}/status`}
                noun={r.kind === 'exchange' ? 'Exchange' : 'Return'}
                current={r.status}
                next={r.nextStatuses}
                closedText={`This ${r.kind} is closed (${r.status}).`}
                notePlaceholder={
                  r.status === 'Requested'
                    ? 'e.g. Pickup on Friday, 10 AM to 2 PM'
                    : 'e.g. UPI transfer, UTR 4312…'
                }
              />
            </li>
          ))}
        </ul>
      )}
      <AdminPagination of={result} path="/admin/returns" keep={{ status: query.status }} noun="request" />
    </>
  );
}

export const instant = false;
