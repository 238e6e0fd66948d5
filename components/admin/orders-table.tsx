import Link from 'next/link';
import type { AdminOrderSummary } from '@/lib/admin';
import { formatIstDateTime } from '@/lib/admin/time';
import { formatRupees } from '@/lib/money';
import { paymentMethodText, paymentStateText } from '@/lib/orders/payment-text';
import { StatusBadge } from './status-badge';

/** Orders as a table; each row links to the order's page. */
export function OrdersTable({ orders, compact = false }: { orders: AdminOrderSummary[]; compact?: boolean }) {
  if (orders.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-line bg-white p-8 text-center text-muted">
        No orders match.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-white">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-line bg-canvas text-xs uppercase tracking-wide text-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Order
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Placed
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Customer
            </th>
            {compact ? null : (
              <th scope="col" className="px-4 py-3 font-semibold">
                Payment
              </th>
            )}
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Amount
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {orders.map((o) => (
            <tr key={o._id} className="hover:bg-canvas" data-testid="admin-order-row" data-order-id={o._id}>
              <td className="px-4 py-3">
                <Link
                  href={`/admin/orders/${o._id}`}
                  className="font-medium underline-offset-2 hover:underline"
                >
                  {o.invoiceNumber}
                </Link>
                <div className="font-mono text-xs text-muted">{o._id}</div>
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-muted">{formatIstDateTime(o.date)}</td>
              <td className="px-4 py-3">
                <div>{o.customer.name}</div>
                <div className="text-xs text-muted">
                  {o.customer.email} · {o.customer.phone}
                </div>
              </td>
              {compact ? null : (
                <td className="px-4 py-3">
                  <div>{paymentMethodText[o.paymentMethod]}</div>
                  <div className="text-xs text-muted">
                    {paymentStateText(o.paymentMethod, o.paymentState)}
                  </div>
                </td>
              )}
              <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">
                {formatRupees(o.amount)}
                <div className="text-xs text-muted">
                  {o.items} item{o.items === 1 ? '' : 's'}
                </div>
              </td>
              <td className="px-4 py-3">
                <StatusBadge status={o.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
