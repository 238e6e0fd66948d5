import { signToken } from '@/lib/accounts';

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type CallOptions = {
  method?: string;
  /** A JS value sent as JSON, or a raw string sent as is. */
  body?: unknown;
  query?: Record<string, string | number | boolean>;
  token?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
};

export type CallResult<T = Record<string, unknown>> = {
  status: number;
  /** A refused input also answers `issues`: each refused field by its path. */
  json: T & { success: boolean; message?: string; issues?: { path: string; message: string }[] };
};

/** Calls a real route handler with a real Request, the way Next would, and reads the JSON answer. */
export async function call<T = Record<string, unknown>>(
  handler: Handler,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const url = new URL(path, 'http://localhost');
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, String(v));
  const headers = new Headers(options.headers);
  if (options.token) headers.set('token', options.token);
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers.set('content-type', 'application/json');
  }
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  const res = await handler(new Request(url, { method, headers, body }), {
    params: Promise.resolve(options.params ?? {}),
  });
  const text = await res.text();
  let json: CallResult<T>['json'];
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`Route answered non-JSON (${res.status}): ${text.slice(0, 200)}`);
  }
  return { status: res.status, json };
}

export { signToken };
