import Link from 'next/link';
import type { AdminOrderQuery } from '@/lib/admin';
import { orderStatuses, paymentMethods } from '@/models/orders';

const methodLabel = { cod: 'Cash on delivery', upi: 'UPI', card: 'Card' } as const;

/** The order filters as a plain GET form: shareable URLs, works without JavaScript. */
export function OrderFilters({ query }: { query: Partial<AdminOrderQuery> }) {
  return (
    <form
      method="get"
      action="/admin/orders"
      className="mb-5 grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-6"
      role="search"
      aria-label="Filter orders"
    >
      <div className="lg:col-span-2">
        <label htmlFor="of-q" className="mb-1 block text-xs font-medium text-muted">
          Order id, email or phone
        </label>
        <input
          id="of-q"
          name="q"
          type="search"
          defaultValue={query.q ?? ''}
          className="field"
          placeholder="e.g. 98765 43210"
        />
      </div>
      <div>
        <label htmlFor="of-status" className="mb-1 block text-xs font-medium text-muted">
          Status
        </label>
        <select id="of-status" name="status" defaultValue={query.status ?? ''} className="field">
          <option value="">Any status</option>
          {orderStatuses.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="of-method" className="mb-1 block text-xs font-medium text-muted">
          Payment
        </label>
        <select
          id="of-method"
          name="paymentMethod"
          defaultValue={query.paymentMethod ?? ''}
          className="field"
        >
          <option value="">Any method</option>
          {paymentMethods.map((m) => (
            <option key={m} value={m}>
              {methodLabel[m]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="of-from" className="mb-1 block text-xs font-medium text-muted">
          From
        </label>
        <input id="of-from" name="from" type="date" defaultValue={query.from ?? ''} className="field" />
      </div>
      <div>
        <label htmlFor="of-to" className="mb-1 block text-xs font-medium text-muted">
          To
        </label>
        <input id="of-to" name="to" type="date" defaultValue={query.to ?? ''} className="field" />
      </div>
      <div className="flex items-center gap-2 sm:col-span-2 lg:col-span-6">
        <button type="submit" className="btn btn-primary">
          Apply filters
        </button>
        <Link href="/admin/orders" className="btn btn-outline">
          Clear
        </Link>
      </div>
    </form>
  );
}
