import { Star } from 'lucide-react';

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
  const px = size === 'md' ? 'h-5 w-5' : 'h-3.5 w-3.5';
  return (
    <span className="inline-flex items-center gap-1">
      <span className="sr-only">
        Rated {rating.toFixed(1)} out of 5{count != null ? ` from ${count} reviews` : ''}
      </span>
      <span aria-hidden className="flex">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star
            key={n}
            className={`${px} ${rating >= n - 0.25 ? 'fill-amber-400 text-amber-400' : rating >= n - 0.75 ? 'fill-amber-200 text-amber-400' : 'text-stone-300'}`}
          />
        ))}
      </span>
      {count != null ? (
        <span aria-hidden className="text-xs text-muted">
          ({count})
        </span>
      ) : null}
    </span>
  );
}
