import { z } from 'zod';
import { pageParams } from '@/lib/admin/pagination';

export const HIDE_REASON_MIN = 3;
export const HIDE_REASON_MAX = 200;

/** The back office's review filter: every review, the public ones, or those the store hid. */
export const REVIEW_STATUSES = ['visible', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

const reasonMessage = `Please give a reason of ${HIDE_REASON_MIN} to ${HIDE_REASON_MAX} characters.`;

/** `{ reason }`: why the store hides a review; the author sees it beside their review. */
export const hideReviewSchema = z.object({
  reason: z
    .string({ error: reasonMessage })
    .trim()
    .min(HIDE_REASON_MIN, { error: reasonMessage })
    .max(HIDE_REASON_MAX, { error: reasonMessage }),
});

/** `{ reason? }`: restoring a review; a note for the audit log is optional. */
export const restoreReviewSchema = z.object({
  reason: z
    .string({ error: 'reason must be text.' })
    .trim()
    .max(HIDE_REASON_MAX, { error: `The note can be at most ${HIDE_REASON_MAX} characters.` })
    .optional(),
});

/** `?status=visible|hidden&page=&limit=`: the back office's review list, newest first. */
export const adminReviewQuerySchema = z.object({
  status: z.enum(REVIEW_STATUSES, { error: 'status must be visible or hidden.' }).optional(),
  ...pageParams,
});

export type HideReviewInput = z.infer<typeof hideReviewSchema>;
export type RestoreReviewInput = z.infer<typeof restoreReviewSchema>;
export type AdminReviewQuery = z.infer<typeof adminReviewQuerySchema>;
