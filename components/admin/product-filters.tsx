import type { AdminProductQuery } from '@/lib/admin';
import { visibilityValues } from '@/lib/catalog/shared/types';
import { FilterBar, type FilterField } from './filter-bar';

const stockChoices = [
  ['in', 'Available'],
  ['out', 'Out of stock'],
  ['low', 'Low (5 or fewer)'],
  ['untracked', 'Not tracked'],
] as const;

const publishedChoices = [
  ['true', 'Published'],
  ['false', 'Drafts'],
] as const;

/** Product search and filters as a plain GET form. */
export function ProductFilters({
  query,
  categories,
}: {
  query: Partial<AdminProductQuery>;
  categories: string[];
}) {
  const fields: FilterField[] = [
    { name: 'q', label: 'Search', placeholder: 'Name, seller, category or id', wide: true },
    { name: 'category', label: 'Category', anyLabel: 'All categories', choices: categories },
    { name: 'published', label: 'Published', anyLabel: 'Any', choices: publishedChoices },
    { name: 'stock', label: 'Stock', anyLabel: 'Any', choices: stockChoices },
    { name: 'visibility', label: 'Visibility', anyLabel: 'Any', choices: visibilityValues },
  ];
  return (
    <FilterBar
      action="/admin/products"
      label="Filter products"
      idPrefix="pf"
      fields={fields}
      values={query}
      submitLabel="Search"
      clearHref="/admin/products"
    >
      <input
        type="hidden"
        name="featured"
        value={query.featured === undefined ? '' : String(query.featured)}
      />
    </FilterBar>
  );
}
