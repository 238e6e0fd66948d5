'use client';

import { useId, useState } from 'react';
import { TicketPercent, X } from 'lucide-react';
import type { CouponState } from '@/lib/browser/use-coupon';
import { formatPaise } from '@/lib/money/shared/money';

/** The cart's coupon box: a code field and Apply, or the applied code with what it saves and Remove. */
export function CouponField({
  state,
  onApply,
  onRemove,
}: {
  state: CouponState;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  if (state.status === 'applied') {
    return (
      <div
        className="flex items-center gap-3 rounded-xl border border-dashed border-success bg-green-50 px-3 py-2 text-sm"
        data-testid="coupon-applied"
      >
        <TicketPercent aria-hidden className="h-5 w-5 shrink-0 text-success" />
        <p className="min-w-0 flex-1">
          <span className="font-semibold">{state.code}</span> applied: you save{' '}
          {formatPaise(state.discountPaise)}
        </p>
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove coupon ${state.code}`}
          className="rounded-lg p-1 text-muted hover:bg-stone-100"
        >
          <X aria-hidden className="h-4 w-4" />
        </button>
      </div>
    );
  }
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (code.trim()) onApply(code.trim());
      }}
      aria-label="Coupon"
    >
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        Coupon code
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="coupon"
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          placeholder="e.g. FIRST10"
          autoComplete="off"
          autoCapitalize="characters"
          className="field min-w-0 flex-1 uppercase placeholder:normal-case"
        />
        <button
          type="submit"
          className="btn btn-outline shrink-0 px-4"
          disabled={state.status === 'checking'}
        >
          Apply
        </button>
      </div>
      <p aria-live="polite" className="mt-1 min-h-5 text-xs text-danger" data-testid="coupon-message">
        {state.status === 'refused' ? state.message : ''}
      </p>
    </form>
  );
}
