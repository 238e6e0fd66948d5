import { ShipmentFields } from './shipment-fields';
import { StatusMoveForm } from './status-move-form';

/** Moves the order to one of the statuses the state machine allows next, with an optional note; Shipped asks for the courier and AWB. */
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
      notePlaceholder="e.g. Packed in two boxes"
      extraFields={{ status: 'Shipped', fields: <ShipmentFields idPrefix={`ship-${orderId}`} /> }}
    />
  );
}
