import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSecret, startApp, type AppServer } from './support/app';
import { storeEnv } from './support/database';
import { context, freshDatabase, type FreshDatabase } from './support/fixtures';
import { jsonOf, send, summarize, type Reply } from './support/http';
import {
  draftOrder,
  fetchCatalogue,
  registerShoppers,
  seededRandom,
  submitOrder,
  type Shopper,
} from './support/shop';

/**
 * Issue 14, points 7 and 9 to 12 against the built store (next start with lib/http/preload.cjs, proxy.ts): what a
 * hostile client sends before any route handler runs, the contact form flooded through its real server
 * action, and the payment sandbox of a production server started without PAYMENTS_SANDBOX.
 */

type Raw = { status: number; headers: http.IncomingHttpHeaders; text: string; written: number };

/** A POST whose body is written in 16 KB pieces, paced, until the server answers (or all is sent). */
function upload(url: string, total: number, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const req = http.request(url, { method: 'POST', headers }, (res) => {
      answered = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text, written }));
    });
    // The server closes the connection after its 413: a write error then is expected, not a failure.
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(16 * 1024, ' ');
    const next = () => {
      if (answered || req.destroyed) return;
      if (written >= total) return void req.end();
      written += chunk.length;
      req.write(chunk, () => setTimeout(next, 2));
    };
    next();
  });
}

/** Writes a hand-made request to the socket and reads until the server closes it. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.setTimeout(15_000, () => socket.destroy(new Error('no answer within 15 s')));
    socket.on('data', (c) => (text += c.toString()));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The hidden fields Next.js renders into the form holding `fieldName` (what a no-JS browser would post). */
async function formFields(url: string, fieldName: string): Promise<Record<string, string>> {
  const page = await send(url);
  const form = page.text.split('<form').find((f) => f.includes(`name="${fieldName}"`));
  if (!form) throw new Error(`no form with ${fieldName} at ${url}`);
  const fields: Record<string, string> = {};
  for (const input of form.slice(0, form.indexOf('</form>')).match(/<input[^>]*type="hidden"[^>]*>/g) ?? []) {
    const name = /name="([^"]*)"/.exec(input)?.[1];
    if (name) fields[decode(name)] = decode(/value="([^"]*)"/.exec(input)?.[1] ?? '');
  }
  return fields;
}

/** The action id in the fields of a useActionState form (`$ACTION_n:0` holds `{"id": ...}`). */
function actionId(fields: Record<string, string>): string {
  const ref = Object.entries(fields).find(([name]) => /^\$ACTION_\d+:0$/.test(name))?.[1];
  const id = ref ? (JSON.parse(ref) as { id?: string }).id : undefined;
  if (!id) throw new Error(`no action id in ${JSON.stringify(fields)}`);
  return id;
}

function multipart(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

const postForm = (url: string, form: FormData, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', body: form, headers, redirect: 'manual' }).then(async (res) => ({
    status: res.status,
    text: await res.text(),
  }));

function expectJsonFailure(reply: Reply, status: number, label: string): Record<string, unknown> {
  expect(reply.status, summarize(label, reply)).toBe(status);
  const body = jsonOf(reply);
  expect(body, summarize(label, reply)).toMatchObject({ success: false, message: expect.any(String) });
  return body ?? {};
}

