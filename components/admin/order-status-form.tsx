'use client';

import { useRouter } from 'next/navigation';
import { useActionState } from 'react';
import { toast } from '@/components/providers/toast';
import { adminFetch } from '@/lib/admin/client-api';
import { submitKeepingValues } from '@/lib/admin/keep-form';

type State = { error: string | null };

/** Moves the order to one of the statuses the state machine allows next, with an optional note. */
export function OrderStatusForm({
  orderId,
  current,
  next,
}: {
  orderId: string;
  current: string;
  next: string[];
}) {
  const router = useRouter();
  const [state, action, pending] = useActionState<State, FormData>(
    async (_prev, form) => {
      const status = String(form.get('status') ?? '');
      const note = String(form.get('note') ?? '').trim();
      const answer = await adminFetch(`/api/admin/orders/${orderId}/status`, {
        json: { status, ...(note ? { note } : {}) },
      });
      if (!answer.success) return { error: answer.message };
      toast.success(`Order marked ${status}.`);
      router.refresh();
      return { error: null };
    },
    { error: null },
  );

  if (next.length === 0) {
    return (
      <p className="text-sm text-muted">
        This order is {current === 'Cancelled' ? 'cancelled' : 'delivered'}; its status can no longer change.
      </p>
    );
  }
  return (
    <form onSubmit={submitKeepingValues(action)} className="space-y-3" aria-label="Change status">
      <div>
        <label htmlFor="next-status" className="mb-1 block text-sm font-medium">
          Move to
        </label>
        <select id="next-status" name="status" className="field" defaultValue={next[0]} key={current}>
          {next.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="status-note" className="mb-1 block text-sm font-medium">
          Note <span className="font-normal text-muted">(optional, the shopper sees it)</span>
        </label>
        <textarea
          id="status-note"
          name="note"
          rows={2}
          maxLength={500}
          className="field"
          placeholder="e.g. Shipped with Delhivery, AWB 1234567890"
          key={`n-${current}`}
        />
      </div>
      <button type="submit" disabled={pending} className="btn btn-primary w-full">
        {pending ? 'Saving…' : 'Update status'}
      </button>
      <p aria-live="polite" className="text-sm text-danger">
        {state.error}
      </p>
    </form>
  );
}
