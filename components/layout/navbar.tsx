import { isBuilding } from '@/lib/cache/build-phase';
import { cachedNavigation } from '@/lib/navigation/cached';
import { getStoreConfig } from '@/lib/store-config';
import { navigationTiles } from './category-tiles';
import { NavbarView } from './navbar-view';

/**
 * The fixed top bar, built from the server's menu items (spec section 2). The server reads the menu; the
 * client `NavbarView` draws it, so every page's payload carries the menu's words and links, not its
 * markup (issue 26).
 */
export async function Navbar() {
  if (isBuilding()) return null;
  const [nav, config] = await Promise.all([cachedNavigation(), Promise.resolve(getStoreConfig())]);
  return (
    <NavbarView
      links={nav.items.filter((i) => i.type === 'link').map((i) => ({ title: i.title, link: i.link }))}
      icons={nav.items
        .filter((i) => i.type === 'icon')
        .map((i) => ({ title: i.title.toLowerCase(), link: i.link }))}
      title={nav.logo?.title || config.name}
      logo={{ link: nav.logo?.link || '/', image: nav.logo?.image || undefined }}
      style={
        nav.theme
          ? { backgroundColor: nav.theme.bgColor || undefined, color: nav.theme.textColor || undefined }
          : undefined
      }
      catalogue={config.catalogue}
      tiles={navigationTiles(config.catalogue)}
    />
  );
}