const kinds = (['pglite', 'postgres'] as const).filter((k) => k === 'pglite' || context().postgres);
describe.each(kinds)('the front door of the production server (%s)', (kind) => {
  let database: FreshDatabase;
  let app: AppServer;
  let shopper: Shopper;

  beforeAll(async () => {
    database = await freshDatabase(kind, `front-door-${kind}`);
    // As `npm start` would run it: no PAYMENTS_SANDBOX, and the rate limits on.
    app = await startApp(
      storeEnv(database.target, database.dataDir, {
        AUTH_SECRET: authSecret(),
        PAYMENTS_SANDBOX: '',
        RATE_LIMIT_DISABLED: '',
      }),
      { label: `front-door-${kind}` },
    );
    [shopper] = (await registerShoppers(app.url, 1, `front-door-${kind}`)) as [Shopper];
  });

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('answers an unknown API route with 404 JSON, also where proxy.ts does not run', async () => {
    for (const path of ['/api/no-such-route', '/api/order/place/extra', '/api/x.json']) {
      const body = expectJsonFailure(await send(`${app.url}${path}`), 404, path);
      expect(body.message, path).toMatch(/does not exist/);
    }
  });

  it('answers a wrong method with 405 JSON and Allow', async () => {
    const get = await send(`${app.url}/api/order/place`);
    expectJsonFailure(get, 405, 'GET /api/order/place');
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    const put = await send(`${app.url}/api/health`, { method: 'PUT' });
    expectJsonFailure(put, 405, 'PUT /api/health');
    expect(put.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('answers TRACE with 405 on any path, never 500', async () => {
    for (const path of ['/', '/shop', '/api/health', '/api/no-such-route']) {
      const text = await rawExchange(
        app.port,
        `TRACE ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      );
      expect(text, path).toMatch(/^HTTP\/1\.1 405 /);
      expect(text, path).toContain('"success":false');
    }
  });

  it('answers a 20 KB token header with 431 JSON', async () => {
    const text = await rawExchange(
      app.port,
      `GET /api/user/info HTTP/1.1\r\nHost: 127.0.0.1\r\ntoken: ${'a'.repeat(20 * 1024)}\r\n\r\n`,
    );
    expect(text).toMatch(/^HTTP\/1\.1 431 /);
    expect(text.slice(text.indexOf('\r\n\r\n') + 4)).toBe(
      '{"success":false,"message":"Request headers are too large."}',
    );
  });

  it('refuses an oversized body from Content-Length before reading it, with 413 JSON', async () => {
    // An account call (8 kB); sign-in takes up to 64 kB since it carries the visitor's cart and wishlist.
    const reply = await upload(`${app.url}/api/user/password/forgot`, 10 * 1024 * 1024, {
      'content-type': 'application/json',
      'content-length': String(10 * 1024 * 1024),
    });
    expect(reply.status, reply.text).toBe(413);
    expect(JSON.parse(reply.text)).toMatchObject({
      success: false,
      message: expect.stringMatching(/larger than 8192/),
    });
    expect(reply.written).toBeLessThan(2 * 1024 * 1024);
  });

  it('cuts a streamed body off at the route limit instead of buffering it (unauthenticated, 10 MB)', async () => {
    for (const path of ['/api/cart/add', '/api/webhooks/stripe', '/contact']) {
      const reply = await upload(`${app.url}${path}`, 10 * 1024 * 1024, {
        'content-type': 'application/json',
      });
      expect(reply.status, `${path}: ${reply.text.slice(0, 200)}`).toBe(413);
      expect(JSON.parse(reply.text), path).toMatchObject({ success: false });
      expect(reply.written, path).toBeLessThan(3 * 1024 * 1024);
    }
    // The server is fine afterwards.
    expect((await send(`${app.url}/api/health`)).status).toBe(200);
  });

  // Next.js decodes a server action's body before the store's code runs, and answers a body it cannot decode
  // with 500 and an error digest or a plain 'Internal Server Error' (no message, no stack); serving with `next start` the store cannot turn that
  // into a 400 without rewriting Next.js's answer (README, "What the front door does").
  it('runs no server action for a malformed body and shows no internals, and refuses one from another site with 403', async () => {
    const fields = await formFields(`${app.url}/contact`, 'message');
    const id = actionId(fields);
    const malformed: [string, RequestInit][] = [
      ['text body', { body: 'garbage', headers: { 'next-action': id, 'content-type': 'text/plain' } }],
      ['broken JSON', { body: '{"a":', headers: { 'next-action': id, 'content-type': 'text/plain' } }],
      ['unrelated form', { body: multipart({ x: '1' }), headers: { 'next-action': id } }],
      [
        'broken multipart',
        { body: 'nonsense', headers: { 'content-type': 'multipart/form-data; boundary=zzz' } },
      ],
    ];
    for (const [label, init] of malformed) {
      const res = await fetch(`${app.url}/contact`, { method: 'POST', redirect: 'manual', ...init });
      const text = await res.text();
      expect(text, label).not.toMatch(/\n\s+at |node_modules|\.tsx?:\d+|SyntaxError|TypeError/);
      expect(text, label).not.toContain('Our team will get back to you');
      // A 500 says nothing but that it failed: an error digest, or Next.js's plain text.
      if (res.status >= 500) expect(text, label).toMatch(/"digest":"\d+"|^Internal Server Error$/);
    }
    const foreign = await postForm(`${app.url}/contact`, multipart(fields), {
      origin: 'http://evil.example',
    });
    expect(foreign.status).toBe(403);
  });

  it('limits the contact form: a burst through its real server action stores 5 messages, then refuses, whatever address it claims', async () => {
    const fields = await formFields(`${app.url}/contact`, 'message');
    const answers: { status: number; text: string }[] = [];
    for (let i = 0; i < 12; i++) {
      answers.push(
        await postForm(
          `${app.url}/contact`,
          multipart({
            ...fields,
            name: 'Flood Tester',
            email: `flood${i}@example.in`,
            message: `Message number ${i} about delivery to Kochi.`,
          }),
          // Each claims another address: the server counts its TCP peer, not what the client says.
          { 'x-forwarded-for': `203.0.113.${i + 1}` },
        ),
      );
    }
    for (const a of answers) expect(a.status).toBe(200);
    const thanked = answers.filter((a) => a.text.includes('Our team will get back to you')).length;
    const refused = answers.filter((a) =>
      /Too many attempts\. Please try again in \d+ minutes?/.test(a.text),
    ).length;
    expect([thanked, refused]).toEqual([5, 7]);
  });

  it('keeps the payment sandbox off when PAYMENTS_SANDBOX is not set: no online order, no approval', async () => {
    const [product] = (await fetchCatalogue(app.url)).filter((p) => p.inStock && p.sizes.length === 0);
    if (!product) throw new Error('no product without sizes in the catalogue');
    const order = draftOrder(shopper, [product], seededRandom(5));
    const upi = await send(`${app.url}/api/order/place-upi`, {
      token: shopper.token,
      json: {
        address: order.address,
        items: order.lines.map((l) => ({ _id: l.productId, size: l.size, quantity: l.quantity })),
        amount: order.amountPaise / 100,
      },
    });
    const body = expectJsonFailure(upi, 503, 'place-upi');
    expect(body.message).toMatch(/Online payment is not available/);
    const session = `sbx_${'0'.repeat(32)}`;
    const anonymous = await send(`${app.url}/api/order/sandbox/${session}`, { json: { action: 'approve' } });
    expectJsonFailure(anonymous, 401, 'sandbox approve without a token');
    const signedIn = await send(`${app.url}/api/order/sandbox/${session}`, {
      token: shopper.token,
      json: { action: 'approve' },
    });
    expect(expectJsonFailure(signedIn, 404, 'sandbox approve').message).toMatch(/switched off/);
  });

  it('answers absolute image URLs under SITE_URL from the API', async () => {
    const list = jsonOf(await send(`${app.url}/api/product/list?limit=3`));
    const images = (list?.products as { image: string[] }[]).flatMap((p) => p.image);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image.startsWith(`${app.url}/media/`), image).toBe(true);
  });
});

describe('a production server started with PAYMENTS_SANDBOX=true', () => {
  let database: FreshDatabase;
  let app: AppServer;

  beforeAll(async () => {
    database = await freshDatabase('pglite', 'sandbox-on');
    app = await startApp(
      storeEnv(database.target, database.dataDir, { AUTH_SECRET: authSecret(), PAYMENTS_SANDBOX: 'true' }),
      { label: 'sandbox-on' },
    );
  });

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it("says so loudly at start, and lets only the order's shopper see and approve a test payment", async () => {
    expect(app.logs().join('\n')).toMatch(/WARNING: PAYMENTS_SANDBOX is on/);
    const [owner, stranger] = (await registerShoppers(app.url, 2, 'sandbox-on')) as [Shopper, Shopper];
    const [product] = (await fetchCatalogue(app.url)).filter((p) => p.inStock && p.sizes.length === 0);
    if (!product) throw new Error('no product without sizes in the catalogue');
    const order = draftOrder(owner, [product], seededRandom(7));
    const placed = await submitOrder(app.url, order, 30_000, 'place-upi');
    expect(placed.status, summarize('place-upi', placed)).toBe(200);
    const paymentUrl = String(jsonOf(placed)?.paymentUrl);
    const api = `${app.url}/api${paymentUrl.replace('/pay/', '/order/')}`;
    expectJsonFailure(await send(api, { json: { action: 'approve' } }), 401, 'anonymous approve');
    expectJsonFailure(
      await send(api, { token: stranger.token, json: { action: 'approve' } }),
      403,
      'stranger',
    );
    // The page: signed out it sends to the login, for the owner it shows the warning.
    const signedOut = await send(`${app.url}${paymentUrl}`);
    expect([307, 308, 303]).toContain(signedOut.status);
    const page = await send(`${app.url}${paymentUrl}`, { headers: { cookie: `token=${owner.token}` } });
    expect(page.status).toBe(200);
    expect(page.text).toContain('payment sandbox switched on');
    const approved = await send(api, { token: owner.token, json: { action: 'approve' } });
    expect(approved.status, summarize('owner approve', approved)).toBe(200);
  });
});
