import { STATUS_CODES, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { bodyLimitFor, isApiPath } from './api-routes';
import { newRequestScope, requestScopes, type RequestScope } from './request-scope';

/**
 * The production server's front door (scripts/serve.ts): what must be decided before Next.js sees a
 * request, or corrected in how it answers, because Next.js itself cannot be configured to:
 * - methods the store never serves (TRACE, TRACK, ...) get 405 JSON instead of Next.js's 500;
 * - a body over its route's limit (lib/http/api-routes.ts) is refused from Content-Length before a byte is
 *   read, and a streamed (chunked) one as soon as it passes the limit, instead of Next.js buffering up to
 *   10 MB for proxy.ts before any route limit applies;
 * - every failure under /api is JSON `{ success: false, message }`, whatever produced it;
 * - a server action request Next.js could not decode (a malformed body) is a 400, not a 500;
 * - header overflows and other malformed requests get a JSON 431 or 400 instead of an empty answer;
 * - a path whose percent-encoding is malformed (`/api/delivery/%FF`, `/product/%C0%AF`) is a JSON 400
 *   under /api and the store's 404 page elsewhere, instead of the URIError Next.js answers with a
 *   plain-text 500 when it decodes the route's segments.
 */

export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

type Answer = { status: number; message: string; headers?: Record<string, string> };

function jsonBody(message: string): string {
  return JSON.stringify({ success: false, message });
}

/** The message a failure under /api carries when whatever answered gave none. */
function defaultMessage(status: number): string {
  if (status === 404) return 'This API route does not exist.';
  if (status === 405) return 'This method is not allowed here.';
  if (status === 413) return 'Request body is too large.';
  if (status >= 500) return 'Something went wrong. Please try again.';
  return STATUS_CODES[status] ?? 'The request could not be handled.';
}

const isJsonType = (type: unknown) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(String(type ?? ''));

/** Where a page address that cannot be decoded is sent: no route has it, so Next.js renders not-found. */
export const UNDECODABLE_PAGE_PATH = '/_not-found';

/** Whether every %XX of the path decodes to UTF-8 (decodeURIComponent is what Next.js applies). */
export function isDecodablePath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

function pathOf(req: IncomingMessage): string {
  const raw = req.url ?? '/';
  const end = raw.search(/[?#]/);
  return end === -1 ? raw : raw.slice(0, end);
}

/** A POST to a page that Next.js may treat as a server action: fetch actions name one in a header. */
function isActionRequest(req: IncomingMessage, api: boolean): boolean {
  if (api || req.method !== 'POST') return false;
  if (req.headers['next-action'] !== undefined) return true;
  return /^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(
    req.headers['content-type'] ?? '',
  );
}

/**
 * Takes over the response's writing so that the first status decided can still be changed: API failures
 * in another format become JSON, failed action requests whose action never started become 400, and
 * once the front door has answered itself, nothing Next.js writes afterwards goes out.
 */
function intercept(res: ServerResponse, api: boolean, action: boolean, scope: RequestScope) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  let replacement: string | null = null;
  let decided = false;
  let answered = false;

  const headersArg = (args: unknown[]) =>
    args.find((a): a is Record<string, unknown> => typeof a === 'object' && a !== null && !Array.isArray(a));

  /** Chooses the final status (and whether the body is replaced) once, just before headers go out. */
  const decide = (status: number, args: unknown[] = []): number => {
    if (decided) return status;
    decided = true;
    let final = status;
    if (action) {
      if (scope.refusedStatus !== null) final = scope.refusedStatus;
      else if (status >= 500 && status !== 503 && !scope.actionStarted) final = 400;
    }
    const passed = headersArg(args);
    const type = passed?.['content-type'] ?? passed?.['Content-Type'] ?? res.getHeader('content-type');
    if (api && final >= 400 && !isJsonType(type)) {
      replacement = jsonBody(defaultMessage(final));
      for (const name of ['content-type', 'content-length', 'content-encoding', 'etag', 'transfer-encoding'])
        res.removeHeader(name);
      res.setHeader('content-type', 'application/json');
      res.setHeader('content-length', Buffer.byteLength(replacement));
      res.setHeader('cache-control', 'no-store');
    }
    return final;
  };

  const callbackOf = (args: unknown[]) => args.find((a): a is () => void => typeof a === 'function');

  res.writeHead = ((status: number, ...args: unknown[]) => {
    if (answered) return res;
    const final = decide(status, args);
    if (replacement === null) return writeHead(final, ...args);
    // Keep the caller's other headers; the body's own description is ours now.
    const passed = headersArg(args);
    if (passed) {
      for (const [name, value] of Object.entries(passed)) {
        if (/^content-|^etag$|^transfer-encoding$/i.test(name) || value === undefined) continue;
        res.setHeader(name, value as string | number | readonly string[]);
      }
    }
    return writeHead(final);
  }) as ServerResponse['writeHead'];

  res.write = ((...args: unknown[]) => {
    if (answered || (decided && replacement !== null)) {
      callbackOf(args)?.();
      return true;
    }
    if (!res.headersSent) res.statusCode = decide(res.statusCode);
    if (replacement !== null) {
      callbackOf(args)?.();
      return true;
    }
    return write(...args);
  }) as ServerResponse['write'];

  res.end = ((...args: unknown[]) => {
    if (answered) {
      callbackOf(args)?.();
      return res;
    }
    if (!res.headersSent) res.statusCode = decide(res.statusCode);
    if (replacement !== null) {
      const callback = callbackOf(args);
      return callback ? end(replacement, callback) : end(replacement);
    }
    return end(...args);
  }) as ServerResponse['end'];

  /** The front door answers itself (a body found too large half-way): Next.js's answer is dropped. */
  return (answer: Answer) => {
    if (answered) return;
    answered = true;
    if (res.headersSent) return;
    const body = jsonBody(answer.message);
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    writeHead(answer.status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
      ...answer.headers,
    });
    end(body);
  };
}

function answerDirectly(res: ServerResponse, answer: Answer): void {
  const body = jsonBody(answer.message);
  res.writeHead(answer.status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    ...answer.headers,
  });
  res.end(body);
}

