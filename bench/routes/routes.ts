import http from 'node:http';
import { spaPage } from './spa-page';

const MAX_ANSWERS = 100;

/**
 * The bench's routes in front of the store at `store`:
 *   GET /list-memory?<query>  the store's /api/product/list answer for that query, fetched once and
 *                            then served from memory: the ceiling of an HTTP answer with no work in it.
 *   GET /spa                  the single-page stand-in (spa-page.ts) that fetches the whole catalogue
 *                            from the store (whose CORS_ORIGINS must name this server).
 *   GET /health               200 once listening.
 */
export function createBenchRoutes(store: string): http.Server {
  const origin = store.replace(/\/+$/, '');
  const answers = new Map<string, Buffer>();
  const page = Buffer.from(spaPage(origin));

  async function listAnswer(search: string): Promise<{ status: number; body: Buffer }> {
    const kept = answers.get(search);
    if (kept) return { status: 200, body: kept };
    const res = await fetch(`${origin}/api/product/list${search}`);
    const body = Buffer.from(await res.arrayBuffer());
    // Only a success is kept: a refused query is passed on as the store answered it.
    if (res.ok && answers.size < MAX_ANSWERS) answers.set(search, body);
    return { status: res.status, body };
  }

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
    if (url.pathname === '/list-memory') {
      listAnswer(url.search).then(
        ({ status, body }) => send(res, status, 'application/json', body),
        (error: unknown) => send(res, 502, 'text/plain', `the store did not answer: ${String(error)}`),
      );
    } else if (url.pathname === '/spa') send(res, 200, 'text/html; charset=utf-8', page);
    else if (url.pathname === '/health') send(res, 200, 'text/plain', 'ok');
    else send(res, 404, 'text/plain', 'not a bench route');
  });
  server.keepAliveTimeout = 65_000;
  return server;
}
