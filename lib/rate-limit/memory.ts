import {
  resultFor,
  type RateLimiter,
  type RateLimitOptions,
  type RateLimitResult,
  type RateLimitWindow,
} from './types';

type Entry = { count: number; resetAt: number; limit: number };

/**
 * Fixed-window counters in this process's memory. Entries expire with their window, and the map never
 * holds more than `maxKeys` entries: expired ones are swept first, then the oldest keys that are not
 * blocked, and only then the oldest blocked ones (so a flood of new keys cannot easily lift a block).
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly entries = new Map<string, Entry>();
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(options: { maxKeys?: number; now?: () => number } = {}) {
    this.maxKeys = options.maxKeys ?? 50_000;
    this.now = options.now ?? Date.now;
  }

  async hit(key: string, options: RateLimitOptions): Promise<RateLimitResult> {
    return this.hitSync(key, options);
  }

  hitSync(key: string, options: RateLimitOptions): RateLimitResult {
    const now = this.now();
    let entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) {
      if (entry) this.entries.delete(key);
      else if (this.entries.size >= this.maxKeys) this.makeRoom(now);
      entry = { count: 0, resetAt: now + options.windowMs, limit: options.limit };
      this.entries.set(key, entry);
    }
    entry.count += 1;
    return resultFor(entry.count, options, entry.resetAt - now);
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async peek(key: string): Promise<RateLimitWindow | null> {
    const entry = this.entries.get(key);
    const now = this.now();
    if (!entry || entry.resetAt <= now) return null;
    return { count: entry.count, retryAfterMs: entry.resetAt - now };
  }

  /** Forgets every key (tests). */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private makeRoom(now: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.resetAt <= now) this.entries.delete(key);
    }
    // Still full: drop the oldest windows (Map keeps insertion order) down to 90% of the cap.
    const target = Math.floor(this.maxKeys * 0.9);
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= target) return;
      if (entry.count < entry.limit) this.entries.delete(key);
    }
    for (const key of this.entries.keys()) {
      if (this.entries.size <= target) return;
      this.entries.delete(key);
    }
  }
}
