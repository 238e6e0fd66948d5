import Form from 'next/form';
import Link from 'next/link';
import { Search } from '@/components/ui/server-icons';
import { fillWords } from '@/lib/i18n/shared/fill-words';
import { localePath, type Locale } from '@/lib/i18n/shared/locales';
import type { NavTile } from './category-tiles';
import type { MenuWords } from './chrome-words';

type NavLink = { title: string; link: string };

/**
 * What the small-screen menu lists: a search box, the category tiles, the menu links and the
 * account shortcuts. Shared by the ☰ dialog and the /menu page that ☰ leads to without JavaScript,
 * so both always offer the same places. Holds no state: the dialog passes the signed-in shopper.
 * `links` and `tiles` come in the page's language (`locale`); the links drawn here are put into it.
 */
export function MenuLinks({
  links,
  catalogue,
  tiles,
  words,
  locale,
  user = null,
  onLogout,
}: {
  links: NavLink[];
  catalogue: 'fashion' | 'furniture';
  tiles: NavTile[];
  words: MenuWords;
  locale: Locale;
  user?: { name: string } | null;
  onLogout?: () => void;
}) {
  const row = 'block rounded-lg px-3 py-2.5 text-base hover:bg-stone-100';
  const href = (path: string) => localePath(locale, path);
  return (
    <>
      {user ? (
        <p className="mb-4 font-display text-lg font-semibold">
          {fillWords(words.hello, { name: user.name.split(' ')[0] ?? '' })}
        </p>
      ) : null}
      {/* A plain GET form: it searches with or without JavaScript. */}
      <Form action={href('/shop')} role="search" className="relative mb-5">
        <Search
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
        />
        <input
          name="q"
          type="search"
          placeholder={words.search.placeholder}
          aria-label={words.search.label}
          className="field rounded-full pl-9 pr-20"
        />
        <button
          type="submit"
          className="absolute right-1 top-1/2 -translate-y-1/2 rounded-full bg-ink px-3 py-1.5 text-sm font-semibold text-white"
        >
          {words.search.submit}
        </button>
      </Form>
      <h2 className="mb-2 text-xs font-semibold uppercase tracking-wider text-muted">
        {catalogue === 'furniture' ? words.shopCategories : words.collections}
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
      <Link href={href('/shop')} className="mb-4 block py-2 text-sm font-semibold text-brand-700">
        {words.viewAll}
      </Link>
      <ul className="border-t border-line pt-2">
        {links.map((l) => (
          <li key={`${l.title}-${l.link}`}>
            <Link href={l.link || href('/')} className={row}>
              {l.title}
            </Link>
          </li>
        ))}
      </ul>
      <ul className="mt-2 border-t border-line pt-2">
        <li>
          <Link href={href('/profile')} className={row}>
            {words.profile}
          </Link>
        </li>
        <li>
          <Link href={href('/wishlist')} className={row}>
            {words.wishlist}
          </Link>
        </li>
        <li>
          <Link href={href('/cart')} className={row}>
            {words.cart}
          </Link>
        </li>
        <li>
          <Link href={href('/orders')} className={row}>
            {words.orders}
          </Link>
        </li>
        <li>
          {user && onLogout ? (
            <button type="button" className={`${row} w-full text-left text-danger`} onClick={onLogout}>
              {words.logout}
            </button>
          ) : (
            <Link href={href('/login')} className={`${row} font-semibold`}>
              {words.login}
            </Link>
          )}
        </li>
      </ul>
    </>
  );
}
