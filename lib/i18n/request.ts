import { getRequestConfig } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { defaultLocale, isLocale, localeTags } from './shared/locales';

/**
 * next-intl's configuration for a render. The language is the root param of `app/[locale]`, not a
 * request header, so it can be read inside `'use cache'` (it is part of each cached entry's key).
 * next-intl's locale is the full tag (en-IN, hi-IN) so numbers and dates come out the Indian way.
 */
export default getRequestConfig(async () => {
  const param: unknown = await rootLocale();
  const locale = isLocale(param) ? param : defaultLocale;
  return {
    locale: localeTags[locale],
    timeZone: 'Asia/Kolkata',
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});
