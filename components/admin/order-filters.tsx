import type { AdminOrderQuery } from '@/lib/admin';
import { orderStatuses, paymentMethods } from '@/models/orders';
import { FilterBar, type FilterField } from './filter-bar';

const methodLabel = { cod: 'Cash on delivery', upi: 'UPI', card: 'Card' } as const;

const fields: FilterField[] = [
  { name: 'q', label: 'Order id, email or phone', placeholder: 'e.g. 98765 43210', wide: true },
  { name: 'status', label: 'Status', anyLabel: 'Any status', choices: orderStatuses },
  {
    name: 'paymentMethod',
    label: 'Payment',
    anyLabel: 'Any method',
    choices: paymentMethods.map((m) => [m, methodLabel[m]] as const),
  },
  { name: 'from', label: 'From', type: 'date' },
  { name: 'to', label: 'To', type: 'date' },
];

/** The order filters as a plain GET form: shareable URLs, works without JavaScript. */
export function OrderFilters({ query }: { query: Partial<AdminOrderQuery> }) {
  return (
    <FilterBar
      action="/admin/orders"
      label="Filter orders"
      idPrefix="of"
      fields={fields}
      values={query}
      clearHref="/admin/orders"
    />
  );
}
