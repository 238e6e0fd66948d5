'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/providers/toast';
import { useShop, type ShopUser } from '@/components/providers/shop-provider';
import { useStoreConfig } from '@/components/providers/store-config-provider';
import { cartSubtotalPaise, toCartLines } from '@/components/cart/cart-lines';
import { apiCall } from '@/lib/browser/api';
import { recallPin } from '@/lib/browser/delivery';
import { useProducts } from '@/lib/browser/use-products';
import { useCoupon } from '@/lib/browser/use-coupon';
import { paiseToRupees, rupeesToPaise } from '@/lib/money/shared/money';
import { deliveryFeePaiseFor } from '@/lib/orders/shared/delivery-fee';
import { sameAddress, toFormAddress, type ClientAddress } from '@/lib/browser/addresses';
import { AddressFields, emptyAddress, type AddressState } from './address-fields';
import { SavedAddressPicker } from './saved-address-picker';
import { OrderSummary } from './order-summary';
import { PaymentChoice, type Method } from './payment-choice';
import { usePaymentOptions } from './use-payment-options';

const endpoints: Record<Method, string> = {
  cod: '/api/order/place',
  upi: '/api/order/place-upi',
  card: '/api/order/stripe',
};

/** /place-order: delivery form, order summary and payment method; prices are checked again by the server. */
export function PlaceOrderForm() {
  const router = useRouter();
  const { user, status } = useShop();

  useEffect(() => {
    if (status === 'ready' && !user) router.replace('/login?next=/place-order');
  }, [status, user, router]);

  if (status !== 'ready' || !user) return <p className="mt-8 text-sm text-muted">Loading checkout…</p>;
  return <CheckoutForm user={user} />;
}

