import { formatPaise, rupeesToPaise } from '@/lib/money';
import { deliveryFeePaiseFor, freeShippingText } from '@/lib/store-policy';

/**
 * Subtotal, shipping and total. Shipping follows the server's rule (deliveryFeePaiseFor): 'Free'
 * with no delivery fee or at the free-shipping threshold, else the fee, and the threshold when there is
 * one (FREE_SHIPPING_THRESHOLD=off promises nothing).
 */
export function CartTotals({
  subtotalPaise,
  deliveryFee,
  freeShippingThreshold,
  coupon,
}: {
  subtotalPaise: number;
  deliveryFee: number;
  freeShippingThreshold: number | null;
  /** An applied coupon: its discount comes off the total (the fee follows the subtotal before it). */
  coupon?: { code: string; discountPaise: number } | null;
}) {
  const configuredPaise = rupeesToPaise(deliveryFee);
  const feePaise = deliveryFeePaiseFor(subtotalPaise, configuredPaise, freeShippingThreshold);
  return (
    <dl className="space-y-3 text-sm">
      <div className="flex justify-between">
        <dt className="text-muted">Subtotal</dt>
        <dd data-testid="cart-subtotal">{formatPaise(subtotalPaise)}</dd>
      </div>
      {coupon ? (
        <div className="flex justify-between">
          <dt className="text-muted">Coupon ({coupon.code})</dt>
          <dd className="font-semibold text-success" data-testid="cart-discount">
            −{formatPaise(coupon.discountPaise)}
          </dd>
        </div>
      ) : null}
      <div className="flex justify-between">
        <dt className="text-muted">Shipping</dt>
        <dd className={feePaise === 0 ? 'font-semibold text-success' : ''} data-testid="cart-shipping">
          {feePaise === 0 ? 'Free' : formatPaise(feePaise)}
        </dd>
      </div>
      {feePaise > 0 && freeShippingThreshold !== null ? (
        <p className="text-xs text-muted">{freeShippingText({ deliveryFee, freeShippingThreshold })}.</p>
      ) : null}
      <div className="flex justify-between border-t border-line pt-3 text-base font-semibold">
        <dt>Total</dt>
        <dd data-testid="cart-total">
          {formatPaise(subtotalPaise - (coupon?.discountPaise ?? 0) + feePaise)}
        </dd>
      </div>
    </dl>
  );
}
