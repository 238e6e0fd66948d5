import { SignJWT, type JWTPayload } from 'jose';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getAuthSecret } from '@/lib/accounts/secret';
import { createTestUser, deleteTestUser } from '@/test/fixtures/accounts';
import { resetRateLimits } from '@/lib/rate-limit';
import { tamperSignature } from '@/lib/accounts/test-helpers';
import { authenticatedHandlers, type Handler, type Method, type RouteEntry } from './routes';
import { createFixtures, parseJson, send, type Fixtures } from './support';

// Every authenticated route refuses every kind of forged, stale or broken token with 401 { success: false }.

let fx: Fixtures;
let badTokens: [string, string][];

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

async function sign(
  payload: JWTPayload,
  options: { alg?: string; secret?: Uint8Array } = {},
): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .sign(options.secret ?? getAuthSecret());
}

async function makeBadTokens(): Promise<[string, string][]> {
  const token = fx.user.token;
  const [header = '', payload = '', signature = ''] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as JWTPayload;
  const t = now();
  const fresh = { iat: t, exp: t + 3600 };
  const otherSecret = new TextEncoder().encode('another-secret-another-secret-0123456789abcdef');
  const deleted = await createTestUser({ name: 'Gone Soon' });
  await deleteTestUser(deleted.id);
  return [
    [
      'payload tampered: the admin as subject',
      `${header}.${b64({ ...claims, sub: fx.admin.id })}.${signature}`,
    ],
    [
      'payload tampered: expiry pushed back',
      `${header}.${b64({ ...claims, exp: t + 10 * 365 * 86400 })}.${signature}`,
    ],
    ['signature tampered', tamperSignature(token)],
    ['signature removed', `${header}.${payload}.`],
    ['signature of another token', `${header}.${payload}.${fx.other.token.split('.')[2]}`],
    ['expired', await sign({ sub: fx.user.id, iat: t - 7200, exp: t - 3600 })],
    ['not valid yet (nbf)', await sign({ sub: fx.user.id, ...fresh, nbf: t + 3600 })],
    ['alg none', `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: fx.user.id, ...fresh })}.`],
    [
      'alg none, no signature part',
      `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: fx.user.id, ...fresh })}`,
    ],
    ['alg None', `${b64({ alg: 'None' })}.${b64({ sub: fx.admin.id, ...fresh })}.`],
    ['HS512 with the right secret', await sign({ sub: fx.user.id, ...fresh }, { alg: 'HS512' })],
    ['signed with another secret', await sign({ sub: fx.user.id, ...fresh }, { secret: otherSecret })],
    ['valid signature, no subject', await sign({ ...fresh })],
    ['valid signature, no expiry', await sign({ sub: fx.user.id, iat: t })],
    ['valid signature, revoked token version', await sign({ sub: fx.user.id, ...fresh, ver: 1 })],
    ['valid signature, token version as text', await sign({ sub: fx.user.id, ...fresh, ver: '0' })],
    ['valid signature, numeric subject', await sign({ ...fresh, sub: 42 } as unknown as JWTPayload)],
    ['valid signature, SQL as subject', await sign({ ...fresh, sub: "' OR '1'='1" })],
    ['valid signature, NUL in subject', await sign({ ...fresh, sub: `${fx.user.id}\u0000` })],
    ['valid token of a deleted user', deleted.token],
    ['empty', ''],
    ['null', 'null'],
    ['Bearer prefix', `Bearer ${token}`],
    ['two tokens', `${token}, ${token}`],
    ['three dots', '...'],
    ['a.b.c', 'a.b.c'],
    ['header only', header],
    ['4 KB of garbage', 'x'.repeat(4096)],
    ['SQL', "' OR '1'='1' --"],
  ];
}

beforeAll(async () => {
  fx = await createFixtures();
  badTokens = await makeBadTokens();
});

beforeEach(() => resetRateLimits());

function callAs(entry: RouteEntry, method: Method, handler: Handler, headers: [string, string][]) {
  const sample = entry.samples?.[method]?.(fx) ?? {};
  return send(handler, {
    method,
    path: entry.path,
    params: sample.params,
    query: Object.entries(sample.query ?? {}),
    headers: [...headers, ['content-type', 'application/json']],
    body: method === 'GET' ? undefined : JSON.stringify(sample.body ?? {}),
  });
}

const authenticated = authenticatedHandlers();

describe.each(authenticated.map((h) => [`${h.method} ${h.entry.path}`, h] as const))('%s', (_, h) => {
  it('answers 401 { success: false } to every forged, expired or malformed token, in the header', async () => {
    for (const [name, token] of badTokens) {
      const answer = await callAs(h.entry, h.method, h.handler, [['token', token]]);
      expect(answer.status, `${name}: ${answer.text}`).toBe(401);
      expect(parseJson(answer), name).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it('answers 401 to the same tokens in the session cookie, and to no token at all', async () => {
    for (const [name, token] of badTokens) {
      const answer = await callAs(h.entry, h.method, h.handler, [
        ['cookie', `token=${encodeURIComponent(token)}`],
      ]);
      expect(answer.status, `${name}: ${answer.text}`).toBe(401);
    }
    expect((await callAs(h.entry, h.method, h.handler, [])).status).toBe(401);
  });

  it('lets the right token past authentication (the control: these 401s are about the token)', async () => {
    const own = h.entry.auth === 'admin' ? fx.admin : fx.user;
    const answer = await callAs(h.entry, h.method, h.handler, [['token', own.token]]);
    expect(answer.status, answer.text).not.toBe(401);
    if (h.entry.auth === 'admin') {
      const customer = await callAs(h.entry, h.method, h.handler, [['token', fx.user.token]]);
      expect(customer.status, customer.text).toBe(403);
    }
  });
});

describe('the table of authenticated routes', () => {
  it('holds the shopper and admin routes (so the checks above cover something)', () => {
    const paths = authenticated.map((h) => h.entry.path);
    expect(paths).toEqual(expect.arrayContaining(['/api/cart/add', '/api/order/place', '/api/user/info']));
    expect(authenticated.length).toBeGreaterThanOrEqual(25);
  });
});
