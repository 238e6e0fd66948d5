'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useId, useRef } from 'react';
import { toast } from '@/components/providers/toast';
import type { AdminSynonymGroup } from '@/lib/admin/synonyms';
import { adminFetch } from '@/lib/browser/admin-api';
import { submitKeepingValues } from '@/lib/browser/keep-form';
import { SaveDeleteButtons } from './save-delete-buttons';

type State = { error: string | null };

/** One search synonym group as an editable row (or an empty row that adds a group). */
export function SynonymGroupForm({ group }: { group: AdminSynonymGroup | null }) {
  const router = useRouter();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [state, action, pending] = useActionState<State, FormData>(
    async (_prev, form) => {
      if (form.get('intent') === 'delete' && group) {
        if (!window.confirm(`Remove the synonyms "${group.terms.join(', ')}"?`)) return { error: null };
        const answer = await adminFetch(`/api/admin/synonyms/${group._id}`, { method: 'DELETE' });
        if (!answer.success) return { error: answer.message };
        toast.success('Synonyms removed.');
        router.refresh();
        return { error: null };
      }
      const terms = String(form.get('terms') ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean);
      const answer = await adminFetch(group ? `/api/admin/synonyms/${group._id}` : '/api/admin/synonyms', {
        method: group ? 'PATCH' : 'POST',
        json: { terms },
      });
      if (!answer.success) return { error: answer.message };
      toast.success(group ? 'Synonyms saved.' : 'Synonyms added.');
      if (!group) formRef.current?.reset();
      router.refresh();
      return { error: null };
    },
    { error: null },
  );

  return (
    <form
      ref={formRef}
      onSubmit={submitKeepingValues(action)}
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
        {state.error}
      </p>
    </form>
  );
}
