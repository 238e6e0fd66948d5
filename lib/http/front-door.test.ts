import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMITS } from './api-routes';
import { answerClientError, frontDoor } from './front-door';

// The front door around a real Node HTTP server on a real socket; behind it, a stand-in for Next.js that
// reads the body as Next.js does.
// test/resilience/front-door.resilience.test.ts checks the same against the built store.

type Route = (req: IncomingMessage, res: ServerResponse, body: Buffer) => void;
const routes = new Map<string, Route>();
const seen: { path: string; bytes: number }[] = [];

/** Reads the body with await, as Next.js does, so code after it runs in the request's async context. */
async function handle(req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of req) chunks.push(chunk as Buffer);
  } catch {
    return; // The front door cut the request off; its answer has gone out already.
  }
  const body = Buffer.concat(chunks);
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  seen.push({ path, bytes: body.length });
  const route = routes.get(path);
  if (route) return route(req, res, body);
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ success: true, bytes: body.length }));
}

const app: RequestListener = (req, res) => void handle(req, res);

let server: http.Server;
let port = 0;

beforeAll(async () => {
  server = http.createServer(frontDoor(app));
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

type Reply = { status: number; headers: http.IncomingHttpHeaders; text: string };

function send(
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers: options.headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Sends `total` bytes in 16 KB chunks without Content-Length, paced, until the server answers. */
function stream(path: string, total: number): Promise<Reply & { written: number }> {
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path }, (res) => {
      answered = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text, written }));
    });
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(16 * 1024, 'x');
    const next = () => {
      if (answered || req.destroyed) return;
      if (written >= total) return void req.end();
      written += chunk.length;
      req.write(chunk, () => setTimeout(next, 2));
    };
    next();
  });
}

function rawExchange(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.on('data', (c) => (text += c.toString()));
    socket.on('end', () => resolve(text));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}

const json = (reply: Reply) => JSON.parse(reply.text) as Record<string, unknown>;

describe('methods the store never serves', () => {
  it('answer TRACE with 405 JSON and Allow, on pages and the API alike', async () => {
    for (const path of ['/', '/api/health', '/shop']) {
      const reply = await send('TRACE', path);
      expect(reply.status, path).toBe(405);
      expect(reply.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      expect(json(reply)).toEqual({ success: false, message: 'TRACE is not allowed.' });
    }
  });

  it('answer a method the parser does not know with a JSON 400', async () => {
    const text = await rawExchange('FOO / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(text).toContain('{"success":false,"message":"The request is malformed."}');
  });
});

describe('oversized bodies', () => {
  it('are refused from Content-Length before anything is read', async () => {
    const before = seen.length;
    const reply = await send('POST', '/api/user/password/forgot', {
      headers: { 'content-type': 'application/json', 'content-length': String(BODY_LIMITS.account + 1) },
      body: Buffer.alloc(BODY_LIMITS.account + 1, ' '),
    });
    expect(reply.status).toBe(413);
    expect(json(reply)).toEqual({
      success: false,
      message: `Request body is larger than ${BODY_LIMITS.account} bytes.`,
    });
    expect(seen.length).toBe(before);
  });

  it('are cut off at the route limit when streamed, and the app never gets more than the limit', async () => {
    const reply = await stream('/api/cart/add', 10 * 1024 * 1024);
    expect(reply.status).toBe(413);
    expect(json(reply)).toMatchObject({
      success: false,
      message: expect.stringMatching(/larger than 65536/),
    });
    // Answered while the upload was under way, not after 10 MB arrived.
    expect(reply.written).toBeLessThan(2 * 1024 * 1024);
    expect(seen.filter((s) => s.path === '/api/cart/add').every((s) => s.bytes <= BODY_LIMITS.json)).toBe(
      true,
    );
  });

  it('pass when within the limit, streamed or not', async () => {
    const streamed = await stream('/api/webhooks/stripe', 512 * 1024);
    expect(streamed.status).toBe(200);
    expect(json(streamed)).toEqual({ success: true, bytes: 512 * 1024 });
    const page = await send('POST', '/contact', { body: 'x'.repeat(1000) });
    expect(json(page)).toEqual({ success: true, bytes: 1000 });
  });
});

describe('the forwarding headers', () => {
  it('end X-Forwarded-For with the TCP peer, and lose what only a trusted proxy may say', async () => {
    routes.set('/api/echo', (req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          xff: req.headers['x-forwarded-for'],
          host: req.headers['x-forwarded-host'] ?? null,
        }),
      );
    });
    const claimed = await send('GET', '/api/echo', {
      headers: { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'evil.example' },
    });
    expect(json(claimed)).toEqual({ xff: '203.0.113.9, 127.0.0.1', host: null });
    expect(json(await send('GET', '/api/echo'))).toEqual({ xff: '127.0.0.1', host: null });
  });
});

describe('requests the HTTP parser refuses', () => {
  it('answer a 20 KB header with a JSON 431', async () => {
    const text = await rawExchange(
      `GET /api/health HTTP/1.1\r\nHost: x\r\ntoken: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(text).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(text).toMatch(/Content-Type: application\/json/);
    expect(text.slice(text.indexOf('\r\n\r\n') + 4)).toBe(
      '{"success":false,"message":"Request headers are too large."}',
    );
  });
});
