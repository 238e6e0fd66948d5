import { localePath, type Locale } from './locales';

/**
 * A link as a page in `locale` renders it: a store path (`/shop?category=Men`, as the menu and footer store
 * it) leads into that language; an external, `mailto:` or `tel:` link, a bare `#anchor` or an empty link is
 * left as it is.
 */
export function localeHref(locale: Locale, link: string): string {
  return link.startsWith('/') && !link.startsWith('//') ? localePath(locale, link) : link;
}
