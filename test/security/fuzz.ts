import fc from 'fast-check';
import { expect, vi } from 'vitest';
import { tamperSignature } from '@/lib/accounts/test-helpers';
import { resetRateLimits } from '@/lib/rate-limit';
import { body, contentType, headerText, idempotencyKey, param, query, tokenChoice } from './arbitraries';
import type { Handler, Method, RouteEntry } from './routes';
import { checkAnswer, send, type Fixtures } from './support';

export const RUNS_PER_HANDLER = 200;

/**
 * Fuzzes one handler: hostile bodies, query strings, route params and headers, with a valid token on half
 * the runs. Every answer must keep the API contract (see checkAnswer), and Object.prototype must stay clean.
 */
export async function fuzzHandler(
  fx: Fixtures,
  entry: RouteEntry,
  method: Method,
  handler: Handler,
  numRuns = RUNS_PER_HANDLER,
): Promise<void> {
  const sample = entry.samples?.[method]?.(fx) ?? {};
  const paramNames = [...entry.path.matchAll(/\[(\w+)\]/g)].map((m) => m[1] ?? '');
  const own = entry.auth === 'admin' ? fx.admin : entry.endsSession ? fx.leaving : fx.user;
  const customer = entry.endsSession ? fx.leaving : fx.other;
  const property = fc.asyncProperty(
    fc.record({
      body: method === 'GET' ? fc.constant(undefined) : body(sample.body, entry.bcrypt ? 1 : 5),
      query: query(sample.query),
      params: fc.tuple(...paramNames.map((name) => param(sample.params?.[name]))),
      token: tokenChoice,
      contentType,
      idempotencyKey,
      forwardedFor: fc.option(headerText, { nil: undefined }),
    }),
    async (c) => {
      resetRateLimits();
      const headers: [string, string][] = [];
      const { kind, garbage } = c.token;
      if (kind === 'valid') headers.push(['token', own.token]);
      if (kind === 'cookie') headers.push(['cookie', `token=${own.token}`]);
      if (kind === 'customer') headers.push(['token', customer.token]);
      if (kind === 'garbage') headers.push(['token', garbage]);
      if (kind === 'tampered') headers.push(['token', tamperSignature(own.token)]);
      if (c.contentType !== undefined) headers.push(['content-type', c.contentType]);
      if (c.idempotencyKey !== undefined) headers.push(['idempotency-key', c.idempotencyKey]);
      if (c.forwardedFor !== undefined) headers.push(['x-forwarded-for', c.forwardedFor]);
      const params = Object.fromEntries(paramNames.map((name, i) => [name, c.params[i] ?? '']));
      const answer = await send(handler, {
        method,
        path: entry.path,
        params,
        query: c.query,
        headers,
        body: c.body,
      });
      const requestText = [c.body ?? '', ...c.query.flat(), ...Object.values(params), ...headers.flat()].join(
        '\n',
      );
      checkAnswer(entry, answer, requestText);
      expect(Object.prototype).not.toHaveProperty('polluted');
      expect(Object.prototype).not.toHaveProperty('role');
    },
  );
  for (const [name, value] of Object.entries(entry.env ?? {})) vi.stubEnv(name, value);
  try {
    await fc.assert(property, { numRuns });
  } finally {
    vi.unstubAllEnvs();
  }
}
