import { expect } from 'vitest';
import { call, type CallOptions, type CallResult } from '@/test/api';

type Handler = Parameters<typeof call>[0];

/**
 * The token with one character of its signature changed, in the middle: never only the last character,
 * whose low bits are base64url padding, and never to the same character, so the token is always invalid.
 */
export function tamperSignature(token: string): string {
  const [header, payload, signature = ''] = token.split('.');
  const i = Math.floor(signature.length / 2);
  const flipped = signature[i] === 'A' ? 'B' : 'A';
  return `${header}.${payload}.${signature.slice(0, i)}${flipped}${signature.slice(i + 1)}`;
}

/** `call()` that also asserts the answer is never a 5xx, which no input of a test may cause. */
export async function api<T = Record<string, unknown>>(
  handler: Handler,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const result = await call<T>(handler, path, options);
  expect(result.status, `${path} answered ${result.status}: ${JSON.stringify(result.json)}`).toBeLessThan(
    500,
  );
  return result;
}

/** Like `api()`, but returns the raw Response for header checks (Set-Cookie, Retry-After). */
export async function raw(
  handler: Handler,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; method?: string } = {},
): Promise<{ status: number; headers: Headers; json: Record<string, unknown> }> {
  const headers = new Headers(options.headers);
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers.set('content-type', 'application/json');
  }
  const res = await handler(
    new Request(`http://localhost${path}`, {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
    }),
    { params: Promise.resolve({}) },
  );
  expect(res.status).toBeLessThan(500);
  return { status: res.status, headers: res.headers, json: (await res.json()) as Record<string, unknown> };
}
