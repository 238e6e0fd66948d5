import { isBuilding } from '@/lib/cache/build-phase';
import { currentLocale } from '@/lib/i18n/server';
import { localeHref } from '@/lib/i18n/shared/locale-href';
import { cachedCategoryNames, cachedNavigation } from '@/lib/navigation/cached';
import { getStoreConfig } from '@/lib/store-config';
import { navigationTiles, tileCategories } from './category-tiles';
import { navWords } from './chrome-words';
import { NavbarView } from './navbar-view';

/**
 * The fixed top bar, built from the server's menu items (spec section 2). The server reads the menu and its
 * words in the page's language; the client `NavbarView` draws it, so every page's payload carries the menu's
 * words and links, not its markup (issue 26). Every internal link points into the page's language.
 */
export async function Navbar() {
  if (isBuilding()) return null;
  const config = getStoreConfig();
  const [nav, names, locale] = await Promise.all([
    cachedNavigation(),
    cachedCategoryNames(tileCategories(config.catalogue)),
    currentLocale(),
  ]);
  const title = nav.logo?.title || config.name;
  const href = (link: string) => localeHref(locale, link);
  return (
    <NavbarView
      links={nav.items
        .filter((i) => i.type === 'link')
        .map((i) => ({
          title: i.title,
          link: href(i.link || (i.collection ? '/collection' : '/')),
          ...(i.collection ? { collection: true } : {}),
        }))}
      icons={nav.items
        .filter((i) => i.type === 'icon')
        .map((i) => ({ title: i.title.toLowerCase(), link: href(i.link) }))}
      title={title}
      logo={{ link: href(nav.logo?.link || '/'), image: nav.logo?.image || undefined }}
      style={
        nav.theme
          ? { backgroundColor: nav.theme.bgColor || undefined, color: nav.theme.textColor || undefined }
          : undefined
      }
      catalogue={config.catalogue}
      tiles={navigationTiles(config.catalogue, names, href)}
      words={await navWords(title)}
    />
  );
}
