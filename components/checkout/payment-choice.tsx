import { Banknote, CreditCard, Smartphone } from 'lucide-react';

export type Method = 'cod' | 'upi' | 'card';

const methods = [
  { value: 'cod', label: 'Cash on Delivery', icon: Banknote },
  { value: 'upi', label: 'UPI', icon: Smartphone },
  { value: 'card', label: 'Credit / Debit Card', icon: CreditCard },
] as const;

/**
 * The payment methods the store can take for this order (usePaymentOptions): one it cannot take is
 * left out, with the reason; with none left, only the reason shows.
 */
export function PaymentChoice({
  value,
  onChange,
  available,
  codRefusal = null,
}: {
  value: Method;
  onChange: (m: Method) => void;
  available: readonly Method[];
  codRefusal?: string | null;
}) {
  const offered = methods.filter((m) => available.includes(m.value));
  return (
    <fieldset>
      <legend className="mb-3 font-display text-xl font-semibold">Payment Method</legend>
      {offered.length === 0 ? (
        <p
          role="alert"
          className="rounded-xl border border-danger/30 bg-red-50 px-4 py-3 text-sm text-danger"
          data-testid="payment-unavailable"
        >
          {codRefusal ?? 'This order cannot be paid for right now.'}
        </p>
      ) : codRefusal ? (
        <p className="mb-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="cod-refusal">
          {codRefusal}
        </p>
      ) : null}
      <div className="grid gap-3">
        {offered.map(({ value: m, label, icon: Icon }) => (
          <label
            key={m}
            className={`flex cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 text-sm font-medium ${value === m ? 'border-ink bg-stone-50' : 'border-line bg-white'}`}
          >
            <input
              type="radio"
              name="paymentMethod"
              value={m}
              checked={value === m}
              onChange={() => onChange(m)}
              className="h-4 w-4 accent-ink"
            />
            <Icon aria-hidden className="h-5 w-5 text-brand-700" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
