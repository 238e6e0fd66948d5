/**
 * The page cache of the production server, in plain HTTP. A cacheable full-page GET is fetched from
 * Next.js on a loopback server of this process (an ordinary HTTP request: nothing of Node's response
 * object is patched), made shareable once — standard caching and tag headers, a CSP with the hashes of
 * its own inline scripts instead of a nonce, every encoding compressed — and answered; with a time to
 * live it is also kept in memory, so one instance without a front cache still serves catalogue pages at
 * close to static speed.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { tagVersions, type PageTag } from '@/lib/page-cache';
import { hashedPolicy, inlineScriptHashes } from '@/lib/page-cache/csp-hashes';
import {
  isShareableAnswer,
  PRIVATE_CACHE_CONTROL,
  sameVersions,
  sharedCacheHeaders,
} from '@/lib/page-cache/headers';
import { PageStore, pickEncoding, type CachedPage, type PreparedAnswer } from '@/lib/page-cache/store';

export type RequestHandler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;

/** What Next.js answered the internal request with. */
type Rendered = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** Next.js on 127.0.0.1 at a port only this process knows, for the page cache's own requests. */
export type RenderServer = {
  render(pathAndSearch: string): Promise<Rendered>;
  close(): Promise<void>;
};

/**
 * Starts the loopback server. Its requests carry no cookie, no token and no client headers, so what
 * it renders cannot depend on who asked; Host is the store's public one (SITE_URL), never the client's.
 */
export async function startRenderServer(handle: RequestHandler, host: string): Promise<RenderServer> {
  const server = http.createServer((req, res) => void handle(req, res));
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const headers = { host, accept: 'text/html', 'accept-encoding': 'identity' };
  return {
    render: (path) =>
      new Promise((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, path, method: 'GET', headers, agent }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 500, headers: res.headers, body: Buffer.concat(chunks) }),
          );
          res.on('error', reject);
        });
        // A render that never ends must not hold every request waiting for it.
        req.setTimeout(60_000, () => req.destroy(new Error('the render took over 60 s')));
        req.on('error', reject);
        req.end();
      }),
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Headers Next.js sets that a prepared answer sets itself, or that must never be replayed. */
const notReplayed = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'set-cookie',
  'cache-control',
  'x-page-cache',
]);

function flatHeaders(headers: http.IncomingHttpHeaders, rewrite: (name: string, value: string) => string) {
  const kept: [string, string][] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || notReplayed.has(name)) continue;
    kept.push([name, rewrite(name, Array.isArray(value) ? value.join(', ') : value)]);
  }
  return kept;
}

function withVaryOnEncoding(headers: [string, string][]) {
  // The stored copies differ by encoding, so caches between here and the browser must key on it too.
  const vary = headers.find(([name]) => name === 'vary');
  if (!vary) headers.push(['vary', 'Accept-Encoding']);
  else if (!/\baccept-encoding\b/i.test(vary[1])) vary[1] += ', Accept-Encoding';
}

function answer(headers: [string, string][], encoding: string, body: Buffer): PreparedAnswer {
  const flat = headers.flat();
  if (encoding !== 'identity') flat.push('content-encoding', encoding);
  // Last, so a miss can say so without copying the rest (withCacheStatus).
  flat.push('content-length', String(body.length), 'x-page-cache', 'HIT');
  return { headers: flat, body };
}

/**
 * A page every shopper may be given: caching and tag headers, the CSP on hashes, and its identity,
 * gzip and brotli forms made once. `fresh` is false when something it shows changed while it was
 * rendered: then no shared cache may keep it (this copy may predate the change).
 */
export function prepareSharedPage(
  rendered: Rendered,
  tags: PageTag[],
  versions: number[],
  ttlSeconds: number,
  fresh: boolean,
): CachedPage {
  const html = rendered.body;
  const hashes = inlineScriptHashes(html.toString('utf8'));
  const headers = flatHeaders(rendered.headers, (name, value) =>
    name === 'content-security-policy' ? hashedPolicy(value, hashes) : value,
  );
  const caching = fresh ? sharedCacheHeaders(tags, ttlSeconds) : { 'cache-control': PRIVATE_CACHE_CONTROL };
  headers.push(...Object.entries(caching));
  withVaryOnEncoding(headers);
  return {
    status: rendered.status,
    answers: {
      identity: answer(headers, 'identity', html),
      gzip: answer(headers, 'gzip', gzipSync(html, { level: 6 })),
      br: answer(
        headers,
        'br',
        brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      ),
    },
    tags,
    versions,
    storedAt: Date.now(),
  };
}

