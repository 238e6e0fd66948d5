export type { RateLimiter, RateLimitOptions, RateLimitResult, RateLimitWindow } from './types';
export {
  getRateLimiter,
  setRateLimiter,
  closeRateLimiter,
  resetRateLimits,
  rateLimit,
  peekRateLimit,
  clearRateLimit,
  checkRateLimits,
  type RateLimitRule,
} from './limiter';
export { checkFailureLimits, recordFailure, forgetFailures, type FailureRule } from './failures';
export { MemoryRateLimiter } from './memory';
export { RedisRateLimiter, openRedis } from './redis';
export { FallbackRateLimiter } from './fallback';
export { clientIp, resolveClientIp } from './ip';
export { rateLimitedResponse, tooManyAttemptsMessage } from './response';
