'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useId, useRef } from 'react';
import { toast } from '@/components/providers/toast';
import type { AdminFooterLink } from '@/lib/admin/navigation';
import { adminFetch } from '@/lib/browser/admin-api';
import { submitKeepingValues } from '@/lib/browser/keep-form';
import { SaveDeleteButtons } from './save-delete-buttons';

type State = { error: string | null };
const s = (form: FormData, key: string) => String(form.get(key) ?? '');

/** One footer link as an editable row (or an empty row that adds a new link). */
export function FooterLinkForm({ link }: { link: AdminFooterLink | null }) {
  const router = useRouter();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [state, action, pending] = useActionState<State, FormData>(
    async (_prev, form) => {
      if (form.get('intent') === 'delete' && link) {
        if (!window.confirm(`Remove the footer link "${link.title}"?`)) return { error: null };
        const answer = await adminFetch(`/api/admin/footer/${link._id}`, { method: 'DELETE' });
        if (!answer.success) return { error: answer.message };
        toast.success('Footer link removed.');
        router.refresh();
        return { error: null };
      }
      const values = {
        title: s(form, 'title'),
        link: s(form, 'link'),
        position: s(form, 'position') || undefined,
      };
      const answer = await adminFetch(link ? `/api/admin/footer/${link._id}` : '/api/admin/footer', {
        method: link ? 'PATCH' : 'POST',
        json: values,
      });
      if (!answer.success) return { error: answer.message };
      toast.success(link ? 'Footer link saved.' : 'Footer link added.');
      if (!link) formRef.current?.reset();
      router.refresh();
      return { error: null };
    },
    { error: null },
  );

  return (
    <form
      ref={formRef}
      onSubmit={submitKeepingValues(action)}
      aria-label={link ? `Footer link ${link.title}` : 'New footer link'}
      className="flex flex-wrap items-end gap-3 rounded-xl border border-line bg-white p-4"
      key={link ? JSON.stringify(link) : 'new'}
    >
      <div className="min-w-40 flex-1">
        <label htmlFor={`${id}-title`} className="mb-1 block text-xs font-medium text-muted">
          Title
        </label>
        <input id={`${id}-title`} name="title" defaultValue={link?.title} maxLength={80} className="field" />
      </div>
      <div className="min-w-40 flex-1">
        <label htmlFor={`${id}-link`} className="mb-1 block text-xs font-medium text-muted">
          Link
        </label>
        <input
          id={`${id}-link`}
          name="link"
          defaultValue={link?.link}
          className="field"
          placeholder="/shipping-policy"
        />
      </div>
      <div className="w-20">
        <label htmlFor={`${id}-position`} className="mb-1 block text-xs font-medium text-muted">
          Position
        </label>
        <input
          id={`${id}-position`}
          name="position"
          defaultValue={link ? String(link.position) : ''}
          inputMode="numeric"
          className="field"
        />
      </div>
      <SaveDeleteButtons saved={link !== null} addLabel="Add link" pending={pending} />
      <p aria-live="polite" className="w-full text-sm text-danger empty:hidden">
        {state.error}
      </p>
    </form>
  );
}
