'use client';

import { useId, useState, type ReactNode } from 'react';
import { adminFetch } from '@/lib/browser/admin-api';
import { FormField } from './form-field';
import { Options } from './options';
import { useAdminAction } from './use-admin-action';

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
  const id = useId();
  const [picked, setPicked] = useState<{ from: string; status: string } | null>(null);
  // A refreshed page (a new current status) starts again from the first allowed move.
  const selected = picked?.from === current ? picked.status : (next[0] ?? '');
  const extraShown = extraFields && selected === extraFields.status ? extraFields.fields : null;
  const { onSubmit, error, pending } = useAdminAction(async (form) => {
    const status = String(form.get('status') ?? '');
    const note = String(form.get('note') ?? '').trim();
    const extra = Object.fromEntries(
      [...form.entries()].filter(
        ([name, value]) => name !== 'status' && name !== 'note' && typeof value === 'string' && value.trim(),
      ),
    );
    return {
      answer: await adminFetch(endpoint, { json: { ...extra, status, ...(note ? { note } : {}) } }),
      done: `${noun} marked ${status}.`,
    };
  });

  if (next.length === 0) return <p className="text-sm text-muted">{closedText}</p>;
  return (
    <form onSubmit={onSubmit} className="space-y-3" aria-label="Change status">
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
        {error}
      </p>
    </form>
  );
}
