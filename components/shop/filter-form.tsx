import type { CSSProperties } from 'react';
import Link from 'next/link';
import { displayName } from '@/lib/catalog/shared/display';
import { type ProductFilters } from '@/lib/catalog/shared/filters';
import { swatchHex } from '@/lib/media/colours';
import { AutoSubmitForm } from './auto-submit-form';

export type FilterFacets = {
  categories: string[];
  colors: string[];
  /** Sizes of listed products, in shopping order (none in a catalogue without sizes). */
  sizes: string[];
  tags: string[];
  sellers: string[];
  priceBounds: { min: number; max: number };
  showDimensions: boolean;
};

type Props = {
  filters: ProductFilters;
  facets: FilterFacets;
  idPrefix: string;
  action?: string;
  lockedCategory?: string;
};

const legend = 'mb-3 text-xs font-semibold uppercase tracking-wider text-muted';
const box = 'h-4 w-4 rounded border-stone-300 accent-ink';

/** Every filter of the shop as one GET form: shareable URLs, and it works without JavaScript. */
export function FilterForm({ filters, facets, idPrefix, action = '/shop', lockedCategory }: Props) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <AutoSubmitForm action={action} className="space-y-7 text-sm" id={id('form')}>
      {filters.q ? <input type="hidden" name="q" value={filters.q} /> : null}
      {filters.q && filters.exact ? <input type="hidden" name="exact" value="1" /> : null}
      {filters.sort !== 'relevant' ? <input type="hidden" name="sort" value={filters.sort} /> : null}

      {lockedCategory ? null : (
        <CheckboxGroup
          title="Categories"
          name="category"
          values={facets.categories}
          selected={filters.categories}
          idFor={id}
        />
      )}

      <fieldset>
        <legend className={legend}>Price (₹)</legend>
        <div className="flex items-center gap-2">
          <label htmlFor={id('minPrice')} className="sr-only">
            Minimum price
          </label>
          <input
            id={id('minPrice')}
            name="minPrice"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            placeholder="0"
            defaultValue={filters.minPrice || ''}
            className="field"
          />
          <span aria-hidden>–</span>
          <label htmlFor={id('maxPrice')} className="sr-only">
            Maximum price
          </label>
          <input
            id={id('maxPrice')}
            name="maxPrice"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            placeholder={String(Math.ceil(facets.priceBounds.max) || 50000)}
            defaultValue={filters.maxPrice ?? ''}
            className="field"
          />
        </div>
      </fieldset>

      {facets.colors.length ? (
        <fieldset>
          <legend className={legend}>Colours</legend>
          <div className="flex flex-wrap gap-2">
            {facets.colors.map((c) => (
              // Every colour of the catalogue, twice on the page (sidebar and drawer): two elements
              // each, the swatch dot drawn by the label's ::before, to stay within the DOM budget.
              <label
                key={c}
                style={{ '--swatch': swatchHex(c) ?? '#a8a29e' } as CSSProperties}
                className="flex cursor-pointer items-center gap-1.5 rounded-full border border-line bg-white px-2.5 py-1 text-xs before:h-3 before:w-3 before:rounded-full before:border before:border-black/15 before:bg-(--swatch) before:content-[''] has-checked:border-ink has-checked:bg-ink has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
              >
                <input
                  type="checkbox"
                  name="colors"
                  value={c}
                  defaultChecked={filters.colors.includes(c)}
                  className="sr-only"
                />
                {c}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      {facets.sizes.length ? (
        <fieldset>
          <legend className={legend}>Sizes</legend>
          <div className="flex flex-wrap gap-2">
            {facets.sizes.map((size) => (
              <label key={size} className="cursor-pointer">
                <input
                  type="checkbox"
                  name="sizes"
                  value={size}
                  defaultChecked={filters.sizes.includes(size)}
                  className="peer sr-only"
                />
                <span className="flex min-w-10 items-center justify-center rounded-full border border-line bg-white px-2.5 py-1 text-xs peer-checked:border-ink peer-checked:bg-ink peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600">
                  {size}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      <fieldset>
        <legend className={legend}>Customer rating</legend>
        <div className="space-y-2">
          {[4, 3, 2, 1].map((r) => (
            <label key={r} className="flex items-center gap-2">
              <input
                type="radio"
                name="minRating"
                value={r}
                defaultChecked={filters.minRating === r}
                className="h-4 w-4 accent-ink"
              />
              {r}★ &amp; above
            </label>
          ))}
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="minRating"
              value=""
              defaultChecked={filters.minRating === undefined}
              className="h-4 w-4 accent-ink"
            />
            Any rating
          </label>
        </div>
      </fieldset>

      <fieldset>
        <legend className={legend}>Offers &amp; availability</legend>
        <div className="space-y-2">
          <Flag name="inStock" label="In stock only" checked={filters.inStock} idFor={id} />
          <Flag name="isFeatured" label="Featured" checked={filters.isFeatured} idFor={id} />
          <Flag name="hasDiscount" label="On sale" checked={filters.hasDiscount} idFor={id} />
          <Flag name="hasReviews" label="Has reviews" checked={filters.hasReviews} idFor={id} />
          <Flag name="freeShipping" label="Free shipping" checked={filters.freeShipping} idFor={id} />
        </div>
      </fieldset>

      <fieldset>
        <legend className={legend}>Catalogue visibility</legend>
        <div className="space-y-2">
          {(
            [
              ['visible', 'Shop and search'],
              ['catalog', 'Shop only'],
              ['search', 'Search only'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="checkbox"
                name="visibility"
                value={value}
                defaultChecked={filters.visibility.includes(value)}
                className={box}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      {facets.tags.length ? (
        <CheckboxGroup title="Tags" name="tags" values={facets.tags} selected={filters.tags} idFor={id} />
      ) : null}
      {facets.sellers.length ? (
        <CheckboxGroup
          title="Sellers"
          name="sellers"
          values={facets.sellers}
          selected={filters.sellers}
          idFor={id}
        />
      ) : null}

      <fieldset>
        <legend className={legend}>Weight (kg)</legend>
        <div className="flex items-center gap-2">
          <label htmlFor={id('minWeight')} className="sr-only">
            Minimum weight in kg
          </label>
          <input
            id={id('minWeight')}
            name="minWeight"
            type="number"
            min={0}
            step={0.1}
            placeholder="0"
            defaultValue={filters.minWeight || ''}
            className="field"
          />
          <span aria-hidden>–</span>
          <label htmlFor={id('maxWeight')} className="sr-only">
            Maximum weight in kg
          </label>
          <input
            id={id('maxWeight')}
            name="maxWeight"
            type="number"
            min={0}
            step={0.1}
            placeholder="100"
            defaultValue={filters.maxWeight ?? ''}
            className="field"
          />
        </div>
      </fieldset>

      {facets.showDimensions ? (
        <fieldset>
          <legend className={legend}>Fits within (cm)</legend>
          <div className="grid grid-cols-3 gap-2">
            {(
              [
                ['maxWidth', 'Width', filters.maxWidth],
                ['maxDepth', 'Depth', filters.maxDepth],
                ['maxHeight', 'Height', filters.maxHeight],
              ] as const
            ).map(([name, label, value]) => (
              <label key={name} htmlFor={id(name)} className="text-xs text-muted">
                {label}
                <input
                  id={id(name)}
                  name={name}
                  type="number"
                  min={0}
                  step={1}
                  defaultValue={value ?? ''}
                  className="field mt-1"
                />
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      <div className="flex gap-3 pt-2">
        <button type="submit" className="btn btn-primary flex-1">
          Apply filters
        </button>
        <Link
          href={lockedCategory ? `${action}?category=${encodeURIComponent(lockedCategory)}` : action}
          className="btn btn-outline"
        >
          Clear all
        </Link>
      </div>
    </AutoSubmitForm>
  );
}

function Flag({
  name,
  label,
  checked,
  idFor,
}: {
  name: string;
  label: string;
  checked: boolean;
  idFor: (n: string) => string;
}) {
  return (
    <label htmlFor={idFor(name)} className="flex items-center gap-2">
      <input
        id={idFor(name)}
        type="checkbox"
        name={name}
        value="true"
        defaultChecked={checked}
        className={box}
      />
      {label}
    </label>
  );
}

function CheckboxGroup({
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
  idFor: (n: string) => string;
}) {
  return (
    <fieldset>
      <legend className={legend}>{title}</legend>
      <div className="max-h-56 space-y-2 overflow-y-auto pr-1">
        {values.map((v, i) => (
          <label key={v} htmlFor={idFor(`${name}-${i}`)} className="flex items-center gap-2">
            <input
              id={idFor(`${name}-${i}`)}
              type="checkbox"
              name={name}
              value={v}
              defaultChecked={selected.includes(v)}
              className={box}
            />
            <span>{displayName(v)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
