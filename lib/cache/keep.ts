import { cacheLife, cacheTag } from 'next/cache';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';

/** A profile of Next.js's, or the times themselves (seconds). */
type Life = 'hours' | { stale?: number; revalidate?: number; expire?: number };

/**
 * `cacheLife` and `cacheTag` for a `'use cache'` read that also runs outside Next.js's server. The API
 * tests (vitest), the bench and the command-line scripts (tsx) run the store's source without Next.js's
 * compiler: there `'use cache'` is an inert string, the read runs every time, and `cacheTag` would throw.
 * Next.js compiles its server code with `process.env.NEXT_RUNTIME` set; nothing else sets it. What
 * Next.js keeps is tested against `next start` (test/resilience/listing-api.resilience.test.ts).
 */
export function keepFor(life: Life, tags: readonly string[]): void {
  if (!process.env.NEXT_RUNTIME) return;
  if (typeof life === 'string') cacheLife(life);
  else cacheLife(life);
  cacheTag(...tags);
}

/** What a kept read gives back: its value, or that the database could not be reached (never kept). */
export type Kept<T> = { value: T } | { unavailable: true };

/**
 * Runs a read inside a `'use cache'` function and keeps its value with these tags. An error thrown
 * out of a `'use cache'` function reaches its caller as a bare error with a digest (Next.js passes it
 * through its serializer), so a database outage would look like a fault of the store (a 500, not a
 * 503): it is returned as `{ unavailable: true }` instead, with an expiry of 0, which Next.js never
 * stores. The caller unwraps it with keptValue.
 */
export async function keepRead<T>(
  life: Life | ((value: T) => Life),
  tagsOf: (value: T) => readonly string[],
  read: () => Promise<T>,
): Promise<Kept<T>> {
  try {
    const value = await read();
    keepFor(typeof life === 'function' ? life(value) : life, tagsOf(value));
    return { value };
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    keepFor({ stale: 0, revalidate: 0, expire: 0 }, []);
    return { unavailable: true };
  }
}

/** The database could not be reached during a kept read (lib/db/unavailable.ts knows the code). */
export class KeptReadUnavailable extends Error {
  readonly code = '08006';
  constructor() {
    super('The database could not be reached.');
  }
}

/** The value of a kept read, or the outage it met, thrown again where its type survives. */
export function keptValue<T>(kept: Kept<T>): T {
  if ('unavailable' in kept) throw new KeptReadUnavailable();
  return kept.value;
}
