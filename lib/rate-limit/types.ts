export type RateLimitOptions = {
  /** Attempts allowed in one window. */
  limit: number;
  /** Window length in milliseconds; the window starts with the first attempt. */
  windowMs: number;
};

export type RateLimitResult = {
  allowed: boolean;
  /** Attempts counted in the current window, this one included. */
  count: number;
  limit: number;
  /** Attempts left in the current window (0 once the limit is reached). */
  remaining: number;
  /** Milliseconds until the window ends and the counter starts again. */
  retryAfterMs: number;
};

export type RateLimitWindow = { count: number; retryAfterMs: number };

/** Counts attempts per key in fixed windows. Implementations: memory (one process) and Redis (shared). */
export interface RateLimiter {
  /** Records one attempt for the key and says whether it is within the limit. */
  hit(key: string, options: RateLimitOptions): Promise<RateLimitResult>;
  /** Forgets the key's attempts (e.g. after a successful login). */
  reset(key: string): Promise<void>;
  /** The key's current window without counting an attempt, or null when none is running. */
  peek(key: string): Promise<RateLimitWindow | null>;
}

export function resultFor(count: number, options: RateLimitOptions, retryAfterMs: number): RateLimitResult {
  return {
    allowed: count <= options.limit,
    count,
    limit: options.limit,
    remaining: Math.max(0, options.limit - count),
    retryAfterMs: Math.max(0, retryAfterMs),
  };
}
