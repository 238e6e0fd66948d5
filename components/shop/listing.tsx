import Link from 'next/link';
import { LayoutGrid, List, SlidersHorizontal } from '@/components/ui/server-icons';
import {
  countActiveFilters,
  listActiveFilters,
  productSorts,
  toFilterQuery,
  type ProductFilters,
  type ProductPage,
  type ProductSort,
} from '@/lib/catalog';
import type { FilterFacets } from '@/lib/catalog';
import type { SearchNotice as QueryNotice } from '@/lib/storefront/listing-page';
import { toCard } from '@/components/product/card-data';
import { ProductCard } from '@/components/product/product-card';
import { FilterChips } from './filter-chips';
import { FilterDrawer } from './filter-drawer';
import { FilterForm } from './filter-form';
import { HeaderClearance } from './header-clearance';
import { Pagination } from './pagination';
import { SearchNotice } from './search-notice';
import { ProductGridSkeleton } from './product-grid-skeleton';
import { SortableResults, SortingProvider, SortSelect } from './sorting';

type Props = {
  /** Path the listing lives at: /shop or /collection. */
  basePath: string;
  title: string;
  filters: ProductFilters;
  result: ProductPage;
  facets: FilterFacets;
  view: 'grid' | 'list';
  lockedCategory?: string;
  /** Set when the search text could not be searched as typed (too long, or no words in it). */
  searchNotice?: QueryNotice;
};

/** The product listing shared by /shop and /collection: filters, sort, view toggle, results and pages. */
export function Listing({
  basePath,
  title,
  filters,
  result,
  facets,
  view,
  lockedCategory,
  searchNotice,
}: Props) {
  const href = (overrides: Partial<ProductFilters>, nextView = view) => {
    const params = toFilterQuery(filters, overrides);
    if (lockedCategory) {
      params.delete('categories');
      params.set('category', lockedCategory);
    }
    if (nextView === 'list') params.set('view', 'list');
    return `${basePath}${params.size ? `?${params}` : ''}`;
  };
  const active = countActiveFilters(filters) - (lockedCategory ? 1 : 0);
  const sortHrefs = Object.fromEntries(productSorts.map((s) => [s, href({ sort: s, page: 1 })])) as Record<
    ProductSort,
    string
  >;
  const clearHref = lockedCategory ? `${basePath}?category=${encodeURIComponent(lockedCategory)}` : basePath;
  const from = result.total === 0 ? 0 : (result.page - 1) * result.limit + 1;
  const to = Math.min(result.total, result.page * result.limit);

  return (
    <div className="container-page py-8">
      <HeaderClearance />
      <div className="mb-6">
        <h1 className="font-display text-3xl font-semibold tracking-tight [overflow-wrap:anywhere] sm:text-4xl">
          {title}
        </h1>
        {filters.q ? (
          <SearchNotice
            q={filters.q}
            summary={result.search}
            clearHref={href({ q: undefined, exact: false, page: 1 })}
            searchHref={(q, exact = false) => href({ q, exact, page: 1 })}
            filtered={active > 0}
            categories={facets.categories}
            input={searchNotice}
          />
        ) : null}
      </div>
      <div className="lg:grid lg:grid-cols-[16rem_1fr] lg:gap-10">
        <aside aria-label="Filters">
          <FilterDrawer
            resultsId="listing-results"
            resultsKey={href({})}
            summary={
              <>
                <span className="flex items-center gap-2">
                  <SlidersHorizontal aria-hidden className="h-4 w-4" /> Filters
                  {active > 0 ? (
                    <span
                      className="rounded-full bg-ink px-2 py-0.5 text-xs text-white"
                      data-testid="active-filter-count"
                    >
                      {active}
                    </span>
                  ) : null}
                </span>
                <span aria-hidden className="text-muted transition group-open:rotate-180">
                  ▾
                </span>
              </>
            }
          >
            <FilterForm
              key={href({})}
              filters={filters}
              facets={facets}
              idPrefix="f"
              action={basePath}
              lockedCategory={lockedCategory}
            />
          </FilterDrawer>
        </aside>

        <SortingProvider>
          <section
            id="listing-results"
            aria-labelledby="results-title"
            tabIndex={-1}
            className="scroll-mt-20 outline-none"
          >
            {/* Cards title their products with h3: this keeps the outline h1 → h2 → h3. */}
            <h2 id="results-title" className="sr-only">
              Products
            </h2>
            <FilterChips
              chips={listActiveFilters(filters, lockedCategory)}
              hrefWithout={(chip) => href({ ...chip.remove, page: 1 })}
              clearHref={clearHref}
            />
            <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-muted" aria-live="polite">
                {result.total > 0
                  ? `Showing ${from}–${to} of ${result.total.toLocaleString('en-IN')}${result.totalCapped ? '+' : ''} products`
                  : '0 products'}
              </p>
              <div className="flex items-center gap-3">
                <form action={basePath} method="get" className="flex items-center gap-2">
                  {[...new URLSearchParams(href({ page: 1 }).split('?')[1] ?? '')]
                    .filter(([k]) => k !== 'sort' && k !== 'page')
                    .map(([k, v]) => (
                      <input key={`${k}=${v}`} type="hidden" name={k} value={v} />
                    ))}
                  <SortSelect value={filters.sort} hrefFor={sortHrefs} />
                </form>
                <div
                  className="flex rounded-lg border border-line bg-white p-0.5"
                  role="group"
                  aria-label="Layout"
                >
                  <Link
                    href={href({}, 'grid')}
                    prefetch={false}
                    data-intent-prefetch
                    aria-label="Grid view"
                    aria-current={view === 'grid'}
                    className={`rounded-md p-1.5 ${view === 'grid' ? 'bg-ink text-white' : ''}`}
                  >
                    <LayoutGrid aria-hidden className="h-4 w-4" />
                  </Link>
                  <Link
                    href={href({}, 'list')}
                    prefetch={false}
                    data-intent-prefetch
                    aria-label="List view"
                    aria-current={view === 'list'}
                    className={`rounded-md p-1.5 ${view === 'list' ? 'bg-ink text-white' : ''}`}
                  >
                    <List aria-hidden className="h-4 w-4" />
                  </Link>
                </div>
              </div>
            </div>

            <SortableResults skeleton={<ProductGridSkeleton />}>
              {result.products.length === 0 ? (
                <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-20 text-center">
                  <h2 className="font-display text-2xl font-semibold">No Products Found</h2>
                  <p className="mt-2 text-sm text-muted">
                    Try removing a filter or searching for something else.
                  </p>
                  <Link href={clearHref} className="btn btn-primary mt-6">
                    Clear all filters
                  </Link>
                </div>
              ) : (
                <div
                  className={
                    view === 'list'
                      ? 'flex flex-col gap-4'
                      : 'grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4'
                  }
                >
                  {result.products.map((p, i) => (
                    <ProductCard key={p._id} product={toCard(p)} layout={view} priority={i < 4} />
                  ))}
                </div>
              )}
            </SortableResults>
            <Pagination
              page={result.page}
              totalPages={result.totalPages}
              hrefFor={(page) => href({ page })}
            />
          </section>
        </SortingProvider>
      </div>
    </div>
  );
}
