import Link from 'next/link';
import type { AdminCustomerSummary } from '@/lib/admin';
import { formatIstDateTime } from '@/lib/admin/time';
import { formatRupees } from '@/lib/money';
import { Cell, DataTable, type DataColumn } from './data-table';
import { CustomerStateBadge } from './customer-state-badge';

const columns: DataColumn[] = [
  { label: 'Customer' },
  { label: 'Orders', align: 'right' },
  { label: 'Returns', align: 'right' },
  { label: 'Spend', align: 'right' },
  { label: 'Last order' },
  { label: 'Account' },
];

/** Shoppers as a table; each row links to the shopper's page. */
export function CustomersTable({ customers }: { customers: AdminCustomerSummary[] }) {
  return (
    <DataTable
      columns={columns}
      items={customers}
      empty="No customers match."
      row={(c) => (
        <tr key={c._id} className="hover:bg-canvas" data-testid="admin-customer-row" data-customer-id={c._id}>
          <Cell>
            <Link
              href={`/admin/customers/${c._id}`}
              className="font-medium underline-offset-2 hover:underline"
            >
              {c.name}
            </Link>
            <div className="text-xs text-muted">
              {c.email}
              {c.phone ? ` · ${c.phone}` : ''}
            </div>
          </Cell>
          <Cell className="text-right tabular-nums">{c.orders}</Cell>
          <Cell className="text-right tabular-nums">{c.returns}</Cell>
          <Cell className="whitespace-nowrap text-right tabular-nums">{formatRupees(c.spend)}</Cell>
          <Cell className="whitespace-nowrap text-muted">
            {c.lastOrderAt === null ? 'No orders yet' : formatIstDateTime(c.lastOrderAt)}
          </Cell>
          <Cell>
            <CustomerStateBadge blocked={c.blocked} />
          </Cell>
        </tr>
      )}
    />
  );
}