function CheckoutForm({ user }: { user: ShopUser }) {
  const router = useRouter();
  const { status, cart, clearCartLocally } = useShop();
  const { deliveryFee, freeShippingThreshold } = useStoreConfig();
  const [address, setAddress] = useState<AddressState>(() => ({
    ...emptyAddress,
    email: user.email,
    firstName: user.name.split(' ')[0] ?? '',
    lastName: user.name.split(' ').slice(1).join(' '),
    // The PIN code checked on a product page, so its delivery promise and COD rule carry over.
    zipcode: recallPin() ?? '',
  }));
  const [method, setMethod] = useState<Method>('cod');
  const [saved, setSaved] = useState<ClientAddress[]>([]);
  const [saveAddress, setSaveAddress] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // Shown above PLACE ORDER, not as a toast: a toast on a phone covers the button the shopper retries with.
  const [error, setError] = useState<string | null>(null);
  const { products, status: loading } = useProducts(Object.keys(cart));
  const keyRef = useRef<{ payload: string; key: string } | null>(null);
  const actionsRef = useRef<HTMLDivElement>(null);

  // The message pushes PLACE ORDER down: bring both into view, so the shopper reads why and can retry.
  useEffect(() => {
    if (error) actionsRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [error]);

  useEffect(() => {
    void apiCall<{ addresses: ClientAddress[] }>('/api/user/address').then((a) => {
      if (!a.success) return;
      setSaved(a.addresses);
      // The default address fills the form, unless the shopper has started typing one meanwhile.
      const preferred = a.addresses.find((x) => x.isDefault);
      if (preferred) setAddress((form) => (form.street.trim() === '' ? toFormAddress(preferred) : form));
    });
  }, []);

  const lines = toCartLines(cart, products).filter((l) => l.available);
  const subtotalPaise = cartSubtotalPaise(lines);
  const ready = status === 'ready' && loading === 'ready';
  // The coupon applied in the cart, priced again by the server for these lines.
  const coupon = useCoupon(
    lines.map((l) => ({ productId: l.productId, quantity: l.quantity, size: l.size })),
    ready,
  );
  const applied = coupon.state.status === 'applied' ? coupon.state : null;
  // Priced like the server prices it (placeOrder): the fee is waived at the free-shipping threshold.
  const amount = paiseToRupees(
    subtotalPaise -
      (applied?.discountPaise ?? 0) +
      deliveryFeePaiseFor(subtotalPaise, rupeesToPaise(deliveryFee), freeShippingThreshold),
  );
  const payment = usePaymentOptions(address.zipcode, amount);
  // A PIN code (or total) where the chosen method is not offered moves the choice to the first that is.
  const firstOffered = payment.methods[0];
  if (firstOffered && !payment.methods.includes(method)) setMethod(firstOffered);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    if (lines.length === 0) return void setError('Your cart is empty. Please add items to your cart!');
    if (!(method in endpoints)) return void setError('Select a valid payment method.');
    if (payment.blocked) return void setError(payment.blocked);
    const items = lines.map((l) => ({
      ...l.product!,
      _id: l.productId,
      size: l.size,
      color: l.color,
      quantity: l.quantity,
    }));
    const body = { address, items, amount, ...(applied ? { couponCode: applied.code } : {}) };
    const payload = JSON.stringify({ body, method });
    // One idempotency key per distinct submission: a retried click cannot create a second order.
    if (keyRef.current?.payload !== payload) keyRef.current = { payload, key: crypto.randomUUID() };

    setSubmitting(true);
    try {
      if (saveAddress) {
        // Saving is a convenience: a refusal (ten kept already) is told, and the order goes on.
        const kept = await apiCall('/api/user/address', { body: { address } });
        if (!kept.success) toast.error(kept.message);
      }
      const answer = await apiCall<{ paymentUrl?: string; session_url?: string; message?: string }>(
        endpoints[method],
        {
          body,
          headers: { 'Idempotency-Key': keyRef.current.key },
        },
      );
      if (!answer.success) {
        setError(answer.message);
        if (answer.status === 409) keyRef.current = null;
        return;
      }
      coupon.remove();
      if (method === 'cod') {
        clearCartLocally();
        toast.success('Order placed! We will keep you posted.');
        router.push('/orders');
      } else {
        const target = answer.paymentUrl ?? answer.session_url;
        if (!target) throw new Error('No payment page was returned.');
        window.location.assign(target);
      }
    } catch {
      setError('Something went wrong while placing the order. Please try again.');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={submit} className="mt-8 grid gap-10 lg:grid-cols-[1.4fr_1fr]" aria-label="Checkout">
      <SavedAddressPicker
        addresses={saved}
        chosenId={saved.find((a) => sameAddress(a, address))?._id ?? null}
        onChoose={(a) => setAddress(toFormAddress(a))}
      />
      <div className="space-y-4">
        <AddressFields value={address} onChange={setAddress} />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={saveAddress} onChange={(e) => setSaveAddress(e.target.checked)} />
          Save this address
        </label>
      </div>
      <div className="space-y-8">
        <OrderSummary
          lines={lines}
          subtotalPaise={subtotalPaise}
          deliveryFee={deliveryFee}
          freeShippingThreshold={freeShippingThreshold}
          coupon={applied}
        />
        {coupon.state.status === 'refused' ? (
          <p
            role="status"
            className="rounded-xl bg-amber-50 p-3 text-sm"
            data-testid="checkout-coupon-refused"
          >
            {coupon.state.message} The order is priced without the coupon.{' '}
            <button type="button" className="underline" onClick={coupon.remove}>
              OK
            </button>
          </p>
        ) : null}
        <PaymentChoice
          value={method}
          onChange={setMethod}
          available={payment.methods}
          codRefusal={payment.codRefusal}
        />
        <div ref={actionsRef} className="space-y-4">
          {error ? (
            <p
              role="alert"
              className="rounded-xl border border-danger/30 bg-red-50 px-4 py-3 text-sm text-danger"
              data-testid="checkout-error"
            >
              {error}
            </p>
          ) : null}
          {payment.blocked ? (
            // No method can pay for this order: no PLACE ORDER that can only fail, a way back instead.
            <Link href="/cart" className="btn btn-outline w-full py-3.5" data-testid="checkout-back-to-cart">
              Back to cart
            </Link>
          ) : (
            <button
              type="submit"
              disabled={submitting || !ready || lines.length === 0 || coupon.state.status === 'checking'}
              className="btn btn-primary w-full py-3.5 text-base tracking-wide"
              data-testid="place-order"
            >
              {submitting ? 'PLACING ORDER…' : 'PLACE ORDER'}
            </button>
          )}
        </div>
      </div>
    </form>
  );
}
