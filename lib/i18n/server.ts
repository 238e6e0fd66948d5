import 'server-only';
import type { Metadata } from 'next';
import { locale as rootLocale } from 'next/root-params';
import { defaultLocale, isLocale, localePath, locales, localeTags, type Locale } from './shared/locales';

/** The language of the page being rendered: the root param of `app/[locale]` (readable inside 'use cache'). */
export async function currentLocale(): Promise<Locale> {
  const param: unknown = await rootLocale();
  return isLocale(param) ? param : defaultLocale;
}

/**
 * A page's canonical URL in its own language and its `hreflang` alternates in every language, from the
 * store path as English has it (`/shop?category=x`). English is also the `x-default`.
 */
export function languageAlternates(locale: Locale, path: string): NonNullable<Metadata['alternates']> {
  const languages: Record<string, string> = {};
  for (const other of locales) languages[localeTags[other]] = localePath(other, path);
  languages['x-default'] = path;
  return { canonical: localePath(locale, path), languages };
}

/** `languageAlternates` for the page being rendered. */
export async function pageAlternates(path: string): Promise<NonNullable<Metadata['alternates']>> {
  return languageAlternates(await currentLocale(), path);
}