const tooLarge = (limit: number): Answer => ({
  status: 413,
  message: `Request body is larger than ${limit} bytes.`,
  // The rest of the body is never read: the connection cannot carry another request after it.
  headers: { connection: 'close' },
});

/**
 * Counts a streamed body as the HTTP parser hands it over and, past the limit, stops passing it on,
 * answers 413 and closes the connection, so no more than the limit is ever buffered for this request.
 */
function capStreamedBody(
  req: IncomingMessage,
  res: ServerResponse,
  limit: number,
  refuse: (a: Answer) => void,
) {
  const push = req.push.bind(req);
  let received = 0;
  let over = false;
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (over) return false;
    if (chunk !== null && chunk !== undefined) {
      received += (chunk as Buffer).length;
      if (received > limit) {
        over = true;
        refuse(tooLarge(limit));
        if (res.writableFinished) req.socket.destroy();
        else res.once('finish', () => req.socket.destroy());
        return false;
      }
    }
    return push(chunk, encoding);
  };
}

/** Wraps the server's request listener with the checks above; see the module comment. */
export function frontDoor(listener: RequestListener): RequestListener {
  return (req, res) => {
    const method = req.method ?? 'GET';
    if (!(SERVED_METHODS as readonly string[]).includes(method)) {
      return answerDirectly(res, {
        status: 405,
        message: `${method} is not allowed.`,
        headers: { allow: SERVED_METHODS.join(', ') },
      });
    }
    let path = pathOf(req);
    if (!isDecodablePath(path)) {
      if (isApiPath(path)) {
        return answerDirectly(res, {
          status: 400,
          message: 'The address is malformed: it has an invalid percent-encoding.',
        });
      }
      req.url = path = UNDECODABLE_PAGE_PATH;
    }
    const limit = bodyLimitFor(path);
    const declared = req.headers['content-length'];
    if (declared !== undefined && Number(declared) > limit) return answerDirectly(res, tooLarge(limit));
    const api = isApiPath(path);
    const scope = newRequestScope();
    const refuse = intercept(res, api, isActionRequest(req, api), scope);
    if (declared === undefined && req.headers['transfer-encoding'] !== undefined) {
      capStreamedBody(req, res, limit, refuse);
    }
    requestScopes().run(scope, () => listener(req, res));
  };
}

type ParserError = Error & { code?: string };

/**
 * Node's HTTP parser refused the request before any listener saw it (headers over maxHeaderSize, a
 * malformed request line, ...). Node would answer with an empty body; the answer is JSON like the API's.
 */
export function answerClientError(error: ParserError, socket: Duplex): void {
  const httpMessage = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : error.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW'
          ? 413
          : 400;
  const message =
    status === 431
      ? 'Request headers are too large.'
      : status === 408
        ? 'The request took too long to arrive.'
        : status === 413
          ? 'Request body is too large.'
          : 'The request is malformed.';
  const body = jsonBody(message);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
}
