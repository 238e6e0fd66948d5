'use client';

/** The write/edit review form of the reviews tab; loaded when a shopper starts writing (see ReviewsPanel). */
export function ReviewForm({
  mode,
  rating,
  comment,
  busy,
  onRating,
  onComment,
  onSubmit,
  onCancel,
}: {
  mode: 'new' | 'edit';
  rating: number;
  comment: string;
  busy: boolean;
  onRating: (rating: number) => void;
  onComment: (comment: string) => void;
  onSubmit: (e: React.FormEvent) => void;
  onCancel: () => void;
}) {
  return (
    <form
      onSubmit={onSubmit}
      className="mb-8 space-y-4 rounded-2xl border border-line bg-white p-5"
      aria-label={mode === 'edit' ? 'Edit your review' : 'Write a review'}
    >
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">Your rating</legend>
        <div className="flex gap-2">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className={`cursor-pointer rounded-lg border px-3 py-1.5 text-sm ${rating === n ? 'border-ink bg-ink text-white' : 'border-stone-300 bg-white'}`}
            >
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => onRating(n)}
                className="sr-only"
              />
              {n}★
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="review-comment" className="mb-2 block text-sm font-semibold">
          Your review
        </label>
        <textarea
          id="review-comment"
          value={comment}
          onChange={(e) => onComment(e.target.value)}
          rows={4}
          maxLength={2000}
          className="field"
          placeholder="What did you like or dislike?"
        />
      </div>
      <div className="flex gap-3">
        <button type="submit" disabled={busy} className="btn btn-primary">
          {busy ? 'Submitting…' : mode === 'edit' ? 'Update Review' : 'Submit Review'}
        </button>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
