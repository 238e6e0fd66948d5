import Link from 'next/link';
import type { ReactNode } from 'react';
import { Options, type Choice } from './options';

/**
 * One field of a `FilterBar`: a select when it has `choices` (its first option, `anyLabel`, filters
 * nothing), else a search or date input. `wide` gives it two columns.
 */
export type FilterField = { name: string; label: string; wide?: boolean } & (
  { anyLabel: string; choices: readonly Choice[] } | { type?: 'search' | 'date'; placeholder?: string }
);

type Values = Partial<Record<string, string | number | boolean | null>>;

const valueOf = (values: Values, name: string) => {
  const value = values[name];
  return value === undefined || value === null ? '' : String(value);
};

function Field({ field, id, value }: { field: FilterField; id: string; value: string }) {
  return (
    <div className={field.wide ? 'lg:col-span-2' : undefined}>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-muted">
        {field.label}
      </label>
      {'choices' in field ? (
        <select id={id} name={field.name} defaultValue={value} className="field">
          <option value="">{field.anyLabel}</option>
          <Options choices={field.choices} />
        </select>
      ) : (
        <input
          id={id}
          name={field.name}
          type={field.type ?? 'search'}
          defaultValue={value}
          className="field"
          placeholder={field.placeholder}
        />
      )}
    </div>
  );
}

/**
 * A back-office filter form: a plain GET form, so a filtered list has a shareable URL and works
 * without JavaScript. Each field shows its current value from `values` (the parsed query) and has
 * the id `<idPrefix>-<name>`; `clearHref` adds a link back to the whole list; `children` may add
 * hidden inputs that the form keeps.
 */
export function FilterBar({
  action,
  label,
  idPrefix,
  fields,
  values,
  submitLabel = 'Apply filters',
  clearHref,
  children,
}: {
  action?: string;
  label: string;
  idPrefix: string;
  fields: readonly FilterField[];
  values: Values;
  submitLabel?: string;
  clearHref?: string;
  children?: ReactNode;
}) {
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label={label}
      className="mb-5 grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-6"
    >
      {fields.map((field) => (
        <Field
          key={field.name}
          field={field}
          id={`${idPrefix}-${field.name}`}
          value={valueOf(values, field.name)}
        />
      ))}
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
