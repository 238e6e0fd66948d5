'use client';

import type { CSSProperties } from 'react';
import Link from 'next/link';
import type { NavTile } from './category-tiles';
import type { NavWords } from './chrome-words';
import { CollectionMenu } from './collection-menu';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { NavIcons } from './nav-icons';
import { SearchBar } from './search-bar';

type NavbarProps = {
  /** The menu's link items, in order, in the page's language; `collection` marks the dropdown. */
  links: { title: string; link: string; collection?: boolean }[];
  /** The menu's icon items (search, wishlist, cart, user), their titles lower-cased. */
  icons: { title: string; link: string }[];
  title: string;
  logo: { link: string; image: string | undefined };
  /** The menu theme's colours, when the store has set them. */
  style: CSSProperties | undefined;
  catalogue: 'fashion' | 'furniture';
  tiles: NavTile[];
  /** The bar's words in the page's language (components/layout/chrome-words.ts). */
  words: NavWords;
};

/** The fixed top bar's markup (components/layout/navbar.tsx gathers its data from the server's menu). */
export function NavbarView({ links, icons, title, logo, style, catalogue, tiles, words }: NavbarProps) {
  return (
    <header
      className="fixed inset-x-0 top-0 z-40 border-b border-black/5 bg-white/95 backdrop-blur"
      style={style}
    >
      <nav aria-label={words.main} className="container-page flex h-16 items-center gap-2 sm:gap-4">
        <MobileMenu links={links} catalogue={catalogue} tiles={tiles} words={words.menu} />
        <Link
          href={logo.link}
          prefetch={false}
          data-intent-prefetch
          // May shrink (and end in …) so the icons stay on screen at 320 px whatever the store is called.
          className="flex min-w-0 items-center gap-2"
          aria-label={words.home}
        >
          {logo.image ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img src={logo.image} alt="" width={36} height={36} className="h-9 w-9 shrink-0" />
          ) : null}
          <span className="truncate font-display text-base font-semibold tracking-tight min-[360px]:text-lg sm:text-xl">
            {title}
          </span>
        </Link>
        <ul className="ml-6 hidden items-center gap-1 text-sm font-medium lg:flex">
          {links.map((item) =>
            item.collection ? (
              <li key={`${item.title}-${item.link}`}>
                <CollectionMenu
                  label={item.title}
                  link={item.link || '/collection'}
                  tiles={tiles}
                  words={{ heading: words.shopCategories, all: words.exploreCollections }}
                />
              </li>
            ) : (
              <li key={`${item.title}-${item.link}`}>
                <Link href={item.link || '/'} className="nav-link">
                  {item.title}
                </Link>
              </li>
            ),
          )}
        </ul>
        <div className="ml-auto flex shrink-0 items-center gap-0.5 sm:gap-1">
          <LanguageSwitch className="nav-lang" short />
          <NavIcons icons={icons} words={words.icons} search={words.search} />
        </div>
      </nav>
      <SearchBar words={words.search} />
    </header>
  );
}
