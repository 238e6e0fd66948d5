/**
 * The store's languages. English is served at the plain URLs (`/shop`), every other language under its
 * prefix (`/hi/shop`); proxy.ts maps both onto `app/[locale]`. A language is added here, in messages/ and in
 * the content columns; no page knows the list.
 */
export const locales = ['en', 'hi'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** The BCP 47 tag each language formats and declares with: India's grouping (₹1,39,999) and dates in both. */
export const localeTags: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language's own name, as its switch link shows it. */
export const localeNames: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/** The same, shortened where a phone's header has no room for the name (its accessible name stays whole). */
export const localeShortNames: Record<Locale, string> = { en: 'EN', hi: 'हिं' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** A store path (`/shop?x=1`, as English has it) in `locale`: `/hi/shop?x=1` in Hindi, unchanged in English. */
export function localePath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  if (path === '/' || path === '') return `/${locale}`;
  if (path.startsWith('/?') || path.startsWith('/#')) return `/${locale}${path.slice(1)}`;
  return `/${locale}${path}`;
}

/**
 * Splits a public pathname into its language and the store path it names: `/hi/shop` → hi, `/shop`;
 * `/shop` → en, `/shop`. A path starting with the default language's prefix (`/en/shop`) answers that
 * prefix, so proxy.ts can send it to the plain URL.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string; prefixed: boolean } {
  for (const locale of locales) {
    if (pathname === `/${locale}` || pathname.startsWith(`/${locale}/`)) {
      return { locale, path: pathname.slice(locale.length + 1) || '/', prefixed: true };
    }
  }
  return { locale: defaultLocale, path: pathname, prefixed: false };
}
