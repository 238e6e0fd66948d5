'use client';

import { useEffect, useState } from 'react';
import { fetchDeliveryPromise, recallPin, rememberPin } from '@/lib/browser/delivery';
import type { DeliveryPromise } from '@/lib/delivery/types';

type Props = {
  productId: string;
  /** The product's price in rupees: cash on delivery is judged for one of it. */
  price: number | null;
  /** The answer for `?pin=` rendered by the server (the form works without JavaScript). */
  initial: DeliveryPromise | null;
  initialError: string | null;
};

/**
 * "Deliver to 560038 · by Thu, 27 Nov · Cash on delivery available". A GET form: without JavaScript
 * it reloads the page with ?pin=; with it, the answer comes from GET /api/delivery/{pin} and the PIN
 * code is remembered on this device, so the cached page HTML stays the same for every visitor.
 */
export function DeliveryCheck({ productId, price, initial, initialError }: Props) {
  const [pin, setPin] = useState(initial?.pin ?? '');
  const [result, setResult] = useState<DeliveryPromise | null>(initial);
  const [error, setError] = useState<string | null>(initialError);
  const [pending, setPending] = useState(false);

  const check = async (code: string) => {
    setPending(true);
    const answer = await fetchDeliveryPromise(code, price);
    setPending(false);
    if (!answer.success) {
      setResult(null);
      setError(answer.message);
      return;
    }
    setError(null);
    setResult(answer.delivery);
    if (answer.delivery.deliverable) rememberPin(code);
  };

  useEffect(() => {
    if (initial) {
      if (initial.deliverable) rememberPin(initial.pin);
      return;
    }
    const saved = recallPin();
    if (!saved) return;
    // Local storage is only readable after hydration; the server rendered the empty form.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPin(saved);
    void check(saved);
    // Once, on arrival: the remembered PIN code is checked for this product.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const code = pin.trim();
    if (!/^[1-9]\d{5}$/.test(code)) {
      setResult(null);
      setError('Please enter a valid 6-digit PIN code.');
      return;
    }
    void check(code);
  };

  return (
    <section aria-label="Check delivery" className="mt-6 rounded-2xl border border-line p-4" id="delivery">
      <form
        method="get"
        action={`/product/${productId}#delivery`}
        onSubmit={submit}
        className="flex flex-wrap items-center gap-2"
        noValidate
      >
        <label htmlFor="delivery-pin" className="w-full text-sm font-semibold">
          Delivery PIN code
        </label>
        <input
          id="delivery-pin"
          name="pin"
          value={pin}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="Enter PIN code"
          className="field min-w-0 flex-1"
        />
        <button type="submit" className="btn btn-outline shrink-0" disabled={pending}>
          {pending ? 'Checking…' : 'Check'}
        </button>
      </form>
      <div aria-live="polite" data-testid="delivery-promise" className="mt-3 text-sm empty:hidden">
        {error ? <p className="text-danger">{error}</p> : null}
        {!error && result ? <DeliveryLines promise={result} /> : null}
      </div>
    </section>
  );
}

function DeliveryLines({ promise }: { promise: DeliveryPromise }) {
  if (!promise.deliverable) return <p className="text-danger">{promise.message}</p>;
  return (
    <>
      <p data-testid="delivery-date">
        Deliver to {promise.pin} · by <strong>{promise.dateText}</strong>
      </p>
      <p
        data-testid="delivery-cod"
        className={`mt-1 ${promise.cod.available ? 'text-success' : 'text-muted'}`}
      >
        {promise.cod.message}
      </p>
    </>
  );
}
