'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense } from 'react';
import { useShop } from '@/components/providers/shop-provider';
import type { SearchWords } from './chrome-words';

// Nobody sees the search box before opening it: its code loads then, not with every page.
const SearchField = lazy(() => import('./search-field').then((m) => ({ default: m.SearchField })));

/** The nav search bar: shown when the search flag is on and the path contains 'shop' (spec section 2). */
export function SearchBar({ words }: { words: SearchWords }) {
  const { showSearch, setShowSearch } = useShop();
  const pathname = usePathname();
  if (!showSearch || !pathname.includes('shop')) return null;
  return (
    // useSearchParams inside SearchField needs a Suspense boundary, which the lazy load needs too.
    <Suspense fallback={null}>
      <SearchField onClose={() => setShowSearch(false)} words={words} />
    </Suspense>
  );
}
