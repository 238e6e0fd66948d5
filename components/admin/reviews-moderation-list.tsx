import Link from 'next/link';
import { RatingStars } from '@/components/product/rating-stars';
import { formatIstDateTime } from '@/lib/admin/time';
import type { AdminReview } from '@/lib/reviews';
import { EmptyState } from './data-table';
import { ReviewModerationForm } from './review-moderation-form';

/** The back office's reviews, newest first: product, stars, text, author, status, and Hide or Restore. */
export function ReviewsModerationList({ reviews }: { reviews: AdminReview[] }) {
  if (reviews.length === 0) return <EmptyState>No reviews here.</EmptyState>;
  return (
    <ul className="space-y-4">
      {reviews.map((r) => (
        <li
          key={r._id}
          className="grid gap-4 rounded-2xl border border-line bg-white p-5 md:grid-cols-[1fr_16rem]"
          data-testid="admin-review"
          data-review-id={r._id}
        >
          <div className="min-w-0 space-y-2 text-sm">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Link
                href={`/product/${r.productId}`}
                className="font-semibold underline-offset-2 hover:underline"
              >
                {r.productName}
              </Link>
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                  r.hidden ? 'bg-red-50 text-danger' : 'bg-green-50 text-success'
                }`}
                data-testid="review-status"
              >
                {r.hidden ? 'Hidden' : 'Visible'}
              </span>
            </p>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <RatingStars rating={r.rating} />
              <span>
                {r.userName} · <span className="break-all text-muted">{r.userEmail}</span>
              </span>
              <span className="text-xs text-muted">{formatIstDateTime(r.date)}</span>
            </p>
            <p className="whitespace-pre-line break-words text-stone-700">{r.comment}</p>
            {r.hidden && r.hiddenReason ? (
              <p className="text-muted">
                <span className="font-medium text-ink">Hidden:</span> {r.hiddenReason}
                {r.hiddenAt ? ` · ${formatIstDateTime(r.hiddenAt)}` : ''}
              </p>
            ) : null}
          </div>
          <ReviewModerationForm key={String(r.hidden)} reviewId={r._id} hidden={r.hidden} />
        </li>
      ))}
    </ul>
  );
}
