import { listingParamNames } from './filters';

/**
 * A listing URL's query as one path segment: proxy.ts rewrites `/shop?<query>` to `/shop/v/<key>` (and
 * `/collection` the same way), so the listing is a page whose only input is a route parameter, which
 * Next.js can keep whole per key; the URLs shoppers, crawlers and the no-JavaScript forms use stay as
 * they are. The key holds only the parameters the listing reads, sorted by name, so the same listing
 * asked in another order, or with a tracking parameter added, is one key. Browser- and proxy-safe.
 */

/** What the listing reads from its query: the filters, and grid or list. */
const keyParams = new Set([...listingParamNames, 'view']);

/** The key of a query without listing parameters. */
export const EMPTY_LISTING_KEY = '_';

/**
 * The longest key: a cached page is stored under its path, and a file name stays under 255 bytes. A
 * longer query (a pasted paragraph searched) is rendered from the query instead (the `/shop` page).
 */
export const MAX_LISTING_KEY_LENGTH = 200;

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

const fromBase64Url = (key: string) =>
  new TextDecoder('utf-8', { fatal: true }).decode(
    Uint8Array.from(atob(key.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0)),
  );

/** The key of a listing query; null when it would be too long for one. */
export function listingKey(query: URLSearchParams): string | null {
  // A stable sort: the values of one parameter keep their order.
  const pairs = [...query]
    .filter(([name]) => keyParams.has(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (pairs.length === 0) return EMPTY_LISTING_KEY;
  const key = toBase64Url(new URLSearchParams(pairs).toString());
  return key.length <= MAX_LISTING_KEY_LENGTH ? key : null;
}

/** The query back from a key; null when the segment is not a key. */
export function listingQuery(key: string): URLSearchParams | null {
  if (key === EMPTY_LISTING_KEY) return new URLSearchParams();
  if (key.length > MAX_LISTING_KEY_LENGTH || !/^[A-Za-z0-9_-]+$/.test(key)) return null;
  try {
    const query = new URLSearchParams(fromBase64Url(key));
    // Only keys this module made: anything else is not a listing (and would be a second URL for one).
    return listingKey(query) === key ? query : null;
  } catch {
    return null;
  }
}

/** A query as the record Next.js gives pages as `searchParams` (a repeated parameter as a list). */
export function searchParamsRecord(query: URLSearchParams): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const name of new Set(query.keys())) {
    const values = query.getAll(name);
    record[name] = values.length > 1 ? values : (values[0] ?? '');
  }
  return record;
}
