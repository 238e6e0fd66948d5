'use client';

import { useState, type ReactNode } from 'react';
import { useHydrated } from '@/lib/browser/use-hydrated';

/** Description and Reviews tabs; without JavaScript both panels simply show one after the other. */
export function ProductTabs({
  description,
  reviews,
  reviewCount,
}: {
  description: ReactNode;
  reviews: ReactNode;
  reviewCount: number;
}) {
  const [tab, setTab] = useState<'description' | 'reviews'>('description');
  const hydrated = useHydrated();
  const tabClass = (active: boolean) =>
    `border-b-2 px-1 pb-3 text-sm font-semibold transition ${active ? 'border-ink text-ink' : 'border-transparent text-muted hover:text-ink'}`;
  return (
    <section className="mt-16">
      <div role="tablist" aria-label="Product information" className="flex gap-8 border-b border-line">
        <button
          type="button"
          role="tab"
          id="tab-description"
          aria-controls="panel-description"
          aria-selected={tab === 'description'}
          className={tabClass(tab === 'description')}
          onClick={() => setTab('description')}
        >
          Description
        </button>
        <button
          type="button"
          role="tab"
          id="tab-reviews"
          aria-controls="panel-reviews"
          aria-selected={tab === 'reviews'}
          className={tabClass(tab === 'reviews')}
          onClick={() => setTab('reviews')}
        >
          Reviews ({reviewCount})
        </button>
      </div>
      <div
        role="tabpanel"
        id="panel-description"
        aria-labelledby="tab-description"
        hidden={hydrated && tab !== 'description'}
        className="py-8"
      >
        {description}
      </div>
      <div
        role="tabpanel"
        id="panel-reviews"
        aria-labelledby="tab-reviews"
        hidden={hydrated && tab !== 'reviews'}
        className="py-8"
      >
        {reviews}
      </div>
    </section>
  );
}
