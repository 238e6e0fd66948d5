'use client';

import { usePathname } from 'next/navigation';
import type { MouseEvent } from 'react';
import {
  localeNames,
  localePath,
  localeShortNames,
  localeTags,
  locales,
  splitLocale,
} from '@/lib/i18n/shared/locales';

/**
 * The link to the page being read in the other language: a plain link (a new document, since each
 * language has its own root layout) that works without JavaScript. The page's query (a listing's
 * filters) is added when it is followed, since a kept page's HTML is shared by every query. `short`
 * shows the language's short name on the narrowest phones (below 390 px), where the header has no room.
 */
export function LanguageSwitch({ className, short = false }: { className?: string; short?: boolean }) {
  const { locale, path } = splitLocale(usePathname());
  const other = locales.find((l) => l !== locale) ?? locale;
  const href = localePath(other, path);
  const keepQuery = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = `${href}${window.location.search}`;
  };
  return (
    <a
      href={href}
      hrefLang={localeTags[other]}
      lang={localeTags[other]}
      onClick={keepQuery}
      className={className}
      aria-label={short ? localeNames[other] : undefined}
      data-testid="language-switch"
    >
      {short ? (
        <>
          <span aria-hidden="true" className="min-[390px]:hidden">
            {localeShortNames[other]}
          </span>
          <span aria-hidden="true" className="hidden min-[390px]:inline">
            {localeNames[other]}
          </span>
        </>
      ) : (
        localeNames[other]
      )}
    </a>
  );
}
