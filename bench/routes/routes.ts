import http from 'node:http';
import { spaPage } from './spa-page';

/**
 * The bench's routes in front of the store at `store`:
 *   GET /spa                  the single-page stand-in (spa-page.ts) that fetches the whole catalogue
 *                            from the store (whose CORS_ORIGINS must name this server).
 *   GET /health               200 once listening.
 */
export function createBenchRoutes(store: string): http.Server {
  const origin = store.replace(/\/+$/, '');
  const page = Buffer.from(spaPage(origin));

  const send = (res: http.ServerResponse, status: number, type: string, body: Buffer | string) => {
    res.writeHead(status, {
      'content-type': type,
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
    });
    res.end(body);
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bench');
    if (req.method !== 'GET') return send(res, 405, 'text/plain', 'GET only');
    if (url.pathname === '/spa') send(res, 200, 'text/html; charset=utf-8', page);
    else if (url.pathname === '/health') send(res, 200, 'text/plain', 'ok');
    else send(res, 404, 'text/plain', 'not a bench route');
  });
  server.keepAliveTimeout = 65_000;
  return server;
}
