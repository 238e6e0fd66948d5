/**
 * The production server: Next.js behind a small page cache. Catalogue pages are the same HTML for every
 * shopper (the session, cart and wishlist live in the browser), so a rendered page is kept in memory
 * by URL and served again until its time to live ends or a change to what it shows invalidates it
 * (lib/page-cache). Cached copies carry a CSP that lists the hashes of their own inline scripts instead
 * of a per-response nonce. Everything else — the API, per-shopper pages, client navigations — goes
 * straight to Next.js.
 */
import './lib/serve-defaults';
import http from 'node:http';
import { brotliCompressSync, constants, gunzipSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import next from 'next';
import { acquireDataDirLock, DataDirBusyError } from '@/lib/db/folder-lock';
import { env } from '@/lib/env';
import { answerClientError, frontDoor } from '@/lib/http/front-door';
import { tagsForPath, tagVersions } from '@/lib/page-cache';
import { hashedPolicy, inlineScriptHashes } from '@/lib/page-cache/csp-hashes';
import {
  PageStore,
  pickEncoding,
  type CachedPage,
  type Encoding,
  type PreparedAnswer,
} from '@/lib/page-cache/store';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? '0.0.0.0';
const ttlSeconds = Number(process.env.PAGE_CACHE_SECONDS ?? 60);
const store = new PageStore(ttlSeconds * 1000);

// The embedded database's folder is this process's until it exits: a second server, or a CLI such as
// `npm run admin:create`, is refused instead of corrupting it (lib/db/folder-lock.ts).
if (!env.DATABASE_URL) {
  try {
    acquireDataDirLock(env.PGLITE_DATA_DIR);
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    console.error(`[serve] ${error.message}`);
    process.exit(1);
  }
}

const app = next({ dev: false, dir: process.cwd(), hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const dropOnReplay = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'set-cookie',
  'x-page-cache',
]);

/** Full-page GETs of cacheable paths; RSC payloads for client navigations are left to Next.js. */
function cacheTags(req: http.IncomingMessage, url: URL) {
  if (ttlSeconds <= 0 || (req.method !== 'GET' && req.method !== 'HEAD')) return null;
  if (
    req.headers.rsc ||
    req.headers['next-router-prefetch'] ||
    req.headers['next-action'] ||
    url.searchParams.has('_rsc')
  )
    return null;
  return tagsForPath(url.pathname);
}

/**
 * A hit is one write of what was prepared when the page was stored: the headers of the chosen encoding
 * (content-length included) and its body. Nothing is hashed, compressed or copied per request.
 */
function serveCached(req: http.IncomingMessage, res: http.ServerResponse, page: CachedPage) {
  const answer = page.answers[pickEncoding(req.headers['accept-encoding'])];
  res.writeHead(page.status, answer.headers);
  res.end(req.method === 'HEAD' ? undefined : answer.body);
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  return body;
}

/** Records what Next.js writes for this request, to store it once the response is complete. */
function capture(
  res: http.ServerResponse,
  done: (status: number, headers: http.OutgoingHttpHeaders, body: Buffer) => void,
) {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk == null || typeof chunk === 'function') return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
    );
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    const result = end(chunk, ...rest);
    try {
      done(res.statusCode, res.getHeaders(), Buffer.concat(chunks));
    } catch (error) {
      console.error('[page-cache] could not store a page:', error);
    }
    return result;
  }) as typeof res.end;
}

/** The headers and body of one encoding of a stored page, ready for serveCached. */
function prepare(headers: [string, string][], encoding: Encoding, body: Buffer): PreparedAnswer {
  const flat = headers.flat();
  if (encoding !== 'identity') flat.push('content-encoding', encoding);
  flat.push('content-length', String(body.length), 'x-page-cache', 'HIT');
  return { headers: flat, body };
}

