'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useId } from 'react';
import { toast } from '@/components/providers/toast';
import { adminFetch } from '@/lib/browser/admin-api';
import { submitKeepingValues } from '@/lib/browser/keep-form';
import type { SizeChartEntry } from '@/lib/size-charts/types';

type State = { error: string | null };

const FIELDS = [
  ['chestCm', 'Chest'],
  ['waistCm', 'Waist'],
  ['lengthCm', 'Length'],
] as const;

/** An empty field is "not measured"; anything else is sent as typed, and the server judges it. */
const toNumber = (value: FormDataEntryValue | null) => {
  const text = String(value ?? '').trim();
  return text === '' ? null : Number(text);
};

/** One size of a chart as an editable row: chest, waist and length in cm. */
export function SizeChartRowForm({ row }: { row: SizeChartEntry }) {
  const router = useRouter();
  const id = useId();
  const [state, action, pending] = useActionState<State, FormData>(
    async (_prev, form) => {
      const answer = await adminFetch(`/api/admin/size-charts/${row._id}`, {
        method: 'PATCH',
        json: Object.fromEntries(FIELDS.map(([key]) => [key, toNumber(form.get(key))])),
      });
      if (!answer.success) return { error: answer.message };
      toast.success(`Size ${row.size} saved.`);
      router.refresh();
      return { error: null };
    },
    { error: null },
  );

  return (
    <form
      onSubmit={submitKeepingValues(action)}
      aria-label={`${row.category} size ${row.size}`}
      className="flex flex-wrap items-end gap-3 border-b border-line py-3 last:border-0"
      key={JSON.stringify(row)}
    >
      <p className="w-14 font-semibold">{row.size}</p>
      {FIELDS.map(([key, label]) => (
        <div key={key} className="w-28">
          <label htmlFor={`${id}-${key}`} className="mb-1 block text-xs font-medium text-muted">
            {label} (cm)
          </label>
          <input
            id={`${id}-${key}`}
            name={key}
            inputMode="decimal"
            defaultValue={row[key] ?? ''}
            className="field"
          />
        </div>
      ))}
      <button type="submit" disabled={pending} className="btn btn-primary px-4 py-2">
        Save
      </button>
      {state.error ? (
        <p role="alert" className="w-full text-sm text-danger">
          {state.error}
        </p>
      ) : null}
    </form>
  );
}
