'use client';

import type { CSSProperties } from 'react';
import Link from 'next/link';
import type { FilterFacets } from '@/lib/catalog';
import type { ProductFilters } from '@/lib/catalog/shared/filters';
import { swatchHex } from '@/lib/media/shared/colours';
import { AutoSubmitForm } from './auto-submit-form';
import { CheckboxGroup, checkboxClass, Facet, Flag, RangeFields } from './filter-fields';

/** A list facet says something with two values or more, or when the shopper has one ticked (to untick it). */
const choice = (values: string[], selected: string[]) => values.length > 1 || selected.length > 0;

type Props = {
  filters: ProductFilters;
  facets: FilterFacets;
  idPrefix: string;
  action?: string;
  lockedCategory?: string;
};

/**
 * Every filter of the shop as one GET form: shareable URLs, and it works without JavaScript.
 * A client component, so the page's component payload holds the filters and facets (a few hundred
 * bytes) rather than the form's whole tree (about 20 KB on /shop); its HTML is rendered on the server.
 */
export function FilterForm({ filters, facets, idPrefix, action = '/shop', lockedCategory }: Props) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const { spread } = facets;
  const flags = (
    [
      ['inStock', 'In stock only'],
      ['isFeatured', 'Featured'],
      ['hasDiscount', 'On sale'],
      ['hasReviews', 'Has reviews'],
      ['freeShipping', 'Free shipping'],
    ] as const
  ).filter(([name]) => spread[name] || filters[name]);
  const showWeight = spread.weight || Boolean(filters.minWeight) || filters.maxWeight !== undefined;
  const showDimensions =
    spread.dimensions ||
    filters.maxWidth !== undefined ||
    filters.maxDepth !== undefined ||
    filters.maxHeight !== undefined;
  const checkboxes = (title: string, name: string, values: string[], selected: string[]) => (
    <CheckboxGroup title={title} name={name} values={values} selected={selected} idFor={id} />
  );
  return (
    <AutoSubmitForm action={action} className="space-y-7 text-sm" id={id('form')}>
      {filters.q ? <input type="hidden" name="q" value={filters.q} /> : null}
      {filters.q && filters.exact ? <input type="hidden" name="exact" value="1" /> : null}
      {filters.sort !== 'relevant' ? <input type="hidden" name="sort" value={filters.sort} /> : null}

      {lockedCategory || !choice(facets.categories, filters.categories)
        ? null
        : checkboxes('Categories', 'category', facets.categories, filters.categories)}

      {spread.price || filters.minPrice || filters.maxPrice !== undefined ? (
        <RangeFields
          title="Price (₹)"
          idFor={id}
          step={1}
          numeric
          min={{ name: 'minPrice', label: 'Minimum price', placeholder: '0', value: filters.minPrice || '' }}
          max={{
            name: 'maxPrice',
            label: 'Maximum price',
            placeholder: String(Math.ceil(facets.priceBounds.max) || 50000),
            value: filters.maxPrice ?? '',
          }}
        />
      ) : null}

      {choice(facets.colors, filters.colors) ? (
        <Facet title="Colours">
          <div className="flex flex-wrap gap-2">
            {facets.colors.map((c) => (
              // Every colour of the catalogue: two elements each, the swatch dot drawn by the
              // label's ::before, to stay within the DOM budget.
              <label
                key={c}
                style={{ '--swatch': swatchHex(c) ?? '#a8a29e' } as CSSProperties}
                className="facet-colour"
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
        </Facet>
      ) : null}

      {choice(facets.sizes, filters.sizes) ? (
        <Facet title="Sizes">
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
                <span className="facet-size">{size}</span>
              </label>
            ))}
          </div>
        </Facet>
      ) : null}

      {spread.minRating || filters.minRating !== undefined ? (
        <Facet title="Customer rating">
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
        </Facet>
      ) : null}

      {flags.length ? (
        <Facet title="Offers & availability">
          <div className="space-y-2">
            {flags.map(([name, label]) => (
              <Flag key={name} name={name} label={label} checked={filters[name]} idFor={id} />
            ))}
          </div>
        </Facet>
      ) : null}

      {spread.visibility || filters.visibility.length ? (
        <Facet title="Catalogue visibility">
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
                  className={checkboxClass}
                />
                {label}
              </label>
            ))}
          </div>
        </Facet>
      ) : null}

      {choice(facets.tags, filters.tags) ? checkboxes('Tags', 'tags', facets.tags, filters.tags) : null}
      {choice(facets.sellers, filters.sellers)
        ? checkboxes('Sellers', 'sellers', facets.sellers, filters.sellers)
        : null}

      {showWeight ? (
        <RangeFields
          title="Weight (kg)"
          idFor={id}
          step={0.1}
          min={{
            name: 'minWeight',
            label: 'Minimum weight in kg',
            placeholder: '0',
            value: filters.minWeight || '',
          }}
          max={{
            name: 'maxWeight',
            label: 'Maximum weight in kg',
            placeholder: '100',
            value: filters.maxWeight ?? '',
          }}
        />
      ) : null}

      {showDimensions ? (
        <Facet title="Fits within (cm)">
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
        </Facet>
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
