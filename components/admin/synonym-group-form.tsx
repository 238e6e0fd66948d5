'use client';

import { useId } from 'react';
import type { AdminSynonymGroup } from '@/lib/admin/synonyms';
import { SaveDeleteButtons } from './save-delete-buttons';
import { formText, useRowForm } from './use-row-form';

/** One search synonym group as an editable row (or an empty row that adds a group). */
export function SynonymGroupForm({ group }: { group: AdminSynonymGroup | null }) {
  const id = useId();
  const { formRef, onSubmit, error, pending } = useRowForm({
    row: group,
    endpoint: '/api/admin/synonyms',
    noun: 'Synonyms',
    confirmText: (row) => `Remove the synonyms "${row.terms.join(', ')}"?`,
    body: (form) => ({
      terms: formText(form, 'terms')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    }),
  });

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      aria-label={group ? `Synonyms ${group.terms[0]}` : 'New synonyms'}
      className="flex flex-wrap items-end gap-3 rounded-xl border border-line bg-white p-4"
      key={group ? JSON.stringify(group) : 'new'}
    >
      <div className="min-w-60 flex-1">
        <label htmlFor={`${id}-terms`} className="mb-1 block text-xs font-medium text-muted">
          Words that mean the same (comma-separated; the first names them)
        </label>
        <input
          id={`${id}-terms`}
          name="terms"
          defaultValue={group?.terms.join(', ')}
          className="field"
          placeholder="kurta, kurti, कुर्ता"
        />
      </div>
      <SaveDeleteButtons saved={group !== null} addLabel="Add synonyms" pending={pending} />
      <p aria-live="polite" className="w-full text-sm text-danger empty:hidden">
        {error}
      </p>
    </form>
  );
}
