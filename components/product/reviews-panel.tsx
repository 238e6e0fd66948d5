'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { toast } from '@/components/providers/toast';
import { useShop } from '@/components/providers/shop-provider';
import { apiCall } from '@/lib/browser/api';
import type { ApiReview, ProductReviews, ReviewSort } from '@/lib/reviews';
import { RatingStars } from './rating-stars';
import {
  arrangeReviews,
  NO_REVIEWS_TEXT,
  RatingBreakdownBars,
  REVIEW_SORT_LABELS,
  ReviewItem,
  ReviewList,
} from './review-list';

type Mode = 'hidden' | 'new' | 'edit';

const pickReviews = ({
  reviews,
  averageRating,
  totalReviews,
  breakdown,
}: ProductReviews): ProductReviews => ({
  reviews,
  averageRating,
  totalReviews,
  breakdown,
});

// Most visitors never write a review: the form's code loads when one starts to.
const ReviewForm = lazy(() => import('./review-form').then((m) => ({ default: m.ReviewForm })));

export const DELETE_CONFIRM = 'Are you sure you want to delete your review?';

/** Reviews tab: summary, the shopper's own review with edit and delete, the form, and everyone else's reviews. */
export function ReviewsPanel({
  productId,
  allowReviews,
  initial,
}: {
  productId: string;
  allowReviews: boolean;
  initial: ProductReviews;
}) {
  const { user, status } = useShop();
  const router = useRouter();
  const [data, setData] = useState(initial);
  const [mode, setMode] = useState<Mode>('hidden');
  const [rating, setRating] = useState(5);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [verifiedOnly, setVerifiedOnly] = useState(false);
  // Reviews name no author ids; the list fetched with the shopper's session marks their own one.
  const own = user ? data.reviews.find((r) => r.mine) : undefined;

  const fetchReviews = useCallback(
    () => apiCall<ProductReviews>('/api/product/review/get', { body: { productId } }),
    [productId],
  );
  const show = (answer: Awaited<ReturnType<typeof fetchReviews>>) => {
    if (answer.success) setData(pickReviews(answer));
  };

  // The server-rendered list is the same for every visitor: once signed in, ask which review is ours.
  const userId = user?._id;
  useEffect(() => {
    if (!userId) return;
    let current = true;
    void fetchReviews().then((answer) => {
      if (current && answer.success) setData(pickReviews(answer));
    });
    return () => {
      current = false;
    };
  }, [userId, fetchReviews]);

  const reload = async () => {
    show(await fetchReviews());
    // The tab label and the rating under the product name are server-rendered: bring them up to date too.
    router.refresh();
  };

  const startEdit = (review: ApiReview) => {
    setRating(review.rating);
    setComment(review.comment);
    setMode('edit');
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!user) return void toast.error('Please login to add a review');
    if (!comment.trim()) return void toast.error('Please add a comment');
    setBusy(true);
    try {
      const path = mode === 'edit' ? '/api/product/review/update' : '/api/product/review/add';
      const answer = await apiCall<{ message?: string }>(path, { body: { productId, rating, comment } });
      if (!answer.success) {
        toast.error(answer.status === 401 ? 'Please login to add a review' : answer.message);
        return;
      }
      toast.success(mode === 'edit' ? 'Review updated' : 'Thank you for your review!');
      setMode('hidden');
      setComment('');
      await reload();
    } catch {
      toast.error('Error submitting review');
    } finally {
      setBusy(false);
    }
  };

  // A visitor's tap on Helpful answers next to the button (a toast alone was easy to miss).
  const [loginToVote, setLoginToVote] = useState<string | null>(null);
  const voteHelpful = async (review: ApiReview) => {
    if (!user) return void setLoginToVote(review._id);
    const helpful = !review.votedHelpful;
    const answer = await apiCall<{ helpfulCount: number; votedHelpful: boolean }>(
      '/api/product/review/helpful',
      { body: { reviewId: review._id, helpful } },
    );
    if (!answer.success) return void toast.error(answer.message);
    setData((current) => ({
      ...current,
      reviews: current.reviews.map((r) =>
        r._id === review._id
          ? { ...r, helpfulCount: answer.helpfulCount, votedHelpful: answer.votedHelpful }
          : r,
      ),
    }));
  };

  const others = data.reviews.filter((r) => r._id !== own?._id);
  // The filter is offered only when it keeps something: with no verified review it would empty the list.
  const anyVerified = others.some((r) => r.verifiedPurchase);
  const arranged = arrangeReviews(others, sort, verifiedOnly && anyVerified);

  const remove = async () => {
    if (!window.confirm(DELETE_CONFIRM)) return;
    try {
      const answer = await apiCall('/api/product/review/delete', { body: { productId } });
      if (!answer.success) throw new Error(answer.message);
      toast.success('Review deleted');
      setMode('hidden');
      await reload();
    } catch {
      toast.error('Error deleting review');
    }
  };

  return (
    <div className="grid gap-10 lg:grid-cols-[18rem_1fr]">
      <div>
        <p className="font-display text-5xl font-semibold" data-testid="average-rating">
          {data.totalReviews > 0 ? data.averageRating.toFixed(1) : '–'}
        </p>
        <div className="mt-2">
          <RatingStars rating={data.averageRating} size="md" />
        </div>
        <p className="mt-1 text-sm text-muted" data-testid="review-count">
          Based on {data.totalReviews} {data.totalReviews === 1 ? 'review' : 'reviews'}
        </p>
        {data.totalReviews > 0 ? (
          <RatingBreakdownBars breakdown={data.breakdown} total={data.totalReviews} />
        ) : null}
        {!allowReviews ? (
          <p className="mt-4 text-sm text-muted">Reviews are closed for this product.</p>
        ) : null}
        {allowReviews && status === 'ready' && !user ? (
          <p className="mt-4 text-sm">
            <Link href="/login" className="font-semibold underline">
              Log in
            </Link>{' '}
            to write a review.
          </p>
        ) : null}
        {allowReviews && user && !own && mode === 'hidden' ? (
          <button type="button" className="btn btn-primary mt-4" onClick={() => setMode('new')}>
            Write Review
          </button>
        ) : null}
      </div>
      <div>
        {mode !== 'hidden' ? (
          <Suspense fallback={null}>
            <ReviewForm
              mode={mode}
              rating={rating}
              comment={comment}
              busy={busy}
              onRating={setRating}
              onComment={setComment}
              onSubmit={submit}
              onCancel={() => setMode('hidden')}
            />
          </Suspense>
        ) : null}
        {own && mode !== 'edit' ? (
          <div className="mb-6 rounded-2xl border border-brand-200 bg-brand-50 p-5" data-testid="own-review">
            <p className="mb-2 text-xs font-semibold uppercase tracking-wider text-brand-700">Your review</p>
            {own.hiddenReason ? (
              <p
                className="mb-3 rounded-lg border border-line bg-white px-3 py-2 text-sm text-danger"
                data-testid="own-review-hidden"
              >
                Hidden by the store: {own.hiddenReason}
                <span className="mt-0.5 block text-xs text-muted">
                  Other shoppers cannot see it, and it does not count in the rating.
                </span>
              </p>
            ) : null}
            <ReviewItem review={own} />
            <div className="mt-3 flex gap-3 text-sm">
              <button type="button" className="font-semibold underline" onClick={() => startEdit(own)}>
                Edit
              </button>
              <button type="button" className="font-semibold text-danger underline" onClick={remove}>
                Delete
              </button>
            </div>
          </div>
        ) : null}
        {others.length > 1 ? (
          <div className="mb-2 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
            <label className="flex items-center gap-2">
              Sort reviews
              <select
                className="field h-9 w-auto py-0"
                value={sort}
                onChange={(e) => setSort(e.target.value as ReviewSort)}
              >
                {Object.entries(REVIEW_SORT_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
            {anyVerified ? (
              <label className="flex min-h-9 items-center gap-2">
                <input
                  type="checkbox"
                  className="h-4 w-4"
                  checked={verifiedOnly}
                  onChange={(e) => setVerifiedOnly(e.target.checked)}
                />
                Verified buyers only
              </label>
            ) : null}
          </div>
        ) : null}
        {data.reviews.length === 0 ? (
          <p className="text-sm text-muted">{NO_REVIEWS_TEXT}</p>
        ) : verifiedOnly && arranged.length === 0 ? (
          <p className="text-sm text-muted">No reviews from verified buyers yet.</p>
        ) : (
          <ReviewList
            reviews={arranged}
            exclude={own?._id}
            onHelpful={voteHelpful}
            loginToVote={loginToVote}
          />
        )}
      </div>
    </div>
  );
}
