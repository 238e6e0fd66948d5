'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useId, useRef } from 'react';
import { toast } from '@/components/providers/toast';
import type { AdminMenuItem } from '@/lib/admin/navigation';
import { adminFetch } from '@/lib/browser/admin-api';
import { submitKeepingValues } from '@/lib/browser/keep-form';
import { menuItemTypes } from '@/lib/admin/shared/navigation-schema';
import { SaveDeleteButtons } from './save-delete-buttons';

type State = { error: string | null };
const s = (form: FormData, key: string) => String(form.get(key) ?? '');

/** One menu item as an editable row (or an empty row that adds a new item). */
export function MenuItemForm({ item }: { item: AdminMenuItem | null }) {
  const router = useRouter();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [state, action, pending] = useActionState<State, FormData>(
    async (_prev, form) => {
      if (form.get('intent') === 'delete' && item) {
        if (!window.confirm(`Remove the menu item "${item.title || item.type}"?`)) return { error: null };
        const answer = await adminFetch(`/api/admin/menu/${item._id}`, { method: 'DELETE' });
        if (!answer.success) return { error: answer.message };
        toast.success('Menu item removed.');
        router.refresh();
        return { error: null };
      }
      const values = {
        type: s(form, 'type'),
        title: s(form, 'title'),
        link: s(form, 'link'),
        image: s(form, 'image'),
        position: s(form, 'position'),
        bgColor: s(form, 'bgColor'),
        textColor: s(form, 'textColor'),
      };
      const answer = await adminFetch(item ? `/api/admin/menu/${item._id}` : '/api/admin/menu', {
        method: item ? 'PATCH' : 'POST',
        json: item ? values : { ...values, position: values.position || undefined },
      });
      if (!answer.success) return { error: answer.message };
      toast.success(item ? 'Menu item saved.' : 'Menu item added.');
      if (!item) formRef.current?.reset();
      router.refresh();
      return { error: null };
    },
    { error: null },
  );

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
      onSubmit={submitKeepingValues(action)}
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
          {state.error}
        </p>
      </div>
    </form>
  );
}
