import type { ApiReview, RatingBreakdown, ReviewSort } from '@/lib/reviews';
import { RatingStars } from './rating-stars';

export const NO_REVIEWS_TEXT = 'No reviews yet. Be the first to review this product!';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest',
  helpful: 'Most helpful',
  highest: 'Highest rating',
  lowest: 'Lowest rating',
};

/**
 * The list in the shopper's chosen order and filter, computed from the full list the page already
 * holds (the same orders as `POST /api/product/review/get` with `sort` and `verifiedOnly`).
 */
export function arrangeReviews(reviews: ApiReview[], sort: ReviewSort, verifiedOnly: boolean): ApiReview[] {
  const shown = verifiedOnly ? reviews.filter((r) => r.verifiedPurchase) : [...reviews];
  const newest = (a: ApiReview, b: ApiReview) => b.date - a.date || (b._id > a._id ? 1 : -1);
  const order: Record<ReviewSort, (a: ApiReview, b: ApiReview) => number> = {
    newest,
    helpful: (a, b) => b.helpfulCount - a.helpfulCount || newest(a, b),
    highest: (a, b) => b.rating - a.rating || newest(a, b),
    lowest: (a, b) => a.rating - b.rating || newest(a, b),
  };
  return shown.sort(order[sort]);
}

/** 5★ to 1★ as bars, each with its count: the spread behind the average. */
export function RatingBreakdownBars({ breakdown, total }: { breakdown: RatingBreakdown; total: number }) {
  return (
    <ul className="mt-4 space-y-1.5" aria-label="Ratings breakdown" data-testid="rating-breakdown">
      {(['5', '4', '3', '2', '1'] as const).map((stars) => {
        const count = breakdown[stars];
        const share = total > 0 ? Math.round((count / total) * 100) : 0;
        return (
          <li key={stars} className="rating-row">
            <span className="rating-stars">
              {stars}
              <span aria-hidden>★</span>
              <span className="sr-only"> {stars === '1' ? 'star' : 'stars'}:</span>
            </span>
            <span aria-hidden className="rating-track">
              <span className="rating-fill" style={{ width: `${share}%` }} />
            </span>
            <span className="rating-count" data-testid={`rating-count-${stars}`}>
              {count}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Reviews in the order given; comments render as text, never as HTML. */
export function ReviewList({
  reviews,
  exclude,
  onHelpful,
  loginToVote,
}: {
  reviews: ApiReview[];
  exclude?: string;
  onHelpful?: (review: ApiReview) => void;
  /** The review whose Helpful a visitor tapped: it says to log in, with the link. */
  loginToVote?: string | null;
}) {
  const shown = exclude ? reviews.filter((r) => r._id !== exclude) : reviews;
  if (shown.length === 0 && !exclude) return <p className="text-sm text-muted">{NO_REVIEWS_TEXT}</p>;
  return (
    <ul className="divide-y divide-line" data-testid="review-list">
      {shown.map((r) => (
        <li key={r._id} className="py-5">
          <ReviewItem review={r} onHelpful={onHelpful} loginToVote={loginToVote === r._id} />
        </li>
      ))}
    </ul>
  );
}

export function ReviewItem({
  review,
  onHelpful,
  loginToVote = false,
}: {
  review: ApiReview;
  onHelpful?: (review: ApiReview) => void;
  loginToVote?: boolean;
}) {
  return (
    <article data-testid="review">
      <div className="review-head">
        <RatingStars rating={review.rating} />
        <span className="text-sm font-semibold">{review.userName}</span>
        {/* Computed on the server: the author has an order of this product that is paid for or on COD. */}
        {review.verifiedPurchase ? (
          <span
            className="inline-flex items-center gap-0.5 text-xs font-medium text-success"
            data-testid="verified-buyer"
          >
            <span aria-hidden className="icon icon-verified h-3.5 w-3.5" /> Verified buyer
          </span>
        ) : null}
        <time className="text-xs text-muted" dateTime={new Date(review.date).toISOString()}>
          {dateFormat.format(new Date(review.date))}
        </time>
      </div>
      <p className="review-text">{review.comment}</p>
      {onHelpful ? (
        <button
          type="button"
          className="pill helpful"
          aria-pressed={Boolean(review.votedHelpful)}
          onClick={() => onHelpful(review)}
        >
          Helpful
          <span className="tabular-nums" data-testid="helpful-count">
            ({review.helpfulCount})
          </span>
        </button>
      ) : null}
      {onHelpful && loginToVote ? (
        <p className="mt-2 text-xs" role="status" data-testid="helpful-login">
          <a
            href={`/login?next=${encodeURIComponent(`/product/${review.productId}`)}`}
            className="font-semibold underline"
          >
            Log in
          </a>{' '}
          to mark reviews helpful.
        </p>
      ) : null}
      {!onHelpful && review.helpfulCount > 0 ? (
        <p className="mt-2 text-xs text-muted">
          {review.helpfulCount} {review.helpfulCount === 1 ? 'shopper' : 'shoppers'} found this helpful
        </p>
      ) : null}
    </article>
  );
}
