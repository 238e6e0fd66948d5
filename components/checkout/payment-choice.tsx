import { Banknote, CreditCard, Smartphone } from 'lucide-react';

export type Method = 'cod' | 'upi' | 'card';

const methods = [
  { value: 'cod', label: 'Cash on Delivery', icon: Banknote },
  { value: 'upi', label: 'UPI', icon: Smartphone },
  { value: 'card', label: 'Credit / Debit Card', icon: CreditCard },
] as const;

export function PaymentChoice({ value, onChange }: { value: Method; onChange: (m: Method) => void }) {
  return (
    <fieldset>
      <legend className="mb-3 font-display text-xl font-semibold">Payment Method</legend>
      <div className="grid gap-3">
        {methods.map(({ value: m, label, icon: Icon }) => (
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
