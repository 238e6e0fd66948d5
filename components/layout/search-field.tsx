'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Search, X } from 'lucide-react';
import { localePath, splitLocale } from '@/lib/i18n/shared/locales';
import type { SearchWords } from './chrome-words';
import { SearchSuggestions } from './search-suggestions';

/** The search box itself, loaded only once a shopper opens search (see SearchBar); it searches in the page's language. */
export function SearchField({ onClose, words }: { onClose: () => void; words: SearchWords }) {
  const pathname = usePathname();
  const locale = splitLocale(pathname).locale;
  const shop = localePath(locale, '/shop');
  const params = useSearchParams();
  const router = useRouter();
  const current = params.get('q') ?? '';
  const [text, setText] = useState(current);
  // The results page due to follow the typed text; a chosen suggestion cancels it, or it would land
  // after the suggestion's page had been asked for and take the shopper back to the results.
  const following = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (!pathname.includes('shop') || text.trim() === current.trim()) return;
    // Debounced: the URL (and so the server-rendered results) follows the typed text.
    const timer = setTimeout(() => {
      const next = new URLSearchParams(params.toString());
      if (text.trim()) next.set('q', text.trim());
      else next.delete('q');
      next.delete('page');
      router.replace(`${shop}${next.size ? `?${next}` : ''}`, { scroll: false });
    }, 350);
    following.current = timer;
    return () => clearTimeout(timer);
  }, [text, current, params, pathname, router, shop]);

  return (
    <div className="border-t border-black/5 bg-white text-ink">
      <form
        action={shop}
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
            id="site-search"
            name="q"
            type="search"
            placeholder={words.placeholder}
            aria-label={words.label}
            autoFocus
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="field rounded-full pl-9"
          />
          <SearchSuggestions
            inputId="site-search"
            locale={locale}
            words={words}
            onChoose={() => clearTimeout(following.current)}
          />
        </div>
        <button
          type="button"
          aria-label={words.close}
          className="rounded-full p-2 hover:bg-black/5"
          onClick={onClose}
        >
          <X aria-hidden className="h-5 w-5" />
        </button>
      </form>
    </div>
  );
}
