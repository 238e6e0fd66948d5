import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

/** Errors as drizzle wraps pg's: the driver's error is the cause of a "Failed query" error. */
const failedQuery = (cause: Error) => new Error('Failed query: select 1\nparams: ', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['a connection that never answered', new Error('Connection terminated due to connection timeout')],
    ['no free pooled connection in time', new Error('timeout exceeded when trying to connect')],
    ['the server shutting down', Object.assign(new Error('terminating connection'), { code: '57P01' })],
  ])('is true for %s, also as the cause of a failed query', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(failedQuery(error))).toBe(true);
  });

  it('is false for faults that are not about reaching the database', () => {
    expect(
      isDatabaseUnavailable(failedQuery(Object.assign(new Error('syntax error'), { code: '42601' }))),
    ).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
