'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useState } from 'react';
import { Search, X } from 'lucide-react';
import { useShop } from '@/components/providers/shop-provider';

/** The nav search bar: shown when the search flag is on and the path contains 'shop' (spec section 2). */
export function SearchBar() {
  return (
    <Suspense fallback={null}>
      <SearchBarInner />
    </Suspense>
  );
}

function SearchBarInner() {
  const { showSearch, setShowSearch } = useShop();
  const pathname = usePathname();
  const params = useSearchParams();
  const router = useRouter();
  const current = params.get('q') ?? '';
  const [text, setText] = useState(current);

  useEffect(() => {
    if (!showSearch || !pathname.includes('shop') || text.trim() === current.trim()) return;
    // Debounced: the URL (and so the server-rendered results) follows the typed text.
    const timer = setTimeout(() => {
      const next = new URLSearchParams(params.toString());
      if (text.trim()) next.set('q', text.trim());
      else next.delete('q');
      next.delete('page');
      router.replace(`/shop${next.size ? `?${next}` : ''}`, { scroll: false });
    }, 350);
    return () => clearTimeout(timer);
  }, [text, current, params, pathname, router, showSearch]);

  if (!showSearch || !pathname.includes('shop')) return null;
  return (
    <div className="border-t border-black/5 bg-white text-ink">
      <form
        action="/shop"
        role="search"
        className="container-page flex items-center gap-3 py-3"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="relative flex-1">
          <Search
            aria-hidden
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
          />
          <input
            name="q"
            type="search"
            placeholder="Search"
            aria-label="Search products"
            autoFocus
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="field rounded-full pl-9"
          />
        </div>
        <button
          type="button"
          aria-label="Close search"
          className="rounded-full p-2 hover:bg-black/5"
          onClick={() => setShowSearch(false)}
        >
          <X aria-hidden className="h-5 w-5" />
        </button>
      </form>
    </div>
  );
}
