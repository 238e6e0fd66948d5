import Link from 'next/link';
import type { ReactNode } from 'react';
import { Options, type Choice } from './options';

/**
 * A back-office filter form: a plain GET form, so a filtered list has a shareable URL and works
 * without JavaScript. The fields go in `children`; `clearHref` adds a link back to the whole list.
 */
export function FilterBar({
  action,
  label,
  submitLabel = 'Apply filters',
  clearHref,
  children,
}: {
  action?: string;
  label: string;
  submitLabel?: string;
  clearHref?: string;
  children: ReactNode;
}) {
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label={label}
      className="mb-5 grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-6"
    >
      {children}
      <div className="flex items-center gap-2 sm:col-span-2 lg:col-span-6">
        <button type="submit" className="btn btn-primary">
          {submitLabel}
        </button>
        {clearHref ? (
          <Link href={clearHref} className="btn btn-outline">
            Clear
          </Link>
        ) : null}
      </div>
    </form>
  );
}

type FieldProps = { id: string; name: string; label: string; value: string | undefined; wide?: boolean };

function Field({ id, label, wide, children }: Omit<FieldProps, 'name' | 'value'> & { children: ReactNode }) {
  return (
    <div className={wide ? 'lg:col-span-2' : undefined}>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-muted">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A text, search or date field of a `FilterBar`; `wide` gives it two columns. */
export function FilterInput({
  type = 'search',
  placeholder,
  ...field
}: FieldProps & { type?: 'search' | 'date'; placeholder?: string }) {
  return (
    <Field {...field}>
      <input
        id={field.id}
        name={field.name}
        type={type}
        defaultValue={field.value ?? ''}
        className="field"
        placeholder={placeholder}
      />
    </Field>
  );
}

/** A select of a `FilterBar`, whose first option (`anyLabel`, the empty value) filters nothing. */
export function FilterSelect({
  anyLabel,
  choices,
  ...field
}: FieldProps & { anyLabel: string; choices: readonly Choice[] }) {
  return (
    <Field {...field}>
      <select id={field.id} name={field.name} defaultValue={field.value ?? ''} className="field">
        <option value="">{anyLabel}</option>
        <Options choices={choices} />
      </select>
    </Field>
  );
}
