import { z } from 'zod';

/** The back office never returns more than this many rows per page. */
export const ADMIN_MAX_LIMIT = 100;
export const ADMIN_DEFAULT_LIMIT = 20;

/** An empty form field counts as absent, so a GET form with blank inputs filters nothing. */
export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d+$/, message)
      .transform(Number)
      .pipe(z.number().int().min(min, message).max(max, message))
      .optional(),
  );

/** `page` and `limit` query parameters (strings in a URL) shared by every back-office listing. */
export const pageParams = {
  page: wholeNumber(1, 100_000, 'must be a whole number from 1').transform((v) => v ?? 1),
  limit: wholeNumber(1, ADMIN_MAX_LIMIT, `must be a whole number from 1 to ${ADMIN_MAX_LIMIT}`).transform(
    (v) => v ?? ADMIN_DEFAULT_LIMIT,
  ),
};

/** How many pages `total` rows make at `limit` per page (at least 1, so "page 1 of 1" when empty). */
export function totalPagesFor(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** The page to show of `total` rows at `limit` a page (a page past the end shows the last) and its row offset. */
export function pageWindow(total: number, requested: number, limit: number) {
  const totalPages = totalPagesFor(total, limit);
  const page = Math.min(requested, totalPages);
  return { page, totalPages, offset: (page - 1) * limit };
}

/** Next's searchParams may repeat a key; the back office reads the first value. */
export function firstValues(input: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') out[key] = first;
  }
  return out;
}

/** Turns zod's first issue into the API's `field: message` wording. */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** Escapes LIKE wildcards so a search for "50%" means the characters, not a pattern. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
