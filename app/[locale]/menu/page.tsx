import type { Metadata } from 'next';
import { navigationTiles } from '@/components/layout/category-tiles';
import { MenuLinks } from '@/components/layout/menu-links';
import { isBuilding } from '@/lib/cache/build-phase';
import { cachedNavigation } from '@/lib/navigation/cached';
import { getStoreConfig } from '@/lib/store-config';

export const metadata: Metadata = { title: 'Menu', robots: { index: false } };

/** Where ☰ leads without JavaScript: the same places the phone menu dialog lists. */
export default async function MenuPage() {
  if (isBuilding()) return null;
  const nav = await cachedNavigation();
  const { catalogue } = getStoreConfig();
  const links = nav.items.filter((i) => i.type === 'link').map((l) => ({ title: l.title, link: l.link }));
  return (
    <div className="container-page max-w-xl py-8">
      <h1 className="mb-6 font-display text-3xl font-semibold tracking-tight">Menu</h1>
      <MenuLinks links={links} catalogue={catalogue} tiles={navigationTiles(catalogue)} />
    </div>
  );
}
