/**
 * The store's server, in production (`npm run serve`) and in development (`npm run dev`, `--dev`):
 * Next.js, with catalogue pages answered through the page cache (scripts/lib/page-server.ts).
 *
 * Catalogue pages are the same HTML for every shopper (the session, cart and wishlist live in the
 * browser), so they answer `Cache-Control: public, s-maxage=…` with their tags (xkey / Surrogate-Key)
 * for a front cache, and each instance also keeps them in memory (PAGE_CACHE_SECONDS; 0 by default in
 * development, so edits show at once, with the same headers). Everything else — the API, per-shopper
 * pages, client navigations (RSC payloads) — goes straight to Next.js in this process.
 *
 * A change (lib/page-cache invalidatePages) drops this instance's copies at once and is passed on by the
 * invalidation bus: to the other instances over Redis pub/sub (REDIS_URL), then to the front cache as
 * one purge by tag (FRONT_CACHE_PURGE_URL).
 */
import './lib/serve-defaults';
import http from 'node:http';
import next from 'next';
import { acquireDataDirLock, DataDirBusyError } from '@/lib/db/folder-lock';
import { env } from '@/lib/env';
import { answerClientError, frontDoor } from '@/lib/http/front-door';
import { tagsForPath, type PageTag } from '@/lib/page-cache';
import {
  inProcessBus,
  invalidationChannel,
  publishInvalidations,
  redisBus,
  type InvalidationBus,
} from '@/lib/page-cache/bus';
import { purgerFor } from '@/lib/page-cache/purge';
import { createPageServer, startRenderServer, type PageServer } from './lib/page-server';

const dev = process.argv.includes('--dev');
const port = env.PORT;
const hostname = process.env.HOSTNAME ?? '0.0.0.0';
// As pageCacheSeconds() decides inside Next.js, where NODE_ENV is set (this module reads env before next() sets it).
const ttlSeconds = env.PAGE_CACHE_SECONDS ?? (dev ? 0 : 60);

/** The page a request asks for, when it is a full-page GET of a cacheable path; null otherwise. */
function cacheablePage(req: http.IncomingMessage): { key: string; tags: PageTag[] } | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  // Client navigations fetch RSC payloads (and prefetch them); server actions post. Next.js answers those.
  if (req.headers.rsc || req.headers['next-router-prefetch'] || req.headers['next-action']) return null;
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.searchParams.has('_rsc')) return null;
  const tags = tagsForPath(url.pathname);
  return tags ? { key: `${url.pathname}${url.search}`, tags } : null;
}

async function startBus(): Promise<InvalidationBus> {
  const purger = purgerFor(env.FRONT_CACHE_PURGE_URL);
  if (!env.REDIS_URL) return inProcessBus({ purger });
  const channel = env.INVALIDATION_CHANNEL ?? invalidationChannel(env.DATABASE_URL, env.PGLITE_DATA_DIR);
  return redisBus({ url: env.REDIS_URL, channel, purger });
}

function describeCaching(): string {
  const parts = [
    `page cache: ${ttlSeconds > 0 ? `${ttlSeconds}s` : 'off'}`,
    `invalidation: ${env.REDIS_URL ? 'Redis pub/sub' : 'this process'}`,
  ];
  if (env.FRONT_CACHE_PURGE_URL) parts.push(`front cache purge: ${env.FRONT_CACHE_PURGE_URL}`);
  return `${dev ? 'development, ' : ''}${parts.join(', ')}`;
}

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
    ])
      delete req.headers[name];
  }
}

const app = next({ dev, dir: process.cwd(), hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const renderer = await startRenderServer(handle, new URL(env.SITE_URL).host);
const pages: PageServer = createPageServer({ renderer, handle, ttlSeconds });
const bus = await startBus();
publishInvalidations(bus);

const server = http.createServer(
  frontDoor((req, res) => {
    recordPeer(req);
    const page = cacheablePage(req);
    if (page) pages.serve(req, res, page);
    else void handle(req, res);
  }),
);
// Requests Node's parser refuses (headers over 16 KB, a malformed request line) get JSON, not an empty 4xx.
server.on('clientError', answerClientError);
// Development: Next.js's hot reload talks over a WebSocket.
if (dev) server.on('upgrade', app.getUpgradeHandler());

server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  console.log(
    `[serve] ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port} (${describeCaching()})`,
  );
  // The payment and SITE_URL lines are printed by instrumentation.ts, under any server.
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => {
      void Promise.all([renderer.close(), bus.close()]).finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
