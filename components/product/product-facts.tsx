'use client';

import { RatingStars } from './rating-stars';
import { ShareButton } from './share-button';

/*
 * The product page's plain facts as client components fed their words: the page's payload carries the
 * words, not the markup (and not lucide's icon data, which a server component sends with every icon).
 */

/** Category, the Featured badge, the name as the page's heading, the rating (a link to the reviews) and Share. */
export function ProductHeadline({
  id,
  name,
  category,
  featured,
  rating,
  reviews,
}: {
  id: string;
  name: string;
  /** As shoppers read it. */
  category: string;
  featured: boolean;
  rating: number;
  reviews: number;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs font-semibold uppercase tracking-wider text-brand-700">{category}</span>
        {featured ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-semibold text-amber-900">
            Featured
          </span>
        ) : null}
      </div>
      <h1 className="mt-2 font-display text-3xl font-semibold tracking-tight sm:text-4xl">{name}</h1>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        {reviews > 0 ? (
          <a href="#panel-reviews" className="inline-flex items-center gap-2 text-sm">
            <RatingStars rating={rating} size="md" />
            <span className="font-medium">{rating.toFixed(1)}</span>
            <span className="text-muted">
              ({reviews} {reviews === 1 ? 'review' : 'reviews'})
            </span>
          </a>
        ) : (
          <span className="text-sm text-muted">No reviews yet</span>
        )}
        <ShareButton title={name} path={`/product/${id}`} />
      </div>
    </>
  );
}

/** The three promises under Add to cart: shipping, returns, how it is paid. */
export function ProductPromises({
  shipping,
  returns,
  payment,
}: {
  shipping: string;
  returns: string;
  payment: string;
}) {
  return (
    <ul className="mt-8 grid gap-3 rounded-2xl bg-brand-50 p-5 text-sm sm:grid-cols-3">
      <li className="flex items-center gap-2">
        <span aria-hidden className="icon icon-truck h-4 w-4 text-brand-700" /> {shipping}
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden className="icon icon-rotate-ccw h-4 w-4 text-brand-700" /> {returns}
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden className="icon icon-shield-check h-4 w-4 text-brand-700" /> {payment}
      </li>
    </ul>
  );
}

/** The Description tab's facts (seller, colours, weight, dimensions, type, HSN code) as a two-column list. */
export function SpecList({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="divide-y divide-line rounded-2xl border border-line bg-white text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="spec-row">
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
