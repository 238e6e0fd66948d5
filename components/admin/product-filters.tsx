import Link from 'next/link';
import type { AdminProductQuery } from '@/lib/admin';
import { visibilityValues } from '@/lib/catalog/shared/types';

const stockOptions = [
  ['in', 'Available'],
  ['out', 'Out of stock'],
  ['low', 'Low (5 or fewer)'],
  ['untracked', 'Not tracked'],
] as const;

/** Product search and filters as a plain GET form. */
export function ProductFilters({
  query,
  categories,
}: {
  query: Partial<AdminProductQuery>;
  categories: string[];
}) {
  const yesNo = (v: boolean | undefined) => (v === undefined ? '' : String(v));
  return (
    <form
      method="get"
      action="/admin/products"
      role="search"
      aria-label="Filter products"
      className="mb-5 grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-6"
    >
      <div className="lg:col-span-2">
        <label htmlFor="pf-q" className="mb-1 block text-xs font-medium text-muted">
          Search
        </label>
        <input
          id="pf-q"
          name="q"
          type="search"
          defaultValue={query.q ?? ''}
          className="field"
          placeholder="Name, seller, category or id"
        />
      </div>
      <div>
        <label htmlFor="pf-category" className="mb-1 block text-xs font-medium text-muted">
          Category
        </label>
        <select id="pf-category" name="category" defaultValue={query.category ?? ''} className="field">
          <option value="">All categories</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="pf-published" className="mb-1 block text-xs font-medium text-muted">
          Published
        </label>
        <select id="pf-published" name="published" defaultValue={yesNo(query.published)} className="field">
          <option value="">Any</option>
          <option value="true">Published</option>
          <option value="false">Drafts</option>
        </select>
      </div>
      <div>
        <label htmlFor="pf-stock" className="mb-1 block text-xs font-medium text-muted">
          Stock
        </label>
        <select id="pf-stock" name="stock" defaultValue={query.stock ?? ''} className="field">
          <option value="">Any</option>
          {stockOptions.map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="pf-visibility" className="mb-1 block text-xs font-medium text-muted">
          Visibility
        </label>
        <select id="pf-visibility" name="visibility" defaultValue={query.visibility ?? ''} className="field">
          <option value="">Any</option>
          {visibilityValues.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2 sm:col-span-2 lg:col-span-6">
        <input type="hidden" name="featured" value={yesNo(query.featured)} />
        <button type="submit" className="btn btn-primary">
          Search
        </button>
        <Link href="/admin/products" className="btn btn-outline">
          Clear
        </Link>
      </div>
    </form>
  );
}