function store200(
  key: string,
  tags: NonNullable<ReturnType<typeof tagsForPath>>,
  versions: number[],
  status: number,
  headers: http.OutgoingHttpHeaders,
  raw: Buffer,
) {
  if (status !== 200 || headers['set-cookie']) return;
  if (!String(headers['content-type'] ?? '').includes('text/html')) return;
  const html = decode(raw, headers['content-encoding'] as string | undefined);
  const text = html.toString('utf8');
  const kept: [string, string][] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || dropOnReplay.has(name.toLowerCase())) continue;
    const joined = Array.isArray(value) ? value.join(', ') : String(value);
    kept.push([
      name,
      name.toLowerCase() === 'content-security-policy'
        ? hashedPolicy(joined, inlineScriptHashes(text))
        : joined,
    ]);
  }
  // The stored copies differ by encoding, so caches between here and the browser must key on it too.
  const vary = kept.find(([name]) => name.toLowerCase() === 'vary');
  if (!vary) kept.push(['vary', 'Accept-Encoding']);
  else if (!/\baccept-encoding\b/i.test(vary[1])) vary[1] += ', Accept-Encoding';
  store.set(key, {
    status,
    answers: {
      identity: prepare(kept, 'identity', html),
      gzip: prepare(kept, 'gzip', gzipSync(html, { level: 6 })),
      br: prepare(kept, 'br', brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })),
    },
    tags,
    versions,
    storedAt: Date.now(),
  });
}

/**
 * Misses being rendered, by key: a request for a page already being rendered waits for that render
 * instead of starting another, so an expired popular page is rendered once, not once per request.
 */
const rendering = new Map<string, Promise<void>>();

function renderAndStore(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  key: string,
  tags: NonNullable<ReturnType<typeof tagsForPath>>,
) {
  // Versions as they were before rendering: a change made during the render makes this copy stale at once.
  const versions = tagVersions(tags);
  res.setHeader('x-page-cache', 'MISS');
  if (req.method === 'GET') {
    capture(res, (status, headers, body) => store200(key, tags, versions, status, headers, body));
    if (!rendering.has(key)) {
      rendering.set(
        key,
        new Promise<void>((resolve) => res.once('close', resolve)).finally(() => rendering.delete(key)),
      );
    }
  }
  void handle(req, res);
}

/**
 * Acts as the last proxy before Next.js: appends the TCP peer's address to X-Forwarded-For, so the app
 * (lib/rate-limit/ip.ts) reads the chain right to left as far as TRUST_PROXY allows. With no trusted
 * proxy, the other forwarding headers a client sent are dropped (Next fills them from the request).
 */
function recordPeer(req: http.IncomingMessage): void {
  const peer = req.socket.remoteAddress ?? 'unknown';
  const claimed = req.headers['x-forwarded-for'];
  const chain = [Array.isArray(claimed) ? claimed.join(', ') : claimed, peer].filter(Boolean).join(', ');
  req.headers['x-forwarded-for'] = chain;
  if (env.TRUST_PROXY.mode === 'off') {
    for (const name of [
      'x-forwarded-host',
      'x-forwarded-proto',
      'x-forwarded-port',
      'x-real-ip',
      'forwarded',
    ]) {
      delete req.headers[name];
    }
  }
}

const server = http.createServer(
  frontDoor((req, res) => {
    recordPeer(req);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const tags = cacheTags(req, url);
    if (!tags) return void handle(req, res);
    const key = `${url.pathname}${url.search}`;
    const hit = store.get(key);
    if (hit) return serveCached(req, res, hit);
    const pending = rendering.get(key);
    if (!pending) return renderAndStore(req, res, key, tags);
    // Once the render in flight is stored this is a hit; if it could not be stored, render as usual.
    void pending.then(() => {
      const stored = store.get(key);
      if (stored) serveCached(req, res, stored);
      else renderAndStore(req, res, key, tags);
    });
  }),
);
// Requests Node's parser refuses (headers over 16 KB, a malformed request line) get JSON, not an empty 4xx.
server.on('clientError', answerClientError);

server.keepAliveTimeout = 65_000;

const sandboxWarning = [
  '',
  '[serve] ************************************************************************************',
  '[serve] WARNING: PAYMENTS_SANDBOX is on. UPI and card orders without provider keys go to the',
  '[serve] offline TEST-MODE payment page, where approving marks an order PAID WITH NO MONEY MOVED.',
  '[serve] Never run a live store like this: unset PAYMENTS_SANDBOX (or set it to false).',
  '[serve] ************************************************************************************',
  '',
].join('\n');
server.listen(port, hostname, () => {
  console.log(
    `[serve] ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port} (page cache: ${ttlSeconds > 0 ? `${ttlSeconds}s` : 'off'})`,
  );
  if (env.PAYMENTS_SANDBOX) console.warn(sandboxWarning);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
