import { StatusMoveForm } from './status-move-form';

/** Moves the order to one of the statuses the state machine allows next, with an optional note. */
export function OrderStatusForm({
  orderId,
  current,
  next,
}: {
  orderId: string;
  current: string;
  next: string[];
}) {
  return (
    <StatusMoveForm
      endpoint={`/api/admin/orders/${orderId}/status`}
      noun="Order"
      current={current}
      next={next}
      closedText={`This order is ${current === 'Cancelled' ? 'cancelled' : 'delivered'}; its status can no longer change.`}
      notePlaceholder="e.g. Shipped with Delhivery, AWB 1234567890"
    />
  );
}
