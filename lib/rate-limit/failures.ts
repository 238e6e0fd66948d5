import { clearRateLimit, peekRateLimit, rateLimit } from './limiter';
import type { RateLimitResult } from './types';

/**
 * Failure streaks with growing delays, for guessing attacks (logins, password changes): only failed
 * attempts count; once `free` have failed, each failure makes the next attempt wait
 * twice as long as the one before (from `baseDelayMs` up to `maxDelayMs`), instead of a hard lock that
 * an attacker can keep renewing. The streak is forgotten `forgetMs` after its first failure.
 */
export type FailureRule = {
  key: string;
  free: number;
  baseDelayMs: number;
  maxDelayMs: number;
  forgetMs: number;
};

const failuresKey = (rule: FailureRule) => `${rule.key}:fails`;
const waitKey = (rule: FailureRule) => `${rule.key}:wait`;

/** The wait imposed after `failures` failures under the rule: none before the `free`-th, then doubling. */
export function delayAfter(rule: FailureRule, failures: number): number {
  const over = failures - rule.free;
  if (over < 0) return 0;
  return Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** Math.min(over, 30));
}

/** Counts nothing: the longest wait any rule imposes right now, as a 429 result, or null to go ahead. */
export async function checkFailureLimits(rules: readonly FailureRule[]): Promise<RateLimitResult | null> {
  const waits = await Promise.all(rules.map((rule) => peekRateLimit(waitKey(rule))));
  let blocked: RateLimitResult | null = null;
  waits.forEach((wait, i) => {
    const rule = rules[i]!;
    if (!wait || wait.retryAfterMs <= 0) return;
    if (!blocked || wait.retryAfterMs > blocked.retryAfterMs) {
      blocked = {
        allowed: false,
        count: wait.count,
        limit: rule.free,
        remaining: 0,
        retryAfterMs: wait.retryAfterMs,
      };
    }
  });
  return blocked;
}

/** Records one failure under every rule and starts the wait each one now imposes. */
export async function recordFailure(rules: readonly FailureRule[]): Promise<void> {
  await Promise.all(
    rules.map(async (rule) => {
      const { count } = await rateLimit(failuresKey(rule), { limit: rule.free, windowMs: rule.forgetMs });
      const delay = delayAfter(rule, count);
      if (delay <= 0) return;
      // A fresh window of `delay` holding one attempt over a limit of 0: blocked until it ends.
      await clearRateLimit(waitKey(rule));
      await rateLimit(waitKey(rule), { limit: 0, windowMs: delay });
    }),
  );
}

/** Ends the streaks (the right password was given). */
export async function forgetFailures(rules: readonly FailureRule[]): Promise<void> {
  await Promise.all(
    rules.flatMap((rule) => [clearRateLimit(failuresKey(rule)), clearRateLimit(waitKey(rule))]),
  );
}
