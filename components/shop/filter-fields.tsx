import type { ReactNode } from 'react';
import { displayName } from '@/lib/catalog/shared/display';

const legend = 'facet-legend';
/** The look of the filter form's checkboxes. */
export const checkboxClass = 'facet-check';

type IdFor = (name: string) => string;

/** One group of the shop's filters, under its title. */
export function Facet({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className={legend}>{title}</legend>
      {children}
    </fieldset>
  );
}

type Bound = { name: string; label: string; placeholder: string; value: number | '' };

/** A from–to pair of number fields (price, weight); `numeric` asks phones for the digits keyboard. */
export function RangeFields({
  title,
  idFor,
  step,
  numeric = false,
  min,
  max,
}: {
  title: string;
  idFor: IdFor;
  step: number;
  numeric?: boolean;
  min: Bound;
  max: Bound;
}) {
  const field = (bound: Bound) => (
    <>
      <label htmlFor={idFor(bound.name)} className="sr-only">
        {bound.label}
      </label>
      <input
        id={idFor(bound.name)}
        name={bound.name}
        type="number"
        min={0}
        step={step}
        inputMode={numeric ? 'numeric' : undefined}
        placeholder={bound.placeholder}
        defaultValue={bound.value}
        className="field"
      />
    </>
  );
  return (
    <Facet title={title}>
      <div className="flex items-center gap-2">
        {field(min)}
        <span aria-hidden>–</span>
        {field(max)}
      </div>
    </Facet>
  );
}

/** A yes/no filter sent as `name=true` when ticked. */
export function Flag({
  name,
  label,
  checked,
  idFor,
}: {
  name: string;
  label: string;
  checked: boolean;
  idFor: IdFor;
}) {
  return (
    <label htmlFor={idFor(name)} className="flex items-center gap-2">
      <input
        id={idFor(name)}
        type="checkbox"
        name={name}
        value="true"
        defaultChecked={checked}
        className={checkboxClass}
      />
      {label}
    </label>
  );
}

/** A facet with one checkbox per value (categories, tags, sellers). */
export function CheckboxGroup({
  title,
  name,
  values,
  selected,
  idFor,
}: {
  title: string;
  name: string;
  values: string[];
  selected: string[];
  idFor: IdFor;
}) {
  return (
    <Facet title={title}>
      <div className="max-h-56 space-y-2 overflow-y-auto pr-1">
        {values.map((v, i) => (
          <label key={v} htmlFor={idFor(`${name}-${i}`)} className="flex items-center gap-2">
            <input
              id={idFor(`${name}-${i}`)}
              type="checkbox"
              name={name}
              value={v}
              defaultChecked={selected.includes(v)}
              className={checkboxClass}
            />
            <span>{displayName(v)}</span>
          </label>
        ))}
      </div>
    </Facet>
  );
}
