import type { RateLimitResult } from './types';

/** 'Too many attempts. Please try again in N minutes.' with N rounded up (at least 1). */
export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** The 429 answer: `{ success: false, message }` with Retry-After in whole seconds. */
export function rateLimitedResponse(result: RateLimitResult): Response {
  const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
  return Response.json(
    { success: false, message: tooManyAttemptsMessage(result.retryAfterMs) },
    { status: 429, headers: { 'retry-after': String(seconds) } },
  );
}
