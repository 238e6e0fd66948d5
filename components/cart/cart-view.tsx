'use client';

import Link from 'next/link';
import { Minus, Plus, ShoppingBag, Trash2 } from 'lucide-react';
import { useShop } from '@/components/providers/shop-provider';
import { useStoreConfig } from '@/lib/browser/store-config';
import { ProductImage } from '@/components/product/product-image';
import { useProducts } from '@/lib/browser/use-products';
import { formatRupees, rupeesToPaise } from '@/lib/money/shared/money';
import { deliveryFeePaiseFor } from '@/lib/orders/shared/delivery-fee';
import { cartSubtotalPaise, lineMaxQuantity, lineOptionsText, linePhoto, toCartLines } from './cart-lines';
import { CartTotals } from './cart-totals';
import { CouponField } from './coupon-field';
import { ProceedToCheckout } from './proceed-to-checkout';
import { useCoupon } from '@/lib/browser/use-coupon';

/** The cart: lines with quantity controls and remove, totals, and the way onward (spec section 2). */
export function CartView() {
  const { cart, status, user, setQuantity } = useShop();
  const { deliveryFee, freeShippingThreshold } = useStoreConfig();
  const ids = Object.keys(cart);
  const { products, status: loading } = useProducts(ids, status === 'ready');
  const ready = status === 'ready' && loading !== 'loading';
  const lines = toCartLines(cart, products);
  const coupon = useCoupon(
    lines
      .filter((l) => l.available)
      .map((l) => ({ productId: l.productId, quantity: l.quantity, size: l.size })),
    ready,
  );

  if (status !== 'ready' || (loading === 'loading' && ids.length > 0)) {
    return <p className="mt-8 text-sm text-muted">Loading your cart…</p>;
  }
  if (lines.length === 0) {
    return (
      <div className="mt-10 rounded-3xl border border-dashed border-stone-300 bg-white px-6 py-20 text-center">
        <ShoppingBag aria-hidden className="mx-auto h-10 w-10 text-brand-500" />
        <h2 className="mt-4 font-display text-2xl font-semibold">Your Cart Feels Lonely</h2>
        <p className="mt-2 text-sm text-muted">Fill it with something you love.</p>
        <Link href="/shop" className="btn btn-primary mt-6">
          Continue Shopping
        </Link>
      </div>
    );
  }
  const subtotal = cartSubtotalPaise(lines);
  const applied = coupon.state.status === 'applied' ? coupon.state : null;
  // What checkout will charge (as CartTotals shows it): cash on delivery is judged on this amount.
  const totalPaise =
    subtotal -
    (applied?.discountPaise ?? 0) +
    deliveryFeePaiseFor(subtotal, rupeesToPaise(deliveryFee), freeShippingThreshold);

  return (
    <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_22rem]">
      <ul className="divide-y divide-line rounded-2xl border border-line bg-white" data-testid="cart-lines">
        {lines.map((line) => {
          const p = line.product;
          const label = p?.name ?? 'Product no longer available';
          const max = lineMaxQuantity(cart, line);
          return (
            <li key={`${line.productId}-${line.key}`} className="flex gap-4 p-4" data-testid="cart-line">
              <ProductImage
                src={linePhoto(line)}
                alt={p?.name ?? ''}
                width={96}
                height={120}
                sizes="96px"
                className="h-28 w-24 shrink-0 rounded-xl object-cover"
              />
              <div className="flex flex-1 flex-col gap-1">
                {p ? (
                  <Link href={`/product/${p._id}`} className="font-medium hover:underline">
                    {label}
                  </Link>
                ) : (
                  <span className="font-medium text-muted">{label}</span>
                )}
                {lineOptionsText(line) ? (
                  <span className="text-xs text-muted" data-testid="line-options">
                    {lineOptionsText(line)}
                  </span>
                ) : null}
                {line.available && line.unitPrice != null ? (
                  <span className="text-sm font-semibold">{formatRupees(line.unitPrice)}</span>
                ) : (
                  <span className="text-sm font-semibold text-danger">Currently unavailable</span>
                )}
                <div className="mt-auto flex items-center gap-3 pt-2">
                  {line.available ? (
                    <div className="flex items-center rounded-lg border border-line">
                      <button
                        type="button"
                        aria-label={`Decrease quantity of ${label}`}
                        className="p-2 disabled:opacity-40"
                        disabled={line.quantity <= 1}
                        onClick={() =>
                          void setQuantity(line.productId, line.size, line.quantity - 1, line.color)
                        }
                      >
                        <Minus aria-hidden className="h-4 w-4" />
                      </button>
                      <span
                        className="w-8 text-center text-sm font-semibold"
                        aria-live="polite"
                        data-testid="line-quantity"
                      >
                        {line.quantity}
                      </span>
                      <button
                        type="button"
                        aria-label={`Increase quantity of ${label}`}
                        className="p-2 disabled:opacity-40"
                        disabled={line.quantity >= max}
                        onClick={() =>
                          void setQuantity(line.productId, line.size, line.quantity + 1, line.color)
                        }
                      >
                        <Plus aria-hidden className="h-4 w-4" />
                      </button>
                    </div>
                  ) : null}
                  <button
                    type="button"
                    aria-label={`Remove ${label} from cart`}
                    className="ml-auto rounded-lg p-2 text-muted hover:bg-stone-100 hover:text-danger"
                    onClick={() => void setQuantity(line.productId, line.size, 0, line.color)}
                  >
                    <Trash2 aria-hidden className="h-4 w-4" />
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <aside aria-label="Order summary" className="h-fit rounded-2xl border border-line bg-white p-6">
        <h2 className="mb-4 font-display text-xl font-semibold">Cart Totals</h2>
        <div className="mb-5">
          <CouponField
            state={coupon.state}
            onApply={(code) => void coupon.apply(code)}
            onRemove={coupon.remove}
          />
        </div>
        <CartTotals
          subtotalPaise={subtotal}
          deliveryFee={deliveryFee}
          freeShippingThreshold={freeShippingThreshold}
          coupon={applied}
        />
        <div className="mt-6 flex flex-col gap-3">
          <ProceedToCheckout totalPaise={totalPaise} signedIn={user !== null} />
          <Link href="/shop" className="btn btn-outline">
            Continue Shopping
          </Link>
        </div>
      </aside>
    </div>
  );
}
