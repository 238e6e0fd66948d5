import Form from 'next/form';
import Link from 'next/link';
import { Search } from '@/components/ui/server-icons';
import type { NavTile } from './category-tiles';

type NavLink = { title: string; link: string };

/**
 * What the small-screen menu lists: a search box, the category tiles, the menu links and the
 * account shortcuts. Shared by the ☰ dialog and the /menu page that ☰ leads to without JavaScript,
 * so both always offer the same places. Holds no state: the dialog passes the signed-in shopper.
 */
export function MenuLinks({
  links,
  catalogue,
  tiles,
  user = null,
  onLogout,
}: {
  links: NavLink[];
  catalogue: 'fashion' | 'furniture';
  tiles: NavTile[];
  user?: { name: string } | null;
  onLogout?: () => void;
}) {
  const row = 'block rounded-lg px-3 py-2.5 text-base hover:bg-stone-100';
  return (
    <>
      {user ? (
        <p className="mb-4 font-display text-lg font-semibold">Hello, {user.name.split(' ')[0]} 👋</p>
      ) : null}
      {/* A plain GET form: it searches with or without JavaScript. */}
      <Form action="/shop" role="search" className="relative mb-5">
        <Search
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
        />
        <input
          name="q"
          type="search"
          placeholder="Search products"
          aria-label="Search products"
          className="field rounded-full pl-9 pr-20"
        />
        <button
          type="submit"
          className="absolute right-1 top-1/2 -translate-y-1/2 rounded-full bg-ink px-3 py-1.5 text-sm font-semibold text-white"
        >
          Search
        </button>
      </Form>
      <h2 className="mb-2 text-xs font-semibold uppercase tracking-wider text-muted">
        {catalogue === 'furniture' ? 'Shop Categories' : 'Collections'}
      </h2>
      <ul className="mb-2 grid grid-cols-2 gap-2 min-[360px]:grid-cols-3">
        {tiles.map((tile) => (
          <li key={tile.href}>
            <Link
              href={tile.href}
              className="flex h-full items-center justify-center rounded-lg bg-brand-50 px-1 py-3 text-center text-xs font-medium leading-tight"
            >
              {tile.label}
            </Link>
          </li>
        ))}
      </ul>
      <Link href="/shop" className="mb-4 block py-2 text-sm font-semibold text-brand-700">
        View All Products →
      </Link>
      <ul className="border-t border-line pt-2">
        {links.map((l) => (
          <li key={`${l.title}-${l.link}`}>
            <Link href={l.link || '/'} className={row}>
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
          <Link href="/wishlist" className={row}>
            Wishlist
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
          {user && onLogout ? (
            <button type="button" className={`${row} w-full text-left text-danger`} onClick={onLogout}>
              Logout
            </button>
          ) : (
            <Link href="/login" className={`${row} font-semibold`}>
              Login
            </Link>
          )}
        </li>
      </ul>
    </>
  );
}
