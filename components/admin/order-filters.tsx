import type { AdminOrderQuery } from '@/lib/admin';
import { orderStatuses, paymentMethods } from '@/models/orders';
import { FilterBar, FilterInput, FilterSelect } from './filter-bar';

const methodLabel = { cod: 'Cash on delivery', upi: 'UPI', card: 'Card' } as const;
const methodChoices = paymentMethods.map((m) => [m, methodLabel[m]] as const);

/** The order filters as a plain GET form: shareable URLs, works without JavaScript. */
export function OrderFilters({ query }: { query: Partial<AdminOrderQuery> }) {
  return (
    <FilterBar action="/admin/orders" label="Filter orders" clearHref="/admin/orders">
      <FilterInput
        id="of-q"
        name="q"
        label="Order id, email or phone"
        value={query.q}
        placeholder="e.g. 98765 43210"
        wide
      />
      <FilterSelect
        id="of-status"
        name="status"
        label="Status"
        value={query.status}
        anyLabel="Any status"
        choices={orderStatuses}
      />
      <FilterSelect
        id="of-method"
        name="paymentMethod"
        label="Payment"
        value={query.paymentMethod}
        anyLabel="Any method"
        choices={methodChoices}
      />
      <FilterInput id="of-from" name="from" type="date" label="From" value={query.from} />
      <FilterInput id="of-to" name="to" type="date" label="To" value={query.to} />
    </FilterBar>
  );
}
