import { statusStyle } from '@/lib/browser/orders';

/** An order status in the same colours the shopper sees on /orders. */
export function StatusBadge({ status }: { status: string }) {
  const look = statusStyle(status);
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${look.className}`}
    >
      {look.label}
    </span>
  );
}
