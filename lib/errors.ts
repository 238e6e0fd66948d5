import type { z } from 'zod';

/** What went wrong, in the domain's words; lib/http alone decides which HTTP status each code answers. */
export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'unavailable'
  | 'internal';

/** One refused field of an input: `path` as dotted keys (`variants.0.sku`), '' for the input as a whole. */
export type Issue = { path: string; message: string };

/** The one error type domain code throws; the API wrapper turns it into `{ success: false, message }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: Record<string, unknown>;
  /** For invalid input: each refused field by its path, so no caller parses the message. */
  readonly issues?: Issue[];

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>, issues?: Issue[]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
    this.issues = issues;
  }
}

export const badRequest = (message: string, issues?: Issue[]) =>
  new AppError('bad_request', message, undefined, issues);
/** A bad_request about one field: the message names it (`salePrice: must not be …`), the issue carries its path. */
export const invalidField = (path: string, message: string) =>
  badRequest(`${path}: ${message}`, [{ path, message }]);
export const unauthorized = (message = 'Not authorized. Please log in again.') =>
  new AppError('unauthorized', message);
export const forbidden = (message = 'You are not allowed to do this.') => new AppError('forbidden', message);
export const notFound = (message: string) => new AppError('not_found', message);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new AppError('conflict', message, details);
export const rateLimited = (message: string) => new AppError('rate_limited', message);

/** A zod failure's issues with their paths joined (`variants.0.sku`). */
export function zodIssues(error: z.ZodError): Issue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/**
 * The message an invalid input answers: its first issue, prefixed with the field's path when it has one,
 * unless the schema's messages are whole sentences that need no field name (`plain`).
 */
export function issueMessage(issues: readonly Issue[], { plain = false } = {}): string {
  const first = issues[0];
  if (!first) return 'Invalid input';
  return first.path && !plain ? `${first.path}: ${first.message}` : first.message;
}

/** A bad_request for an input zod refused, carrying every issue with its path. */
export function invalidInput(error: z.ZodError, options: { plain?: boolean } = {}): AppError {
  const issues = zodIssues(error);
  return badRequest(issueMessage(issues, options), issues);
}
