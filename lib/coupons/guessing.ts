import { AppError } from '@/lib/errors';
import type { FailureRule, RateLimitRule } from '@/lib/rate-limit';

/**
 * One answer for every code a shopper cannot use whatever they change in their cart: unknown, switched
 * off, outside its dates, used up, already used by them, a first order already made. A guesser learns
 * nothing from it about which codes exist. The reasons a shopper can act on (add ₹350 more, only for
 * Watches, log in first) stay as they are: they come after the code has been found usable in itself.
 */
export class UnusableCouponError extends AppError {
  constructor(code: string) {
    super('bad_request', `${code} is not a coupon code you can use.`);
  }
}

export const unusableCoupon = (code: string) => new UnusableCouponError(code);

const MINUTE = 60_000;

/**
 * Every cart preview, per client address and per account: generous for a shopper whose cart re-prices
 * the code on each change, a wall for a script (about 53 guesses a second were seen without it).
 */
export function couponPreviewLimits(ip: string, userId: string | null): RateLimitRule[] {
  const rule = (key: string): RateLimitRule => ({ key, limit: 60, windowMs: 10 * MINUTE });
  return [rule(`coupon:preview:ip:${ip}`), ...(userId ? [rule(`coupon:preview:user:${userId}`)] : [])];
}

/**
 * Codes refused as unusable, per client address and per account: after 10 the next try waits 30 s,
 * then twice as long after each further miss, up to 15 minutes; forgotten an hour after the first.
 */
export function couponGuessRules(ip: string, userId: string | null): FailureRule[] {
  const rule = (key: string): FailureRule => ({
    key,
    free: 10,
    baseDelayMs: 30_000,
    maxDelayMs: 15 * MINUTE,
    forgetMs: 60 * MINUTE,
  });
  return [rule(`coupon:guess:ip:${ip}`), ...(userId ? [rule(`coupon:guess:user:${userId}`)] : [])];
}
