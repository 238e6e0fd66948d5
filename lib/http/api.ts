import { answeredPerRequest } from '@/lib/cache/build-phase';
import { z } from 'zod';
import { getRequestUser, type SessionUser } from '@/lib/accounts';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { AppError, invalidInput } from '@/lib/errors';
import { rateLimit, rateLimitedResponse, type RateLimitRule } from '@/lib/rate-limit';
import { httpStatus } from './errors';
import { BODY_LIMITS } from '@/lib/http/api-routes';

const DEFAULT_BODY_LIMIT = BODY_LIMITS.json;

type AuthMode = 'none' | 'optional' | 'user' | 'admin';
type UserFor<A extends AuthMode> = A extends 'user' | 'admin' ? SessionUser : SessionUser | null;

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

export type ApiOptions<
  A extends AuthMode,
  B extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
> = {
  auth?: A;
  body?: B;
  query?: Q;
  /** Largest accepted body in bytes (413 above it). */
  bodyLimit?: number;
  /**
   * The body schema's messages are whole sentences ('Please add a comment'): a refused body answers the
   * first one as written, without its field path in front (the issues still carry the paths).
   */
  plainMessages?: boolean;
  /**
   * The limit this call counts against, checked after authentication and parsing and before the handler:
   * past it the answer is 429 with Retry-After. Null when the call is not a new attempt (a resubmit).
   */
  rateLimit?: (ctx: ApiContext<A, B, Q>) => RateLimitRule | null | Promise<RateLimitRule | null>;
};

export type ApiContext<A extends AuthMode, B, Q> = {
  req: Request;
  user: UserFor<A>;
  body: B extends z.ZodType ? z.infer<B> : undefined;
  query: Q extends z.ZodType ? z.infer<Q> : undefined;
  params: Record<string, string | string[] | undefined>;
};

type Answer = Record<string, unknown> | Response;

/** Shapes a failure the one way every API answer fails: JSON `{ success: false, message }`. */
export function errorResponse(status: number, message: string, extra?: Record<string, unknown>): Response {
  return Response.json({ success: false, message, ...extra }, { status });
}

// PostgreSQL text cannot hold U+0000: the driver would fail with a 500, so such input is refused as bad.
const NUL_REFUSED = 'Text must not contain NUL (\\u0000) characters.';
/** A JSON `\u0000` escape whose backslash is not itself escaped (a literal NUL is invalid JSON anyway). */
const jsonNulEscape = /(?:^|[^\\])(?:\\\\)*\\u0000/i;

function refuseNul(values: Iterable<string | string[] | undefined>): void {
  for (const value of values) {
    if ([value ?? ''].flat().some((s) => s.includes('\0'))) throw new AppError('bad_request', NUL_REFUSED);
  }
}

const tooLarge = (limit: number) =>
  new AppError('payload_too_large', `Request body is larger than ${limit} bytes.`);

/**
 * The body's bytes, refused (413) as soon as they grow past the limit: a chunked upload without a
 * Content-Length, or with a false one, is never buffered whole.
 */
export async function readBodyBytes(req: Request, limit: number): Promise<Buffer> {
  if (Number(req.headers.get('content-length') ?? '0') > limit) throw tooLarge(limit);
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The body as text, read within the limit like readBodyBytes. */
export async function readBodyText(req: Request, limit: number): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(req, limit));
}

async function readJsonBody(req: Request, limit: number): Promise<unknown> {
  const text = await readBodyText(req, limit);
  if (!text.trim()) return {};
  if (jsonNulEscape.test(text)) throw new AppError('bad_request', NUL_REFUSED);
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('bad_request', 'Request body must be valid JSON.');
  }
}

/** A domain error as the API answers it: `issues` (each refused field by its path) added when it has them. */
function appErrorResponse(error: AppError): Response {
  const issues = error.issues?.length ? { issues: error.issues } : undefined;
  return errorResponse(httpStatus(error.code), error.message, { ...error.details, ...issues });
}

/** Maps any thrown value to the API's error answer; only real faults become a 500, never with a stack. */
export function toErrorResponse(error: unknown): Response {
  if (error instanceof AppError) return appErrorResponse(error);
  if (error instanceof z.ZodError) return appErrorResponse(invalidInput(error));
  if (isDatabaseUnavailable(error)) {
    return errorResponse(503, 'The store is temporarily unavailable. Please try again in a moment.');
  }
  console.error('[api] unexpected error:', error);
  return errorResponse(500, 'Something went wrong. Please try again.');
}

/** Counts the call against the rule; the refusal when it is past the limit, else null. */
async function overLimit(rule: RateLimitRule | null | undefined) {
  if (!rule) return null;
  const result = await rateLimit(rule.key, rule);
  return result.allowed ? null : result;
}

/** An answer to an authenticated call may hold the caller's data: no shared cache may keep it. */
function keptPrivate(answer: Response): Response {
  if (!answer.headers.has('cache-control')) answer.headers.set('cache-control', 'private, no-store');
  return answer;
}

/**
 * Wraps a route handler: authenticates, parses the body and query with zod, counts the call's rate limit,
 * and shapes the answer (`{ success: true, ...result }`) or the failure (`{ success: false, message }`,
 * with `issues` for a refused input). The one place a domain error's code becomes an HTTP status.
 */
export function apiRoute<
  A extends AuthMode = 'none',
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
>(options: ApiOptions<A, B, Q>, handler: (ctx: ApiContext<A, B, Q>) => Promise<Answer>) {
  return async (req: Request, routeContext?: RouteContext): Promise<Response> => {
    // Every API call is request-time work: never prerendered at build.
    await answeredPerRequest();
    try {
      const auth = options.auth ?? 'none';
      let user: SessionUser | null = null;
      if (auth !== 'none') {
        user = await getRequestUser(req);
        if (!user && (auth === 'user' || auth === 'admin')) {
          throw new AppError('unauthorized', 'Not authorized. Please log in again.');
        }
        if (auth === 'admin' && user?.role !== 'admin') {
          throw new AppError('forbidden', 'This area is for store administrators only.');
        }
      }
      let body: unknown = undefined;
      if (options.body) {
        const raw = await readJsonBody(req, options.bodyLimit ?? DEFAULT_BODY_LIMIT);
        const parsed = options.body.safeParse(raw);
        if (!parsed.success) throw invalidInput(parsed.error, { plain: options.plainMessages });
        body = parsed.data;
      }
      let query: unknown = undefined;
      if (options.query) {
        const params = new URL(req.url).searchParams;
        const raw: Record<string, string> = {};
        for (const [key, value] of params) raw[key] = value;
        refuseNul([...params.keys(), ...params.values()]);
        const parsed = options.query.safeParse(raw);
        if (!parsed.success) throw invalidInput(parsed.error);
        query = parsed.data;
      }
      const params = (await routeContext?.params) ?? {};
      refuseNul(Object.values(params));
      const ctx = { req, user, body, query, params } as ApiContext<A, B, Q>;
      const limited = await overLimit(await options.rateLimit?.(ctx));
      const result = limited ? rateLimitedResponse(limited) : await handler(ctx);
      const answer = result instanceof Response ? result : Response.json({ success: true, ...result });
      return auth === 'none' ? answer : keptPrivate(answer);
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}
