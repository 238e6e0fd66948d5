import Link from 'next/link';
import type { AdminOrderSummary } from '@/lib/admin';
import { formatIstDateTime } from '@/lib/admin/time';
import { formatRupees } from '@/lib/money';
import { paymentMethodText, paymentStateText } from '@/lib/orders/payment-text';
import { Cell, DataTable, type DataColumn } from './data-table';
import { StatusBadge } from './status-badge';

/** Orders as a table; each row links to the order's page. */
export function OrdersTable({ orders, compact = false }: { orders: AdminOrderSummary[]; compact?: boolean }) {
  const columns: DataColumn[] = [
    { label: 'Order' },
    { label: 'Placed' },
    { label: 'Customer' },
    ...(compact ? [] : [{ label: 'Payment' }]),
    { label: 'Amount', align: 'right' },
    { label: 'Status' },
  ];
  return (
    <DataTable
      columns={columns}
      items={orders}
      empty="No orders match."
      row={(o) => (
        <tr key={o._id} className="hover:bg-canvas" data-testid="admin-order-row" data-order-id={o._id}>
          <Cell>
            <Link href={`/admin/orders/${o._id}`} className="font-medium underline-offset-2 hover:underline">
              {o.invoiceNumber}
            </Link>
            <div className="font-mono text-xs text-muted">{o._id}</div>
          </Cell>
          <Cell className="whitespace-nowrap text-muted">{formatIstDateTime(o.date)}</Cell>
          <Cell>
            <div>{o.customer.name}</div>
            <div className="text-xs text-muted">
              {o.customer.email} · {o.customer.phone}
            </div>
          </Cell>
          {compact ? null : (
            <Cell>
              <div>{paymentMethodText[o.paymentMethod]}</div>
              <div className="text-xs text-muted">{paymentStateText(o.paymentMethod, o.paymentState)}</div>
            </Cell>
          )}
          <Cell className="whitespace-nowrap text-right tabular-nums">
            {formatRupees(o.amount)}
            <div className="text-xs text-muted">
              {o.items} item{o.items === 1 ? '' : 's'}
            </div>
          </Cell>
          <Cell>
            <StatusBadge status={o.status} />
          </Cell>
        </tr>
      )}
    />
  );
}
