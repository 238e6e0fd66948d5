import { describe, expect, it } from 'vitest';
import {
  EMPTY_LISTING_KEY,
  listingKey,
  listingQuery,
  MAX_LISTING_KEY_LENGTH,
  searchParamsRecord,
} from './listing-key';

const key = (query: string) => listingKey(new URLSearchParams(query));

describe('the key of a listing query', () => {
  it('is one key for one listing, whatever the order of its parameters or the tracking added to it', () => {
    const a = key('category=Women&sort=low-high&colors=Red&colors=Blue');
    expect(a).not.toBeNull();
    expect(key('sort=low-high&colors=Red&utm_source=mail&category=Women&colors=Blue&_rsc=abc')).toBe(a);
    // The order of one parameter's values is part of the listing, so it is kept.
    expect(key('category=Women&sort=low-high&colors=Blue&colors=Red')).not.toBe(a);
    expect(key('category=Men&sort=low-high&colors=Red&colors=Blue')).not.toBe(a);
    expect(key('')).toBe(EMPTY_LISTING_KEY);
    expect(key('fbclid=1&_rsc=2')).toBe(EMPTY_LISTING_KEY);
  });

  it('gives the listing parameters back, Devanagari and all, as a record like searchParams', () => {
    const k = key('q=कुर्ता सूती&view=list&page=2&sizes=M&sizes=L')!;
    expect(k).toMatch(/^[A-Za-z0-9_-]+$/);
    const query = listingQuery(k)!;
    expect(searchParamsRecord(query)).toEqual({ page: '2', q: 'कुर्ता सूती', sizes: ['M', 'L'], view: 'list' });
    expect(listingQuery(EMPTY_LISTING_KEY)!.size).toBe(0);
  });

  it('refuses what it did not make: junk, an unsorted or padded spelling, the build placeholder', () => {
    expect(listingQuery('~build')).toBeNull();
    expect(listingQuery('not base64!')).toBeNull();
    expect(listingQuery('%2F')).toBeNull();
    // base64url of "sort=low-high&category=Women": decodable, but not the sorted key of that query.
    const unsorted = btoa('sort=low-high&category=Women').replace(/=+$/, '');
    expect(listingQuery(unsorted)).toBeNull();
    expect(listingQuery(key('category=Women')!)).not.toBeNull();
  });

  it('is null for a query too long for a path segment (a pasted paragraph), so it is rendered from the query', () => {
    const long = `q=${'cotton kurta '.repeat(30)}`;
    expect(key(long)).toBeNull();
    const longest = key(`q=${'k'.repeat(140)}`);
    expect(longest!.length).toBeLessThanOrEqual(MAX_LISTING_KEY_LENGTH);
  });
});
