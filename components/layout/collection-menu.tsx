import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { localePath, splitLocale } from '@/lib/i18n/shared/locales';
import type { NavTile } from './category-tiles';

/**
 * The 'collection' menu item: a hover (and keyboard focus) dropdown that needs no JavaScript. `link` and the
 * tiles' links come in the page's language; the link to every collection is put into it here.
 */
export function CollectionMenu({
  label,
  link,
  tiles,
  words,
}: {
  label: string;
  link: string;
  tiles: NavTile[];
  words: { heading: string; all: string };
}) {
  const { locale } = splitLocale(usePathname());
  return (
    <div className="group relative">
      <Link href={link} className="nav-link flex items-center gap-1" aria-haspopup="true">
        {label}{' '}
        <span aria-hidden className="icon icon-chevron-down h-4 w-4 transition group-hover:rotate-180" />
      </Link>
      <div className="invisible absolute left-1/2 top-full z-50 w-[26rem] -translate-x-1/2 pt-2 opacity-0 transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
        <div className="rounded-xl border border-line bg-white p-4 text-ink shadow-xl">
          <p className="mb-3 text-xs font-semibold uppercase tracking-wider text-muted">{words.heading}</p>
          <ul className="grid grid-cols-3 gap-3">
            {tiles.map((tile) => (
              <li key={tile.href}>
                <Link href={tile.href} className="menu-tile">
                  {tile.image ? (
                    // eslint-disable-next-line @next/next/no-img-element
                    <img
                      src={tile.image}
                      alt=""
                      width={120}
                      height={96}
                      className="menu-tile-img"
                      loading="lazy"
                    />
                  ) : (
                    // A category without tile art (Wardrobes) keeps the row's height, not a broken image.
                    <span aria-hidden className="menu-tile-img bg-brand-100" />
                  )}
                  <span className="menu-tile-label">{tile.label}</span>
                </Link>
              </li>
            ))}
          </ul>
          <Link
            href={localePath(locale, '/collection')}
            className="mt-3 block text-center text-sm font-semibold text-brand-700 hover:underline"
          >
            {words.all}
          </Link>
        </div>
      </div>
    </div>
  );
}
