'use client';

import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useHydrated } from '@/lib/browser/use-hydrated';

type Tab = 'description' | 'reviews';

/** The tab a `#panel-…` address names (the tabs' own links, the rating's "N reviews" link, a shared URL). */
function tabOf(hash: string): Tab | null {
  if (hash === '#panel-reviews') return 'reviews';
  if (hash === '#panel-description') return 'description';
  return null;
}

/**
 * Description and Reviews tabs. Each tab is a link to its panel, so a tap before the script has run is
 * not lost: the address takes the panel's hash and the `product-tabs` CSS shows that panel alone
 * (`:target`) until React takes over and reads the hash. Without JavaScript at all both panels show one
 * after the other and the links jump between them.
 */
export function ProductTabs({
  description,
  reviews,
  reviewCount,
}: {
  description: ReactNode;
  reviews: ReactNode;
  reviewCount: number;
}) {
  const [tab, setTab] = useState<Tab>('description');
  const hydrated = useHydrated();
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    const fromAddress = (scroll: boolean) => {
      const named = tabOf(window.location.hash);
      if (!named) return;
      setTab(named);
      // The panel was hidden when the browser tried to scroll to it: bring the tabs into view once shown.
      if (scroll) requestAnimationFrame(() => section.current?.scrollIntoView({ block: 'start' }));
    };
    const onHashChange = () => fromAddress(true);
    fromAddress(false);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  const choose = (next: Tab) => (event: MouseEvent) => {
    event.preventDefault();
    setTab(next);
    window.history.replaceState(window.history.state, '', `#panel-${next}`);
  };
  const tabClass = (active: boolean) =>
    `info-tab ${active ? 'border-ink text-ink' : 'border-transparent text-muted hover:text-ink'}`;
  return (
    <section ref={section} className="product-tabs mt-16 scroll-mt-20" data-hydrated={hydrated || undefined}>
      <div role="tablist" aria-label="Product information" className="flex gap-8 border-b border-line">
        <a
          href="#panel-description"
          role="tab"
          id="tab-description"
          aria-controls="panel-description"
          aria-selected={tab === 'description'}
          className={tabClass(tab === 'description')}
          onClick={choose('description')}
        >
          Description
        </a>
        <a
          href="#panel-reviews"
          role="tab"
          id="tab-reviews"
          aria-controls="panel-reviews"
          aria-selected={tab === 'reviews'}
          className={tabClass(tab === 'reviews')}
          onClick={choose('reviews')}
        >
          Reviews ({reviewCount})
        </a>
      </div>
      <div
        role="tabpanel"
        id="panel-description"
        aria-labelledby="tab-description"
        hidden={hydrated && tab !== 'description'}
        className="scroll-mt-28 py-8"
      >
        {description}
      </div>
      <div
        role="tabpanel"
        id="panel-reviews"
        aria-labelledby="tab-reviews"
        hidden={hydrated && tab !== 'reviews'}
        className="scroll-mt-28 py-8"
      >
        {reviews}
      </div>
    </section>
  );
}
