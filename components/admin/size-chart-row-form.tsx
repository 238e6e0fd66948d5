'use client';

import { useId } from 'react';
import { adminFetch } from '@/lib/browser/admin-api';
import type { SizeChartEntry } from '@/lib/size-charts/types';
import { useAdminAction } from './use-admin-action';

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
  const id = useId();
  const { onSubmit, error, pending } = useAdminAction(async (form) => ({
    answer: await adminFetch(`/api/admin/size-charts/${row._id}`, {
      method: 'PATCH',
      json: Object.fromEntries(FIELDS.map(([key]) => [key, toNumber(form.get(key))])),
    }),
    done: `Size ${row.size} saved.`,
  }));

  return (
    <form
      onSubmit={onSubmit}
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
      {error ? (
        <p role="alert" className="w-full text-sm text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}
