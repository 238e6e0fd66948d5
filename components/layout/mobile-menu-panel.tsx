'use client';

import Link from 'next/link';
import { useShop } from '@/components/providers/shop-provider';
import type { NavTile } from './category-tiles';

type NavLink = { title: string; link: string };

/** The open small-screen menu: greeting, category tiles, menu links, account shortcuts, login or logout. */
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
  const row = 'block rounded-lg px-3 py-2.5 text-base hover:bg-stone-100';
  return (
    <div
      id="mobile-menu"
      className="fixed inset-x-0 bottom-0 top-16 z-50 overflow-y-auto bg-white p-4 text-ink"
      // A link to the page already shown (same path, other query) changes no pathname: close on the click.
      onClick={(e) => {
        if ((e.target as HTMLElement).closest('a')) onClose();
      }}
    >
      {user ? <p className="mb-4 font-display text-lg">Hello, {user.name.split(' ')[0]} 👋</p> : null}
      <p className="mb-2 text-xs font-semibold uppercase tracking-wider text-muted">
        {catalogue === 'furniture' ? 'Shop Categories' : 'Collections'}
      </p>
      <div className="mb-2 grid grid-cols-3 gap-2">
        {tiles.map((tile) => (
          <Link
            key={tile.href}
            href={tile.href}
            className="rounded-lg bg-brand-50 px-1 py-3 text-center text-xs font-medium leading-tight"
          >
            {tile.label}
          </Link>
        ))}
      </div>
      <Link href="/shop" className="mb-4 block text-sm font-semibold text-brand-700">
        View All Products →
      </Link>
      <ul className="border-t border-line pt-2">
        {links.map((l) => (
          <li key={`${l.title}-${l.link}`}>
            <Link href={l.link || '/'} className={`${row} capitalize`}>
              {l.title}
            </Link>
          </li>
        ))}
      </ul>
      <ul className="mt-2 border-t border-line pt-2">
        <li>
          <Link href="/profile" className={row}>
            Profile
          </Link>
        </li>
        <li>
          <Link href="/cart" className={row}>
            Cart
          </Link>
        </li>
        <li>
          <Link href="/orders" className={row}>
            Orders
          </Link>
        </li>
        <li>
          {user ? (
            <button
              type="button"
              className={`${row} w-full text-left text-danger`}
              onClick={() => {
                onClose();
                void logout();
              }}
            >
              Logout
            </button>
          ) : (
            <Link href="/login" className={`${row} font-semibold`}>
              Login
            </Link>
          )}
        </li>
      </ul>
    </div>
  );
}
