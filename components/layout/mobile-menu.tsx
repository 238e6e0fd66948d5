'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { localePath, splitLocale } from '@/lib/i18n/shared/locales';
import type { NavTile } from './category-tiles';
import type { MenuWords } from './chrome-words';

// The panel's code loads when a finger or pointer reaches ☰ (or it gets focus), not with every page.
const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.MobileMenuPanel })));

type NavLink = { title: string; link: string };

const noop = () => () => {};
/** False in the server's HTML and until hydration, true once this page's scripts run. */
const useHydrated = () =>
  useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );

const trigger = '-ml-2 flex rounded-full p-2 hover:bg-black/5';

/**
 * The small-screen menu button. Without JavaScript it is a link to /menu. With it, it opens a
 * modal <dialog>: showModal puts the dialog in the top layer, so the header's backdrop-filter
 * (which makes the header the containing block of anything fixed inside it) cannot shrink it,
 * the page behind turns inert, and Escape closes it. The panel (MobileMenuPanel) loads on first open.
 */
export function MobileMenu({
  links,
  catalogue,
  tiles,
  words,
}: {
  links: NavLink[];
  catalogue: 'fashion' | 'furniture';
  tiles: NavTile[];
  words: MenuWords;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // A route change closes the menu.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    dialog.current?.showModal();
    // The page behind must not scroll under a finger dragging the menu.
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = '';
    };
  }, [open]);

  const close = () => dialog.current?.close();

  // showModal keeps focus out of the page behind, but Tab past the last link would leave for the
  // browser's own controls: wrap it round instead, as the menu's only way out is closing it.
  const keepFocusInside = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Tab' || !dialog.current) return;
    const focusable = dialog.current.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea',
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  if (!hydrated) {
    return (
      <div className="lg:hidden">
        <Link
          href={localePath(splitLocale(pathname).locale, '/menu')}
          className={trigger}
          aria-label={words.menu}
        >
          <span aria-hidden className="icon icon-menu h-6 w-6" />
        </Link>
      </div>
    );
  }

  return (
    <div className="lg:hidden">
      <button
        ref={button}
        type="button"
        className={trigger}
        aria-label={words.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onPointerEnter={() => void loadPanel()}
        onPointerDown={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen(true)}
      >
        <span aria-hidden className="icon icon-menu h-6 w-6" />
      </button>
      {open ? (
        <dialog
          ref={dialog}
          id="mobile-menu"
          aria-label={words.menu}
          className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none overflow-y-auto overscroll-contain bg-white p-0 text-ink backdrop:bg-black/40 sm:max-w-sm"
          onKeyDown={keepFocusInside}
          // Escape, the close button and a followed link all end here; focus goes back to ☰.
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
          // A link to the page already shown (same path, other query) changes no pathname: close on the click.
          onClick={(e) => {
            if ((e.target as HTMLElement).closest('a')) close();
          }}
          onSubmit={close}
        >
          <div className="sticky top-0 z-10 flex h-16 items-center justify-between border-b border-line bg-white px-4">
            <p className="font-display text-lg font-semibold">{words.menu}</p>
            <button
              type="button"
              className="-mr-2 rounded-full p-2 hover:bg-black/5"
              aria-label={words.close}
              onClick={close}
            >
              <X aria-hidden className="h-6 w-6" />
            </button>
          </div>
          <div className="p-4 pb-10">
            <Suspense fallback={<p className="text-sm text-muted">{words.loading}</p>}>
              <MobileMenuPanel
                links={links}
                catalogue={catalogue}
                tiles={tiles}
                words={words}
                locale={splitLocale(pathname).locale}
                onClose={close}
              />
            </Suspense>
          </div>
        </dialog>
      ) : null}
    </div>
  );
}
