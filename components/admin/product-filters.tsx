import type { AdminProductQuery } from '@/lib/admin';
import { visibilityValues } from '@/lib/catalog/shared/types';
import { FilterBar, FilterInput, FilterSelect } from './filter-bar';

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

const yesNo = (v: boolean | undefined) => (v === undefined ? '' : String(v));

/** Product search and filters as a plain GET form. */
export function ProductFilters({
  query,
  categories,
}: {
  query: Partial<AdminProductQuery>;
  categories: string[];
}) {
  return (
    <FilterBar
      action="/admin/products"
      label="Filter products"
      submitLabel="Search"
      clearHref="/admin/products"
    >
      <FilterInput
        id="pf-q"
        name="q"
        label="Search"
        value={query.q}
        placeholder="Name, seller, category or id"
        wide
      />
      <FilterSelect
        id="pf-category"
        name="category"
        label="Category"
        value={query.category}
        anyLabel="All categories"
        choices={categories}
      />
      <FilterSelect
        id="pf-published"
        name="published"
        label="Published"
        value={yesNo(query.published)}
        anyLabel="Any"
        choices={publishedChoices}
      />
      <FilterSelect
        id="pf-stock"
        name="stock"
        label="Stock"
        value={query.stock}
        anyLabel="Any"
        choices={stockChoices}
      />
      <FilterSelect
        id="pf-visibility"
        name="visibility"
        label="Visibility"
        value={query.visibility}
        anyLabel="Any"
        choices={visibilityValues}
      />
      <input type="hidden" name="featured" value={yesNo(query.featured)} />
    </FilterBar>
  );
}
