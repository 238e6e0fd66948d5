'use client';

import { useId } from 'react';
import { adminFetch } from '@/lib/browser/admin-api';
import { HIDE_REASON_MAX, HIDE_REASON_MIN } from '@/lib/reviews/shared/moderation-schema';
import { useAdminAction } from './use-admin-action';

/**
 * Hide a public review with a reason (the author sees it), or restore a hidden one; the list refreshes
 * with the review's new state and the product's rating follows on the storefront.
 */
export function ReviewModerationForm({ reviewId, hidden }: { reviewId: string; hidden: boolean }) {
  const id = useId();
  const { onSubmit, error, pending } = useAdminAction(async (form) => ({
    answer: await adminFetch(`/api/admin/reviews/${reviewId}/${hidden ? 'restore' : 'hide'}`, {
      json: hidden ? {} : { reason: String(form.get('reason') ?? '').trim() },
    }),
    done: hidden ? 'Review restored.' : 'Review hidden.',
  }));

  return (
    <form onSubmit={onSubmit} className="space-y-2" aria-label={hidden ? 'Restore review' : 'Hide review'}>
      {hidden ? null : (
        <div>
          <label htmlFor={`${id}-reason`} className="mb-1 block text-sm font-medium">
            Reason <span className="font-normal text-muted">(the author sees it)</span>
          </label>
          <input
            id={`${id}-reason`}
            name="reason"
            required
            minLength={HIDE_REASON_MIN}
            maxLength={HIDE_REASON_MAX}
            className="field"
            placeholder="e.g. Contains a link to another shop"
          />
        </div>
      )}
      <button
        type="submit"
        disabled={pending}
        className={hidden ? 'btn btn-primary w-full' : 'btn btn-outline w-full text-danger'}
      >
        {pending ? 'Saving…' : hidden ? 'Restore' : 'Hide review'}
      </button>
      <p aria-live="polite" className="text-sm text-danger">
        {error}
      </p>
    </form>
  );
}
