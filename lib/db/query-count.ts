import type { Logger } from 'drizzle-orm/logger';

/**
 * Counts the queries this process sends, when it runs with STORE_COUNT_QUERIES=1: the caching tests ask
 * /api/health for the count before and after a request, to show that a cached page costs no query. Off,
 * nothing is counted and /api/health says nothing of it.
 */
const counting = process.env.STORE_COUNT_QUERIES === '1';
// On globalThis: Next.js bundles each route with its own copy of this module, and the one that opened
// the database (lib/db) is not always the one /api/health imports.
const counter = globalThis as typeof globalThis & { __storeQueriesSent?: number };

/** Drizzle's logger, when counting. */
export const queryCounter: Logger | undefined = counting
  ? {
      logQuery: () => {
        counter.__storeQueriesSent = (counter.__storeQueriesSent ?? 0) + 1;
      },
    }
  : undefined;

/** Queries sent so far by this process, or undefined when not counting. */
export const queriesSent = (): number | undefined =>
  counting ? (counter.__storeQueriesSent ?? 0) : undefined;
