'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useId, useState, type ReactNode } from 'react';
import { toast } from '@/components/providers/toast';
import { adminFetch } from '@/lib/browser/admin-api';
import { submitKeepingValues } from '@/lib/browser/keep-form';
import { FormField } from './form-field';
import { Options } from './options';

type State = { error: string | null };

/**
 * Moves a record (an order, a return) to one of the statuses its state machine allows next, with an
 * optional note, through its `…/status` API route; the page refreshes with the new state.
 */
export function StatusMoveForm({
  endpoint,
  noun,
  current,
  next,
  closedText,
  notePlaceholder,
  extraFields,
}: {
  endpoint: string;
  noun: string;
  current: string;
  next: string[];
  closedText: string;
  notePlaceholder: string;
  /** Fields a status needs (an order's courier and AWB for Shipped), shown while it is picked and sent by name. */
  extraFields?: { status: string; fields: ReactNode };
}) {
  const router = useRouter();
  const id = useId();
  const [picked, setPicked] = useState<{ from: string; status: string } | null>(null);
  // A refreshed page (a new current status) starts again from the first allowed move.
  const selected = picked?.from === current ? picked.status : (next[0] ?? '');
  const extraShown = extraFields && selected === extraFields.status ? extraFields.fields : null;
  const [state, action, pending] = useActionState<State, FormData>(
    async (_prev, form) => {
      const status = String(form.get('status') ?? '');
      const note = String(form.get('note') ?? '').trim();
      const extra = Object.fromEntries(
        [...form.entries()].filter(
          ([name, value]) =>
            name !== 'status' && name !== 'note' && typeof value === 'string' && value.trim(),
        ),
      );
      const answer = await adminFetch(endpoint, { json: { ...extra, status, ...(note ? { note } : {}) } });
      if (!answer.success) return { error: answer.message };
      toast.success(`${noun} marked ${status}.`);
      router.refresh();
      return { error: null };
    },
    { error: null },
  );

  if (next.length === 0) return <p className="text-sm text-muted">{closedText}</p>;
  return (
    <form onSubmit={submitKeepingValues(action)} className="space-y-3" aria-label="Change status">
      <FormField id={`${id}-status`} label="Move to">
        <select
          id={`${id}-status`}
          name="status"
          className="field"
          value={selected}
          onChange={(e) => setPicked({ from: current, status: e.target.value })}
        >
          <Options choices={next} />
        </select>
      </FormField>
      {extraShown}
      <div>
        <label htmlFor={`${id}-note`} className="mb-1 block text-sm font-medium">
          Note <span className="font-normal text-muted">(optional, the shopper sees it)</span>
        </label>
        <textarea
          id={`${id}-note`}
          name="note"
          rows={2}
          maxLength={500}
          className="field"
          placeholder={notePlaceholder}
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
