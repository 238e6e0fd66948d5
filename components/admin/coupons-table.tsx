import type { AdminCoupon } from '@/lib/coupons';
import { formatIstDate } from '@/lib/admin/time';
import { formatRupees } from '@/lib/money';
import { CouponToggle } from './coupon-toggle';

function terms(c: AdminCoupon): string {
  const off = c.kind === 'percent' ? `${c.value}% off` : `${formatRupees(c.value)} off`;
  const parts = [off];
  if (c.maxDiscount != null) parts.push(`up to ${formatRupees(c.maxDiscount)}`);
  if (c.minOrder > 0) parts.push(`on ${formatRupees(c.minOrder)} or more`);
  if (c.firstOrderOnly) parts.push('first order only');
  if (c.categories.length) parts.push(`on ${c.categories.join(', ')}`);
  return parts.join(', ');
}

/** The store's coupons with their terms, dates and uses. */
export function CouponsTable({ coupons }: { coupons: AdminCoupon[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-white">
      <table className="w-full text-left text-sm">
        <thead className="text-xs uppercase tracking-wider text-muted">
          <tr>
            <th className="p-3">Code</th>
            <th className="p-3">Terms</th>
            <th className="p-3">Valid</th>
            <th className="p-3 text-right">Used</th>
            <th className="p-3">Active</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {coupons.map((c) => (
            <tr key={c._id} data-testid="coupon-row">
              <td className="p-3 font-semibold">{c.code}</td>
              <td className="p-3">{terms(c)}</td>
              <td className="p-3 whitespace-nowrap">
                {c.startsAt ? formatIstDate(new Date(c.startsAt)) : 'now'} –{' '}
                {c.endsAt ? formatIstDate(new Date(c.endsAt)) : 'no end'}
              </td>
              <td className="p-3 text-right">
                {c.used}
                {c.usageLimit != null ? ` / ${c.usageLimit}` : ''}
                {c.perUserLimit != null ? ` (${c.perUserLimit} each)` : ''}
              </td>
              <td className="p-3">
                <CouponToggle coupon={c} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
