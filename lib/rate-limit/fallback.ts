import type { RateLimiter, RateLimitOptions, RateLimitResult, RateLimitWindow } from './types';

/**
 * Uses the primary limiter (Redis) and, whenever it fails, the fallback (memory) for that attempt, so
 * an unreachable Redis never turns a login into an error. The failure is logged once per outage.
 */
export class FallbackRateLimiter implements RateLimiter {
  private failing = false;

  constructor(
    private readonly primary: RateLimiter,
    private readonly fallback: RateLimiter,
    private readonly log: (message: string) => void = (m) => console.warn(m),
  ) {}

  async hit(key: string, options: RateLimitOptions): Promise<RateLimitResult> {
    try {
      const result = await this.primary.hit(key, options);
      if (this.failing) {
        this.failing = false;
        this.log('[rate-limit] Redis is reachable again; using it for rate limits.');
      }
      return result;
    } catch (error) {
      this.noteFailure(error);
      return this.fallback.hit(key, options);
    }
  }

  async reset(key: string): Promise<void> {
    await this.fallback.reset(key);
    try {
      await this.primary.reset(key);
    } catch (error) {
      this.noteFailure(error);
    }
  }

  async peek(key: string): Promise<RateLimitWindow | null> {
    try {
      const result = await this.primary.peek(key);
      if (this.failing) {
        this.failing = false;
        this.log('[rate-limit] Redis is reachable again; using it for rate limits.');
      }
      return result;
    } catch (error) {
      this.noteFailure(error);
      return this.fallback.peek(key);
    }
  }

  get usingFallback(): boolean {
    return this.failing;
  }

  private noteFailure(error: unknown): void {
    if (this.failing) return;
    this.failing = true;
    const reason = error instanceof Error ? error.message : String(error);
    this.log(`[rate-limit] Redis unavailable (${reason}); counting attempts in memory until it is back.`);
  }
}
