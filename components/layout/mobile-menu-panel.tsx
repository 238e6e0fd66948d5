'use client';

import { useShop } from '@/components/providers/shop-provider';
import type { Locale } from '@/lib/i18n/shared/locales';
import type { NavTile } from './category-tiles';
import type { MenuWords } from './chrome-words';
import { MenuLinks } from './menu-links';

type NavLink = { title: string; link: string };

/** The open small-screen menu's content, with the signed-in shopper's greeting and logout. */
export function MobileMenuPanel({
  links,
  catalogue,
  tiles,
  words,
  locale,
  onClose,
}: {
  links: NavLink[];
  catalogue: 'fashion' | 'furniture';
  tiles: NavTile[];
  words: MenuWords;
  locale: Locale;
  onClose: () => void;
}) {
  const { user, logout } = useShop();
  return (
    <MenuLinks
      links={links}
      catalogue={catalogue}
      tiles={tiles}
      words={words}
      locale={locale}
      user={user}
      onLogout={() => {
        onClose();
        void logout();
      }}
    />
  );
}
