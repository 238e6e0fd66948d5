import { formatPaise } from '@/lib/money';

/** Subtotal, shipping ('Free' when the delivery fee is 0) and total. */
export function CartTotals({ subtotalPaise, deliveryFee }: { subtotalPaise: number; deliveryFee: number }) {
  const feePaise = Math.round(deliveryFee * 100);
  return (
    <dl className="space-y-3 text-sm">
      <div className="flex justify-between">
        <dt className="text-muted">Subtotal</dt>
        <dd data-testid="cart-subtotal">{formatPaise(subtotalPaise)}</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-muted">Shipping</dt>
        <dd className={feePaise === 0 ? 'font-semibold text-success' : ''}>
          {feePaise === 0 ? 'Free' : formatPaise(feePaise)}
        </dd>
      </div>
      <div className="flex justify-between border-t border-line pt-3 text-base font-semibold">
        <dt>Total</dt>
        <dd data-testid="cart-total">{formatPaise(subtotalPaise + (subtotalPaise > 0 ? feePaise : 0))}</dd>
      </div>
    </dl>
  );
}
