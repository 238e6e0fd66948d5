import Link from 'next/link';
import type { AdminCustomerDetail } from '@/lib/admin';
import { formatIstDateTime } from '@/lib/admin/time';
import { formatRupees } from '@/lib/money';
import { AdminSection } from './admin-section';
import { Cell, DataList, DataTable, type DataColumn } from './data-table';
import { StatusBadge } from './status-badge';

const orderColumns: DataColumn[] = [
  { label: 'Order' },
  { label: 'Placed' },
  { label: 'Amount', align: 'right' },
  { label: 'Status' },
];
const returnColumns: DataColumn[] = [
  { label: 'Request' },
  { label: 'Order' },
  { label: 'Value', align: 'right' },
  { label: 'Status' },
];

/** A customer's orders (each opens in the orders screen), returns, saved addresses and reviews. */
export function CustomerActivity({ detail }: { detail: AdminCustomerDetail }) {
  return (
    <div className="space-y-8">
      <AdminSection id="customer-orders" title="Orders">
        <DataTable
          columns={orderColumns}
          items={detail.orders}
          empty="No orders yet."
          row={(o) => (
            <tr key={o._id} data-testid="customer-order-row">
              <Cell>
                <Link
                  href={`/admin/orders/${o._id}`}
                  className="font-medium underline-offset-2 hover:underline"
                >
                  {o.invoiceNumber}
                </Link>
                <div className="text-xs text-muted">
                  {o.items} item{o.items === 1 ? '' : 's'}
                </div>
              </Cell>
              <Cell className="whitespace-nowrap text-muted">{formatIstDateTime(o.date)}</Cell>
              <Cell className="whitespace-nowrap text-right tabular-nums">{formatRupees(o.amount)}</Cell>
              <Cell>
                <StatusBadge status={o.status} />
              </Cell>
            </tr>
          )}
        />
      </AdminSection>
      <AdminSection id="customer-returns" title="Returns and exchanges">
        <DataTable
          columns={returnColumns}
          items={detail.returns}
          empty="No return or exchange requests."
          row={(r) => (
            <tr key={r._id}>
              <Cell>
                <span className="capitalize">{r.kind}</span>
                <div className="text-xs text-muted">
                  {r.reason} · {formatIstDateTime(r.date)}
                </div>
              </Cell>
              <Cell>
                <Link href={`/admin/orders/${r.orderId}`} className="font-mono text-xs hover:underline">
                  {r.orderId.slice(-8).toUpperCase()}
                </Link>
              </Cell>
              <Cell className="whitespace-nowrap text-right tabular-nums">{formatRupees(r.value)}</Cell>
              <Cell>
                <StatusBadge status={r.status} />
              </Cell>
            </tr>
          )}
        />
      </AdminSection>
      <AdminSection id="customer-addresses" title="Saved addresses">
        <DataList
          items={detail.addresses}
          empty="No saved addresses."
          item={(a) => (
            <li key={a._id} className="p-4 text-sm">
              <p className="font-medium">
                {a.firstName} {a.lastName}
                {a.isDefault ? <span className="ml-2 text-xs font-normal text-muted">(default)</span> : null}
              </p>
              <p className="break-words text-muted">
                {a.street}
                {a.apartment ? `, ${a.apartment}` : ''}, {a.city}, {a.state} {a.zipcode} · {a.phone}
              </p>
            </li>
          )}
        />
      </AdminSection>
      <AdminSection id="customer-reviews" title="Reviews">
        <DataList
          items={detail.reviews}
          empty="No reviews."
          item={(r) => (
            <li key={r._id} className="p-4 text-sm">
              <p className="font-medium">
                {r.productName} · {r.rating}★
                {r.hidden ? <span className="ml-2 text-xs text-danger">Hidden</span> : null}
              </p>
              <p className="break-words text-muted">{r.comment}</p>
              <p className="text-xs text-muted">{formatIstDateTime(r.date)}</p>
            </li>
          )}
        />
      </AdminSection>
    </div>
  );
}
