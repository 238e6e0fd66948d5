'use client';

import { useRouter } from 'next/navigation';
import { createContext, useContext, useEffect, useState, useTransition, type ReactNode } from 'react';
import { productSortLabels, productSorts, type ProductSort } from '@/lib/catalog/shared/types';

export const SORT_SKELETON_MS = 200;

const SortingContext = createContext<{ sorting: boolean; sortTo: (href: string) => void }>({
  sorting: false,
  sortTo: () => {},
});

/** Shows the results skeleton for at least 200 ms whenever the sort changes (spec section 4). */
export function SortingProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [minimum, setMinimum] = useState(false);

  useEffect(() => {
    if (!minimum) return;
    const t = setTimeout(() => setMinimum(false), SORT_SKELETON_MS);
    return () => clearTimeout(t);
  }, [minimum]);

  const sortTo = (href: string) => {
    setMinimum(true);
    startTransition(() => router.push(href, { scroll: false }));
  };
  return (
    <SortingContext.Provider value={{ sorting: pending || minimum, sortTo }}>
      {children}
    </SortingContext.Provider>
  );
}

/** The sort dropdown: a GET form control (works without JavaScript via its button). */
export function SortSelect({ value, hrefFor }: { value: ProductSort; hrefFor: Record<ProductSort, string> }) {
  const { sortTo } = useContext(SortingContext);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="sort" className="text-sm text-muted">
        Sort by
      </label>
      <select
        id="sort"
        name="sort"
        defaultValue={value}
        className="field w-auto py-1.5"
        onChange={(e) => sortTo(hrefFor[e.target.value as ProductSort])}
      >
        {productSorts.map((s) => (
          <option key={s} value={s}>
            {productSortLabels[s]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn btn-outline py-1.5">
          Sort
        </button>
      </noscript>
    </div>
  );
}

/** Swaps the results for a skeleton while a new sort loads. */
export function SortableResults({ children, skeleton }: { children: ReactNode; skeleton: ReactNode }) {
  const { sorting } = useContext(SortingContext);
  return (
    <div aria-busy={sorting} data-testid="results">
      {sorting ? skeleton : children}
    </div>
  );
}
