import { lineOptionsText, type CartLine } from '@/components/cart/cart-lines';
import { CartTotals } from '@/components/cart/cart-totals';
import { formatRupees } from '@/lib/money';

export function OrderSummary({
  lines,
  subtotalPaise,
  deliveryFee,
  freeShippingThreshold,
  coupon,
}: {
  lines: CartLine[];
  subtotalPaise: number;
  deliveryFee: number;
  freeShippingThreshold: number | null;
  coupon?: { code: string; discountPaise: number } | null;
}) {
  return (
    <section aria-labelledby="summary-title" className="rounded-2xl border border-line bg-white p-6">
      <h2 id="summary-title" className="mb-4 font-display text-xl font-semibold">
        Order Summary
      </h2>
      <ul className="mb-4 space-y-2 text-sm">
        {lines.map((l) => (
          <li key={`${l.productId}-${l.key}`} className="flex justify-between gap-3">
            <span className="text-muted">
              {l.product?.name} {lineOptionsText(l) ? `(${lineOptionsText(l)})` : ''} × {l.quantity}
            </span>
            <span>{l.unitPrice != null ? formatRupees(l.unitPrice * l.quantity) : ''}</span>
          </li>
        ))}
      </ul>
      <CartTotals
        subtotalPaise={subtotalPaise}
        deliveryFee={deliveryFee}
        freeShippingThreshold={freeShippingThreshold}
        coupon={coupon}
      />
    </section>
  );
}
