import type { ApiReview } from '@/lib/reviews';
import { RatingStars } from './rating-stars';

export const NO_REVIEWS_TEXT = 'No reviews yet. Be the first to review this product!';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** Reviews, newest first; comments render as text, never as HTML. */
export function ReviewList({ reviews, exclude }: { reviews: ApiReview[]; exclude?: string }) {
  const shown = exclude ? reviews.filter((r) => r._id !== exclude) : reviews;
  if (shown.length === 0 && !exclude) return <p className="text-sm text-muted">{NO_REVIEWS_TEXT}</p>;
  return (
    <ul className="divide-y divide-line" data-testid="review-list">
      {shown.map((r) => (
        <li key={r._id} className="py-5">
          <ReviewItem review={r} />
        </li>
      ))}
    </ul>
  );
}

export function ReviewItem({ review }: { review: ApiReview }) {
  return (
    <article>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <RatingStars rating={review.rating} />
        <span className="text-sm font-semibold">{review.userName}</span>
        {/* Computed on the server: the author has an order of this product that is paid for or on COD. */}
        {review.verifiedPurchase ? (
          <span
            className="inline-flex items-center gap-0.5 text-xs font-medium text-success"
            data-testid="verified-buyer"
          >
            <span aria-hidden className="icon-verified h-3.5 w-3.5" /> Verified buyer
          </span>
        ) : null}
        <time className="text-xs text-muted" dateTime={new Date(review.date).toISOString()}>
          {dateFormat.format(new Date(review.date))}
        </time>
      </div>
      <p className="mt-2 whitespace-pre-line text-sm leading-6 text-stone-700">{review.comment}</p>
    </article>
  );
}
