import Link from 'next/link';
import type { AdminCoupon } from '@/lib/coupons';
import { formatIstDate } from '@/lib/admin/time';
import { formatRupees } from '@/lib/money';
import { CouponToggle } from './coupon-toggle';
import { Cell, DataTable, type DataColumn } from './data-table';

function terms(c: AdminCoupon): string {
  const off = c.kind === 'percent' ? `${c.value}% off` : `${formatRupees(c.value)} off`;
  const parts = [off];
  if (c.maxDiscount != null) parts.push(`up to ${formatRupees(c.maxDiscount)}`);
  if (c.minOrder > 0) parts.push(`on ${formatRupees(c.minOrder)} or more`);
  if (c.firstOrderOnly) parts.push('first order only');
  if (c.categories.length) parts.push(`on ${c.categories.join(', ')}`);
  return parts.join(', ');
}

const columns: DataColumn[] = [
  { label: 'Code' },
  { label: 'Terms' },
  { label: 'Valid' },
  { label: 'Used', align: 'right' },
  { label: 'Active' },
];

/** The store's coupons with their terms, dates and uses, each with its edit link. */
export function CouponsTable({ coupons }: { coupons: AdminCoupon[] }) {
  return (
    <DataTable
      columns={columns}
      items={coupons}
      empty="No coupons yet."
      row={(c) => (
        <tr key={c._id} data-testid="coupon-row">
          <Cell>
            <span className="block font-semibold">{c.code}</span>
            <Link
              href={`/admin/coupons/${c._id}`}
              aria-label={`Edit ${c.code}`}
              className="inline-block py-1 text-sm text-brand-700 underline hover:text-brand-900"
            >
              Edit
            </Link>
          </Cell>
          <Cell>{terms(c)}</Cell>
          <Cell className="whitespace-nowrap">
            {c.startsAt ? formatIstDate(new Date(c.startsAt)) : 'now'} –{' '}
            {c.endsAt ? formatIstDate(new Date(c.endsAt)) : 'no end'}
          </Cell>
          <Cell className="text-right">
            {c.used}
            {c.usageLimit != null ? ` / ${c.usageLimit}` : ''}
            {c.perUserLimit != null ? ` (${c.perUserLimit} each)` : ''}
          </Cell>
          <Cell>
            <CouponToggle coupon={c} />
          </Cell>
        </tr>
      )}
    />
  );
}
