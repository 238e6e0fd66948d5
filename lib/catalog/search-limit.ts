import { clientIp, type RateLimitRule } from '@/lib/rate-limit';

/**
 * Searches and suggestions per client address and minute, shared by the suggest and list APIs and
 * the shop page's search. A shopper typing sends one suggestion per pause and a search per page:
 * well under this. A script sending searches in a loop meets a 429 instead of the database.
 */
export const SEARCH_RATE = { limit: 120, windowMs: 60 * 1000 } as const;

/** The search rule for a client address (see clientIp for how it is read behind proxies). */
export const searchLimitFor = (address: string): RateLimitRule => ({
  key: `search:${address}`,
  ...SEARCH_RATE,
});

/** The search rule for a request's client. */
export const searchLimit = (req: Request): RateLimitRule => searchLimitFor(clientIp(req));