/** Anything else Next.js answered (a redirect, a 404, an error) goes back as it came, kept by nobody. */
function passThrough(rendered: Rendered, tags: PageTag[], versions: number[]): CachedPage {
  const headers = flatHeaders(rendered.headers, (_name, value) => value);
  const cacheControl = rendered.headers['cache-control'];
  headers.push(['cache-control', typeof cacheControl === 'string' ? cacheControl : PRIVATE_CACHE_CONTROL]);
  const identity = answer(headers, 'identity', rendered.body);
  return {
    status: rendered.status,
    answers: { identity, gzip: identity, br: identity },
    tags,
    versions,
    storedAt: Date.now(),
  };
}

function withCacheStatus(headers: string[], status: 'HIT' | 'MISS'): string[] {
  if (status === 'HIT') return headers;
  const copy = headers.slice();
  copy[copy.length - 1] = status;
  return copy;
}

/** One write of what was prepared: the headers of the encoding the client takes, and its body. */
function write(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  page: CachedPage,
  status: 'HIT' | 'MISS',
) {
  const prepared = page.answers[pickEncoding(req.headers['accept-encoding'])];
  res.writeHead(page.status, withCacheStatus(prepared.headers, status));
  res.end(req.method === 'HEAD' ? undefined : prepared.body);
}

export type PageServer = {
  /** Answers a cacheable full-page GET or HEAD from memory, or renders it once for every waiter. */
  serve(req: http.IncomingMessage, res: http.ServerResponse, page: { key: string; tags: PageTag[] }): void;
  readonly size: number;
};

export function createPageServer(options: {
  renderer: RenderServer;
  /** Next.js in this process: the way out when the loopback render fails. */
  handle: RequestHandler;
  ttlSeconds: number;
}): PageServer {
  const { renderer, handle, ttlSeconds } = options;
  const store = new PageStore(ttlSeconds * 1000);
  /**
   * Renders in flight by URL, with the tag versions they started from: a request for a page being
   * rendered waits for that render instead of starting another, unless something it shows changed since.
   */
  const flights = new Map<string, { versions: number[]; page: Promise<CachedPage> }>();

  async function renderOnce(key: string, tags: PageTag[], versions: number[]): Promise<CachedPage> {
    const rendered = await renderer.render(key);
    if (!isShareableAnswer(rendered.status, rendered.headers)) return passThrough(rendered, tags, versions);
    const fresh = sameVersions(versions, tagVersions(tags));
    const page = prepareSharedPage(rendered, tags, versions, ttlSeconds, fresh);
    if (fresh && ttlSeconds > 0) store.set(key, page);
    return page;
  }

  function flight(key: string, tags: PageTag[]): { page: Promise<CachedPage>; joined: boolean } {
    const versions = tagVersions(tags);
    const current = flights.get(key);
    if (current && sameVersions(current.versions, versions)) return { page: current.page, joined: true };
    const page = renderOnce(key, tags, versions);
    const entry = { versions, page };
    flights.set(key, entry);
    const forget = () => {
      if (flights.get(key) === entry) flights.delete(key);
    };
    page.then(forget, forget);
    return { page, joined: false };
  }

  return {
    serve(req, res, { key, tags }) {
      const hit = store.get(key);
      if (hit) return write(req, res, hit, 'HIT');
      const { page, joined } = flight(key, tags);
      page.then(
        (p) => write(req, res, p, joined ? 'HIT' : 'MISS'),
        (error: unknown) => {
          console.error(`[page-cache] could not render ${key} on the loopback server:`, error);
          if (!res.headersSent) void handle(req, res);
        },
      );
    },
    get size() {
      return store.size;
    },
  };
}
