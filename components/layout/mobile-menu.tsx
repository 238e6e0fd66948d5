'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Menu, X } from 'lucide-react';
import type { NavTile } from './category-tiles';

// The panel's code loads when the menu is first opened, not with every page.
const MobileMenuPanel = lazy(() =>
  import('./mobile-menu-panel').then((m) => ({ default: m.MobileMenuPanel })),
);

type NavLink = { title: string; link: string };

/** The small-screen menu button; the panel (MobileMenuPanel) loads on first open. */
export function MobileMenu({
  links,
  catalogue,
  tiles,
}: {
  links: NavLink[];
  catalogue: 'fashion' | 'furniture';
  tiles: NavTile[];
}) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();

  // A route change closes the menu.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        className="-ml-2 rounded-full p-2 hover:bg-black/5"
        aria-label={open ? 'Close menu' : 'Open menu'}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <X aria-hidden className="h-6 w-6" /> : <Menu aria-hidden className="h-6 w-6" />}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MobileMenuPanel links={links} catalogue={catalogue} tiles={tiles} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
