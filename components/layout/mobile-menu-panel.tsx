'use client';

import { useShop } from '@/components/providers/shop-provider';
import type { NavTile } from './category-tiles';
import { MenuLinks } from './menu-links';

type NavLink = { title: string; link: string };

/** The open small-screen menu's content, with the signed-in shopper's greeting and logout. */
export function MobileMenuPanel({
  links,
  catalogue,
  tiles,
  onClose,
}: {
  links: NavLink[];
  catalogue: 'fashion' | 'furniture';
  tiles: NavTile[];
  onClose: () => void;
}) {
  const { user, logout } = useShop();
  return (
    <MenuLinks
      links={links}
      catalogue={catalogue}
      tiles={tiles}
      user={user}
      onLogout={() => {
        onClose();
        void logout();
      }}
    />
  );
}
