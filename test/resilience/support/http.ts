import { computeCacheBustingSearchParam } from 'next/dist/shared/lib/router/utils/cache-busting-search-param';

export type Reply = {
  /** HTTP status, or 0 when no answer came (see failure). */
  status: number;
  contentType: string;
  headers: Headers;
  text: string;
  /** Time to the whole body, in ms. */
  ms: number;
  failure?: 'timeout' | 'network';
  detail?: string;
};

export type SendOptions = {
  method?: string;
  token?: string;
  json?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
};

/** One request with a deadline; never throws: a missing answer is reported in `failure`. */
export async function send(url: string, options: SendOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.token = options.token;
  let body: string | undefined;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] = 'application/json';
  }
  const started = performance.now();
  try {
    const res = await fetch(url, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const text = await res.text();
    return {
      status: res.status,
      contentType: res.headers.get('content-type') ?? '',
      headers: res.headers,
      text,
      ms: performance.now() - started,
    };
  } catch (error) {
    const e = error as Error & { cause?: { code?: string; message?: string } };
    const timeout = e.name === 'TimeoutError' || e.name === 'AbortError';
    return {
      status: 0,
      contentType: '',
      headers: new Headers(),
      text: '',
      ms: performance.now() - started,
      failure: timeout ? 'timeout' : 'network',
      detail: e.cause?.code ?? e.cause?.message ?? e.message,
    };
  }
}

/** The answer's JSON object, or null when it is not JSON (or not an object). */
export function jsonOf(reply: Reply): Record<string, unknown> | null {
  if (!reply.contentType.includes('application/json')) return null;
  try {
    const value: unknown = JSON.parse(reply.text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A short, one-line description of an answer for failure messages. */
export function summarize(path: string, reply: Reply): string {
  if (reply.failure)
    return `${path}: no answer (${reply.failure}: ${reply.detail}) after ${Math.round(reply.ms)} ms`;
  return `${path}: ${reply.status} in ${Math.round(reply.ms)} ms ${reply.text.replace(/\s+/g, ' ').slice(0, 160)}`;
}

/**
 * A client navigation's request for `path` as the browser's router sends it: its headers, and the
 * `_rsc` search parameter that is their hash (Next.js redirects a request whose `_rsc` does not match).
 */
export async function clientNavigation(path: string, prefetch?: { segment: string }) {
  const headers: Record<string, string> = { RSC: '1' };
  if (prefetch) {
    headers['Next-Router-Prefetch'] = '1';
    headers['Next-Router-Segment-Prefetch'] = prefetch.segment;
  }
  const rsc = await computeCacheBustingSearchParam(
    prefetch ? '1' : undefined,
    headers['Next-Router-Segment-Prefetch'],
    undefined,
    undefined,
  );
  return { path: `${path}?_rsc=${rsc}`, headers };
}
