import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { navigationTiles, tileCategories } from '@/components/layout/category-tiles';
import { menuWords } from '@/components/layout/chrome-words';
import { MenuLinks } from '@/components/layout/menu-links';
import { isBuilding } from '@/lib/cache/build-phase';
import { currentLocale } from '@/lib/i18n/server';
import { localeHref } from '@/lib/i18n/shared/locale-href';
import { cachedCategoryNames, cachedNavigation } from '@/lib/navigation/cached';
import { getStoreConfig } from '@/lib/store-config';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Menu');
  return { title: t('menu'), robots: { index: false } };
}

/** Where ☰ leads without JavaScript: the same places the phone menu dialog lists, in the page's language. */
export default async function MenuPage() {
  if (isBuilding()) return null;
  const { catalogue } = getStoreConfig();
  const [nav, names, locale, words] = await Promise.all([
    cachedNavigation(),
    cachedCategoryNames(tileCategories(catalogue)),
    currentLocale(),
    menuWords(),
  ]);
  const href = (link: string) => localeHref(locale, link);
  const links = nav.items
    .filter((i) => i.type === 'link')
    .map((l) => ({ title: l.title, link: href(l.link || '/') }));
  return (
    <div className="container-page max-w-xl py-8">
      <h1 className="mb-6 font-display text-3xl font-semibold tracking-tight">{words.menu}</h1>
      <MenuLinks
        links={links}
        catalogue={catalogue}
        tiles={navigationTiles(catalogue, names, href)}
        words={words}
        locale={locale}
      />
    </div>
  );
}
