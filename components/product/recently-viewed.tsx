'use client';

import Link from 'next/link';
import { useEffect, useSyncExternalStore } from 'react';
import { formatRupees } from '@/lib/money/shared/money';
import {
  noRecentlyViewed,
  recentlyViewedSnapshot,
  recordView,
  subscribeRecentlyViewed,
  type RecentProduct,
} from '@/lib/browser/recently-viewed';
import { ProductImage } from './product-image';

/**
 * The last products this device viewed (up to 10), from local storage: no server round trip, and the
 * server-rendered page stays the same for every visitor. On a product page, pass `current` to record
 * the view; it is left out of the strip. Renders nothing until there is something to show.
 */
export function RecentlyViewed({ current }: { current?: RecentProduct }) {
  const all = useSyncExternalStore(subscribeRecentlyViewed, recentlyViewedSnapshot, noRecentlyViewed);
  const currentId = current?.id;
  const currentName = current?.name;
  const currentImage = current?.image ?? null;
  const currentPrice = current?.price ?? null;

  useEffect(() => {
    if (currentId)
      recordView({ id: currentId, name: currentName ?? '', image: currentImage, price: currentPrice });
  }, [currentId, currentName, currentImage, currentPrice]);

  const list = all.filter((p) => p.id !== currentId);
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-title" className="py-8" data-testid="recently-viewed">
      <h2 id="recently-viewed-title" className="font-display text-2xl font-semibold">
        Recently viewed
      </h2>
      <ul className="mt-4 flex snap-x gap-4 overflow-x-auto pb-2">
        {list.map((p) => (
          <li key={p.id} className="w-36 shrink-0 snap-start">
            <Link href={`/product/${p.id}`} prefetch={false} className="group block">
              <ProductImage
                src={p.image ?? undefined}
                sizes="144px"
                alt=""
                width={144}
                height={180}
                loading="lazy"
                className="aspect-[4/5] w-full rounded-xl bg-stone-100 object-cover"
              />
              <span className="mt-2 line-clamp-2 text-sm group-hover:underline">{p.name}</span>
              {p.price !== null ? (
                <span className="mt-0.5 block text-sm font-semibold">{formatRupees(p.price)}</span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
