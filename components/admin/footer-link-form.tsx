'use client';

import { useId } from 'react';
import type { AdminFooterLink } from '@/lib/admin/navigation';
import { SaveDeleteButtons } from './save-delete-buttons';
import { formText, useRowForm } from './use-row-form';

/** One footer link as an editable row (or an empty row that adds a new link). */
export function FooterLinkForm({ link }: { link: AdminFooterLink | null }) {
  const id = useId();
  const { formRef, onSubmit, error, pending } = useRowForm({
    row: link,
    endpoint: '/api/admin/footer',
    noun: 'Footer link',
    confirmText: (row) => `Remove the footer link "${row.title}"?`,
    body: (form) => ({
      title: formText(form, 'title'),
      link: formText(form, 'link'),
      position: formText(form, 'position') || undefined,
    }),
  });

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
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
        {error}
      </p>
    </form>
  );
}
