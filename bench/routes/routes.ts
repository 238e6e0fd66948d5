import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { filesUnder } from '../lib/react-spa';
import { contentTypeOf, injectStore, isHashedAsset, reactRoute } from './react-files';
import { spaPage } from './spa-page';

type Body = { type: string; raw: Buffer; gzip: Buffer; cache: string };

/** The built React store's files, each compressed once here rather than on every request. */
function loadReactSpa(dir: string, store: string): Map<string, Body> {
  const bodies = new Map<string, Body>();
  for (const file of filesUnder(dir)) {
    let raw = readFileSync(path.join(dir, file));
    if (file === 'index.html') raw = Buffer.from(injectStore(raw.toString('utf8'), store));
    bodies.set(file, {
      type: contentTypeOf(file),
      raw,
      gzip: gzipSync(raw, { level: 9 }),
      cache: isHashedAsset(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
  }
  return bodies;
}

/**
 * The bench's routes in front of the store at `store`:
 *   GET /spa                  the bare single-page stand-in (spa-page.ts) that fetches the whole
 *                            catalogue from the store (whose CORS_ORIGINS must name this server).
 *   GET /react/...            the React + Vite single-page store built from bench/react-spa into
 *                            `reactDir` (bench/lib/react-spa.ts), gzip-compressed: its hashed assets, and
 *                            index.html for every other path (the app's own routes). 404 without a build.
 *   GET /health               200 once listening.
 */
export function createBenchRoutes(store: string, reactDir?: string): http.Server {
  const origin = store.replace(/\/+$/, '');
  const page = Buffer.from(spaPage(origin));
  const react = reactDir ? loadReactSpa(reactDir, origin) : new Map<string, Body>();
  const reactFiles = new Set(react.keys());

  const send = (res: http.ServerResponse, status: number, type: string, body: Buffer | string) => {
    res.writeHead(status, {
      'content-type': type,
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
    });
    res.end(body);
  };

  const sendBuilt = (req: http.IncomingMessage, res: http.ServerResponse, body: Body) => {
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const bytes = gzip ? body.gzip : body.raw;
    res.writeHead(200, {
      'content-type': body.type,
      'content-length': bytes.length,
      'cache-control': body.cache,
      vary: 'accept-encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(bytes);
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bench');
    if (req.method !== 'GET') return send(res, 405, 'text/plain', 'GET only');
    const route = reactRoute(url.pathname, reactFiles);
    if (route) {
      const body =
        route.kind === 'asset'
          ? react.get(route.file)
          : route.kind === 'index'
            ? react.get('index.html')
            : undefined;
      if (body) sendBuilt(req, res, body);
      else
        send(
          res,
          404,
          'text/plain',
          reactDir ? 'not in the React store build' : 'the React store was not built',
        );
    } else if (url.pathname === '/spa') send(res, 200, 'text/html; charset=utf-8', page);
    else if (url.pathname === '/health') send(res, 200, 'text/plain', 'ok');
    else send(res, 404, 'text/plain', 'not a bench route');
  });
  server.keepAliveTimeout = 65_000;
  return server;
}
