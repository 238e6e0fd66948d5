'use client';

import { useId } from 'react';
import type { AdminMenuItem } from '@/lib/admin/navigation';
import { menuItemTypes } from '@/lib/admin/shared/navigation-schema';
import { SaveDeleteButtons } from './save-delete-buttons';
import { formText, useRowForm } from './use-row-form';

/** One menu item as an editable row (or an empty row that adds a new item). */
export function MenuItemForm({ item }: { item: AdminMenuItem | null }) {
  const id = useId();
  const { formRef, onSubmit, error, pending } = useRowForm({
    row: item,
    endpoint: '/api/admin/menu',
    noun: 'Menu item',
    confirmText: (row) => `Remove the menu item "${row.title || row.type}"?`,
    body: (form) => {
      const values = {
        type: formText(form, 'type'),
        title: formText(form, 'title'),
        link: formText(form, 'link'),
        image: formText(form, 'image'),
        position: formText(form, 'position'),
        bgColor: formText(form, 'bgColor'),
        textColor: formText(form, 'textColor'),
      };
      return item ? values : { ...values, position: values.position || undefined };
    },
  });

  const field = (
    name: keyof AdminMenuItem,
    label: string,
    props: React.InputHTMLAttributes<HTMLInputElement> = {},
  ) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="mb-1 block text-xs font-medium text-muted">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        defaultValue={item ? String(item[name]) : ''}
        className="field"
        {...props}
      />
    </div>
  );

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      aria-label={item ? `Menu item ${item.title || item.type}` : 'New menu item'}
      className="rounded-xl border border-line bg-white p-4"
      key={item ? JSON.stringify(item) : 'new'}
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[7rem_1fr_1fr_1fr_5rem_6rem_6rem]">
        <div>
          <label htmlFor={`${id}-type`} className="mb-1 block text-xs font-medium text-muted">
            Type
          </label>
          <select id={`${id}-type`} name="type" defaultValue={item?.type ?? 'link'} className="field">
            {menuItemTypes.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        {field('title', 'Title', { maxLength: 80 })}
        {field('link', 'Link', { placeholder: '/about' })}
        {field('image', 'Image', { placeholder: '/brand/logo.svg' })}
        {field('position', 'Position', { inputMode: 'numeric' })}
        {field('bgColor', 'Background', { placeholder: '#ffffff' })}
        {field('textColor', 'Text colour', { placeholder: '#1f2937' })}
      </div>
      <div className="mt-3 flex items-center gap-2">
        <SaveDeleteButtons saved={item !== null} addLabel="Add item" pending={pending} tight />
        <p aria-live="polite" className="text-sm text-danger">
          {error}
        </p>
      </div>
    </form>
  );
}
