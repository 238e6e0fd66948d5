'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useShop } from '@/components/providers/shop-provider';
import { CountBadge } from '@/components/ui/count-badge';
import { fillWords } from '@/lib/i18n/shared/fill-words';
import { localePath, splitLocale } from '@/lib/i18n/shared/locales';
import type { NavIconWords, SearchWords } from './chrome-words';
import { SearchDisclosure } from './search-disclosure';

type Icon = { title: string; link: string };

// 32 px targets under 360 px wide (so ☰, the name and four icons fit at 320), 36 px above.
const iconButton = 'nav-icon';

const noop = () => () => {};

/**
 * Icon items of the menu: search, profile (dropdown when signed in) and cart, plus the login link. The icons'
 * links come in the page's language; the ones drawn here are put into it.
 */
export function NavIcons({
  icons,
  words,
  search: searchWords,
}: {
  icons: Icon[];
  words: NavIconWords;
  search: SearchWords;
}) {
  const { user, status, cartCount, wishlist, setShowSearch } = useShop();
  const router = useRouter();
  const { locale } = splitLocale(usePathname());
  const href = (path: string) => localePath(locale, path);
  // The search link opens the script-driven search box; until scripts run, a plain form does.
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const find = (t: string) => icons.find((i) => i.title === t);
  const search = find('search');
  const profile = find('profile');
  const cart = find('cart');

  return (
    <>
      {search && !hydrated ? (
        <SearchDisclosure className={iconButton} action={href('/shop')} words={searchWords} />
      ) : null}
      {search && hydrated ? (
        <a
          href={search.link || href('/shop')}
          aria-label={searchWords.label}
          className={iconButton}
          onClick={(e) => {
            e.preventDefault();
            setShowSearch(true);
            router.push(search.link || href('/shop'));
          }}
        >
          <span aria-hidden className="icon icon-search h-5 w-5" />
        </a>
      ) : null}
      <Link
        href={href('/wishlist')}
        prefetch={false}
        data-intent-prefetch
        aria-label={fillWords(words.wishlistCount, { count: wishlist.length })}
        className={iconButton}
      >
        <span aria-hidden className="icon icon-heart h-5 w-5" />
        <CountBadge count={wishlist.length} />
      </Link>
      {profile && user ? <ProfileMenu cartCount={cartCount} words={words} href={href} /> : null}
      {profile && !user ? (
        <Link
          href={href('/login')}
          prefetch={false}
          data-intent-prefetch
          aria-label={words.signIn}
          className={`${iconButton} sm:hidden`}
        >
          <span aria-hidden className="icon icon-user h-5 w-5" />
        </Link>
      ) : null}
      {cart ? (
        <Link
          href={cart.link || href('/cart')}
          prefetch={false}
          data-intent-prefetch
          aria-label={fillWords(words.cartCount, { count: cartCount })}
          className={iconButton}
          data-testid="nav-cart"
        >
          <span aria-hidden className="icon icon-bag h-5 w-5" />
          <CountBadge count={cartCount} />
        </Link>
      ) : null}
      {!user && status === 'ready' ? (
        <Link
          href={href('/login')}
          className="ml-1 hidden rounded-md px-3 py-2 text-sm font-semibold hover:bg-black/5 sm:block"
        >
          {words.login}
        </Link>
      ) : null}
      {!user && status !== 'ready' ? <span className="ml-1 hidden w-14 sm:block" aria-hidden /> : null}
    </>
  );
}

function ProfileMenu({
  cartCount,
  words,
  href,
}: {
  cartCount: number;
  words: NavIconWords;
  href: (path: string) => string;
}) {
  const { logout, user } = useShop();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !ref.current?.contains(e.target as Node))
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const item = 'flex items-center justify-between rounded-md px-3 py-2 text-sm hover:bg-stone-100';
  return (
    <div className="relative" ref={ref}>
      <button
        type="button"
        aria-label={words.accountMenu}
        aria-expanded={open}
        aria-haspopup="menu"
        className={iconButton}
        onClick={() => setOpen((o) => !o)}
        data-testid="profile-menu-button"
      >
        <span aria-hidden className="icon icon-user h-5 w-5" />
      </button>
      {open ? (
        <div
          role="menu"
          className="absolute right-0 top-full mt-2 w-56 rounded-xl border border-line bg-white p-2 text-ink shadow-xl"
        >
          <p className="truncate px-3 py-2 text-xs text-muted">
            {fillWords(words.signedInAs, { name: user?.name ?? '' })}
          </p>
          <Link role="menuitem" href={href('/profile')} className={item} onClick={() => setOpen(false)}>
            {words.profileSettings}
          </Link>
          <Link role="menuitem" href={href('/cart')} className={item} onClick={() => setOpen(false)}>
            {words.shoppingCart}
            {cartCount > 0 ? (
              <span className="rounded-full bg-ink px-2 py-0.5 text-xs font-semibold text-white">
                {cartCount}
              </span>
            ) : null}
          </Link>
          <Link role="menuitem" href={href('/orders')} className={item} onClick={() => setOpen(false)}>
            {words.trackOrder}
          </Link>
          {user?.role === 'admin' ? (
            <Link role="menuitem" href="/admin" className={item} onClick={() => setOpen(false)}>
              {words.backOffice}
            </Link>
          ) : null}
          <button
            role="menuitem"
            type="button"
            className={`${item} w-full text-left text-danger`}
            onClick={() => {
              setOpen(false);
              void logout();
            }}
          >
            {words.logout}
          </button>
        </div>
      ) : null}
    </div>
  );
}
