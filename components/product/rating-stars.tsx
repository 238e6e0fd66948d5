import type { CSSProperties } from 'react';

/** Five stars filled to the rating, with the figure for screen readers. */
export function RatingStars({
  rating,
  count,
  size = 'sm',
}: {
  rating: number;
  count?: number;
  size?: 'sm' | 'md';
}) {
  // One masked box (the `stars` utility in globals.css) rather than five SVGs: cards repeat it.
  const fill = { '--rating': `${Math.min(100, Math.max(0, (rating / 5) * 100))}%` } as CSSProperties;
  return (
    <span className="rating">
      <span className="sr-only">
        {`Rated ${rating.toFixed(1)} out of 5${count != null ? ` from ${count} reviews` : ''}`}
      </span>
      <span aria-hidden className={`stars ${size === 'md' ? 'text-xl' : 'text-sm'}`} style={fill} />
      {count != null ? (
        <span aria-hidden className="text-xs text-muted">
          {`(${count})`}
        </span>
      ) : null}
    </span>
  );
}
