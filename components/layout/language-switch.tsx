'use client';

import { usePathname } from 'next/navigation';
import type { MouseEvent } from 'react';
import { localeNames, localePath, localeTags, locales, splitLocale } from '@/lib/i18n/shared/locales';

/**
 * The link to the page being read in the other language: a plain link (a new document, since each
 * language has its own root layout) that works without JavaScript. The page's query (a listing's
 * filters) is added when it is followed, since a kept page's HTML is shared by every query.
 */
export function LanguageSwitch({ className }: { className?: string }) {
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
      data-testid="language-switch"
    >
      {localeNames[other]}
    </a>
  );
}
