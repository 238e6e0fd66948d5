import { STATUS_CODES, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { bodyLimitFor, isApiPath } from './api-routes';

/**
 * What must be decided about a request before Next.js sees it, because Next.js cannot be configured to,
 * and fails before proxy.ts runs (it builds a fetch Request for the proxy, and buffers the body for it):
 * - methods the store never serves (TRACE, TRACK, ...) get 405 JSON instead of Next.js's 500;
 * - a body over its route's limit (lib/http/api-routes.ts) is refused from Content-Length before a byte is
 *   read, and a streamed (chunked) one as soon as it passes the limit, instead of Next.js buffering up to
 *   its own limit for proxy.ts before any route limit applies;
 * - a path whose percent-encoding is malformed (`/api/delivery/%FF`, `/product/%C0%AF`) is a JSON 400
 *   under /api and the store's 404 page elsewhere, instead of the URIError Next.js answers with a
 *   plain-text 500 when it decodes the route's segments;
 * - the TCP peer's address is appended to X-Forwarded-For, so lib/rate-limit/ip.ts reads the chain right
 *   to left as far as TRUST_PROXY allows (Next.js only sets the header when the client sent none);
 * - header overflows and other requests Node's parser refuses get a JSON 431 or 400, not an empty answer.
 *
 * It only ever answers a request itself or passes it on: nothing of Next.js's answer is rewritten.
 * Next.js's `next start` runs it through lib/http/preload.cjs, which instrumentation.ts hands these hooks
 * (installFrontDoor).
 */

export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const FORWARDING = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded'];

type Answer = { status: number; message: string; headers?: Record<string, string> };

function jsonBody(message: string): string {
  return JSON.stringify({ success: false, message });
}

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

function answerDirectly(res: ServerResponse, answer: Answer): void {
  if (res.headersSent) return;
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
  headers: { connection: 'close' },
});

/**
 * Counts a streamed body as the HTTP parser hands it over and, past the limit, stops passing it on,
 * answers 413 and closes the connection, so no more than the limit is ever buffered for this request.
 * Whatever reads the body then sees the request cut off; its own answer comes too late to be sent.
 */
function capStreamedBody(req: IncomingMessage, res: ServerResponse, limit: number) {
  const push = req.push.bind(req);
  let received = 0;
  let over = false;
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (over) return false;
    if (chunk !== null && chunk !== undefined) {
      received += (chunk as Buffer).length;
      if (received > limit) {
        over = true;
        answerDirectly(res, tooLarge(limit));
        if (res.writableFinished) req.socket.destroy();
        else res.once('finish', () => req.socket.destroy());
        return false;
      }
    }
    return push(chunk, encoding);
  };
}

/** Appends the TCP peer to X-Forwarded-For; with no trusted proxy, drops the other forwarding headers. */
function recordPeer(req: IncomingMessage, trustsProxy: boolean): void {
  const peer = req.socket.remoteAddress ?? 'unknown';
  const claimed = req.headers['x-forwarded-for'];
  req.headers['x-forwarded-for'] = [Array.isArray(claimed) ? claimed.join(', ') : claimed, peer]
    .filter(Boolean)
    .join(', ');
  if (!trustsProxy) for (const name of FORWARDING) delete req.headers[name];
}

/**
 * The checks above for one request: true when the front door answered it itself (Next.js must not see
 * it), false when it goes on to Next.js, possibly with its address or forwarding headers corrected.
 */
export function screenRequest(
  req: IncomingMessage,
  res: ServerResponse,
  options: { trustsProxy: boolean },
): boolean {
  const method = req.method ?? 'GET';
  if (!(SERVED_METHODS as readonly string[]).includes(method)) {
    answerDirectly(res, {
      status: 405,
      message: `${method} is not allowed.`,
      headers: { allow: SERVED_METHODS.join(', ') },
    });
    return true;
  }
  recordPeer(req, options.trustsProxy);
  let path = pathOf(req);
  if (!isDecodablePath(path)) {
    if (isApiPath(path)) {
      answerDirectly(res, {
        status: 400,
        message: 'The address is malformed: it has an invalid percent-encoding.',
      });
      return true;
    }
    req.url = path = UNDECODABLE_PAGE_PATH;
  }
  const limit = bodyLimitFor(path);
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit) {
    answerDirectly(res, tooLarge(limit));
    return true;
  }
  if (declared === undefined && req.headers['transfer-encoding'] !== undefined) {
    capStreamedBody(req, res, limit);
  }
  return false;
}

/** A request listener behind the front door (the tests' servers; `next start` goes through the preload). */
export function frontDoor(
  listener: RequestListener,
  options: { trustsProxy: boolean } = { trustsProxy: false },
): RequestListener {
  return (req, res) => {
    if (!screenRequest(req, res, options)) listener(req, res);
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

/** What lib/http/preload.cjs calls, handed over on globalThis (it loads before any of the store's code). */
export type FrontDoorHooks = {
  request(req: IncomingMessage, res: ServerResponse): boolean;
  clientError(error: ParserError, socket: Duplex): void;
};

/** Called once by instrumentation.ts when the server starts. */
export function installFrontDoor(options: { trustsProxy: boolean }): void {
  const hooks: FrontDoorHooks = {
    request: (req, res) => screenRequest(req, res, options),
    clientError: answerClientError,
  };
  (globalThis as Record<symbol, unknown>)[Symbol.for('store.frontDoor')] = hooks;
}
