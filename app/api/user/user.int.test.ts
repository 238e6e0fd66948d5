import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import bcrypt from 'bcryptjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DUPLICATE_EMAIL_MESSAGE, INVALID_LOGIN_MESSAGE, signToken } from '@/lib/accounts';
import { createTestUser, deleteTestUser, expiredToken, TEST_PASSWORD } from '@/test/fixtures/accounts';
import { api, raw } from '@/lib/accounts/test-helpers';
import { db } from '@/lib/db';
import { BODY_LIMITS } from '@/lib/http/api-routes';
import { resetRateLimits } from '@/lib/rate-limit';
import { insertProducts } from '@/test/fixtures/catalog';
import { users } from '@/models';
import { GET as info } from './info/route';
import { POST as login } from './login/route';
import { POST as logout } from './logout/route';
import { POST as register } from './register/route';

type AuthAnswer = { token: string; user: { name: string; email: string } };

let ipCounter = 0;
/**
 * A fresh client address per call, so per-address limits only bite where a test means them to. The
 * header stands for what the front door (lib/http/front-door.ts) appends (the TCP peer), which TRUST_PROXY=off believes.
 */
const freshIp = () => ({ 'x-forwarded-for': `203.0.113.${(++ipCounter % 250) + 1}` });

beforeEach(() => resetRateLimits());

describe('POST /api/user/register', { timeout: 180_000 }, () => {
  it('creates the account, answers token and user, and sets the httpOnly cookie', async () => {
    const res = await raw(register, '/api/user/register', {
      body: { name: '  Asha Rao ', email: ' Asha.Rao@Example.IN ', password: 'sunlight-42' },
      headers: freshIp(),
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      user: { name: 'Asha Rao', email: 'asha.rao@example.in' },
    });
    const token = res.json.token as string;
    expect(token.split('.')).toHaveLength(3);
    const cookies = res.headers.getSetCookie();
    const tokenCookie = cookies.find((c) => c.startsWith('token='));
    expect(tokenCookie).toContain(`token=${token}`);
    expect(tokenCookie).toMatch(/HttpOnly/);
    expect(tokenCookie).toMatch(/SameSite=Lax/);
    expect(tokenCookie).toMatch(/Path=\//);
    expect(tokenCookie).toMatch(/Max-Age=604800/);
    expect(cookies.some((c) => c.startsWith('signed_in=1'))).toBe(true);

    const me = await api<AuthAnswer>(info, '/api/user/info', { token });
    expect(me.json).toEqual({
      success: true,
      user: { _id: expect.any(String), name: 'Asha Rao', email: 'asha.rao@example.in', role: 'customer' },
    });
    const [row] = await db.select().from(users).where(eq(users.email, 'asha.rao@example.in'));
    expect(row?.passwordHash).toMatch(/^\$2[aby]\$1\d\$/);
    expect(row?.passwordHash).not.toContain('sunlight-42');
    expect(row?.role).toBe('customer');
  });

  it('refuses a second account with the same email, whatever its case and spacing', async () => {
    const body = { name: 'Ravi', email: 'ravi@example.in', password: 'password-1' };
    expect((await api(register, '/api/user/register', { body, headers: freshIp() })).status).toBe(200);
    const again = await api(register, '/api/user/register', {
      body: { ...body, email: '  RAVI@example.IN' },
      headers: freshIp(),
    });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ success: false, message: DUPLICATE_EMAIL_MESSAGE });
  });

  it('settles two simultaneous sign-ups with one email as one success and one 409', async () => {
    const body = { name: 'Twin', email: 'twin@example.in', password: 'password-1' };
    const answers = await Promise.all([
      api(register, '/api/user/register', { body, headers: freshIp() }),
      api(register, '/api/user/register', { body, headers: freshIp() }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it.each([
    [{ email: 'a@b.in', password: 'password-1' }, /name/],
    [{ name: '   ', email: 'a@b.in', password: 'password-1' }, /name/],
    [{ name: 'x'.repeat(81), email: 'a@b.in', password: 'password-1' }, /name/],
    [{ name: 'A', email: 'not-an-email', password: 'password-1' }, /email/],
    [{ name: 'A', email: 'a@b.in', password: 'short' }, /password: must be at least 8/],
    [{ name: 'A', email: 'a@b.in', password: 'x'.repeat(129) }, /password/],
    [{ name: 123, email: 'a@b.in', password: 'password-1' }, /name/],
    [{ name: 'A', email: null, password: 'password-1' }, /email/],
    [{ name: 'A', email: 'a@b.in', password: 12345678 }, /password/],
    [[], /expected object/],
  ])('answers 400 for %j', async (body, message) => {
    const res = await api(register, '/api/user/register', { body, headers: freshIp() });
    expect(res.status).toBe(400);
    expect(res.json.success).toBe(false);
    expect(res.json.message).toMatch(message);
  });

  it('answers 400 for a body that is not JSON, and 413 for a huge one', async () => {
    const bad = await api(register, '/api/user/register', { body: '{"name": "A",', headers: freshIp() });
    expect(bad).toEqual({
      status: 400,
      json: { success: false, message: 'Request body must be valid JSON.' },
    });
    const huge = await api(register, '/api/user/register', {
      // Over the sign-in limit, which leaves room for the visitor's cart and wishlist.
      body: { name: 'A', email: 'a@b.in', password: 'x'.repeat(BODY_LIMITS.signIn) },
      headers: freshIp(),
    });
    expect(huge.status).toBe(413);
  });

  it('counts accounts created per address (50 an hour), not attempts: a 429 says when to come back', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.20' };
    // Refused input is not counted: a typo does not use up a shared address's sign-ups.
    for (let i = 0; i < 5; i++) {
      const bad = await api(register, '/api/user/register', {
        body: { name: 'Bulk', email: `bad-${i}@example.in`, password: 'short' },
        headers,
      });
      expect(bad.status).toBe(400);
    }
    for (let i = 0; i < 50; i++) {
      const ok = await api(register, '/api/user/register', {
        body: { name: 'Bulk', email: `bulk-${i}@example.in`, password: 'password-1' },
        headers,
      });
      expect(ok.status).toBe(200);
    }
    const res = await raw(register, '/api/user/register', {
      body: { name: 'Bulk', email: 'bulk-50@example.in', password: 'password-1' },
      headers,
    });
    expect(res.status).toBe(429);
    expect(res.json).toEqual({
      success: false,
      message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/),
    });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3000);
    // The refused attempt created nothing, and another address is not affected.
    expect(await db.select().from(users).where(eq(users.email, 'bulk-50@example.in'))).toEqual([]);
    const other = await api(register, '/api/user/register', {
      body: { name: 'Bulk', email: 'bulk-50@example.in', password: 'password-1' },
      headers: { 'x-forwarded-for': '198.51.100.21' },
    });
    expect(other.status).toBe(200);
  });
});

describe('POST /api/user/login', { timeout: 180_000 }, () => {
  it('answers token and user for the right password, with the email in any case, and sets the cookie', async () => {
    const user = await createTestUser({ email: 'meera@example.in', name: 'Meera' });
    const res = await raw(login, '/api/user/login', {
      body: { email: ' Meera@Example.in ', password: TEST_PASSWORD },
      headers: freshIp(),
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, user: { name: 'Meera', email: 'meera@example.in' } });
    const token = res.json.token as string;
    expect(res.headers.getSetCookie().find((c) => c.startsWith('token='))).toContain(token);
    // The cookie alone authenticates the web UI.
    const me = await api(info, '/api/user/info', { headers: { cookie: `signed_in=1; token=${token}` } });
    expect(me.json).toEqual({
      success: true,
      user: { _id: user.id, name: 'Meera', email: user.email, role: 'customer' },
    });
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    await createTestUser({ email: 'kiran@example.in' });
    const wrong = await api(login, '/api/user/login', {
      body: { email: 'kiran@example.in', password: 'not-the-password' },
      headers: freshIp(),
    });
    const unknown = await api(login, '/api/user/login', {
      body: { email: 'nobody@example.in', password: 'not-the-password' },
      headers: freshIp(),
    });
    expect(wrong).toEqual({ status: 401, json: { success: false, message: INVALID_LOGIN_MESSAGE } });
    expect(unknown).toEqual(wrong);
  });

  it('runs a full bcrypt comparison for an unknown email too, so timing does not reveal accounts', async () => {
    await createTestUser({ email: 'timing@example.in' });
    const compare = vi.spyOn(bcrypt, 'compare');
    try {
      await api(login, '/api/user/login', {
        body: { email: 'timing@example.in', password: 'wrong-password' },
        headers: freshIp(),
      });
      expect(compare).toHaveBeenCalledTimes(1);
      await api(login, '/api/user/login', {
        body: { email: 'absent@example.in', password: 'wrong-password' },
        headers: freshIp(),
      });
      expect(compare).toHaveBeenCalledTimes(2);
      // The unknown email is compared against a real bcrypt hash of the same cost, not skipped.
      expect(String(compare.mock.calls[1]?.[1])).toMatch(/^\$2[aby]\$1\d\$/);
    } finally {
      compare.mockRestore();
    }
  });

  it.each([
    [{ password: 'x' }, /email/],
    [{ email: 'a@b.in' }, /password/],
    [{ email: '', password: 'x' }, /email/],
    [{ email: 'a@b.in', password: '' }, /password/],
    [{ email: ['a@b.in'], password: 'x' }, /email/],
    ['not json', /valid JSON/],
  ])('answers 400 for %j', async (body, message) => {
    const res = await api(login, '/api/user/login', { body, headers: freshIp() });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(message);
  });

  it('after 5 wrong passwords from one address, makes that address wait (30 s, then longer)', async () => {
    const user = await createTestUser();
    const headers = { 'x-forwarded-for': '198.51.100.40' };
    for (let i = 0; i < 5; i++) {
      const res = await api(login, '/api/user/login', {
        body: { email: user.email, password: `guess-${i}` },
        headers,
      });
      expect(res.status).toBe(401);
    }
    const blocked = await raw(login, '/api/user/login', {
      body: { email: user.email.toUpperCase(), password: TEST_PASSWORD },
      headers,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.json).toEqual({
      success: false,
      message: 'Too many attempts. Please try again in 1 minute.',
    });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(20);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(blocked.json).not.toHaveProperty('token');
    expect(blocked.headers.getSetCookie()).toEqual([]);
    // The owner on another connection is not made to wait.
    const elsewhere = await api(login, '/api/user/login', {
      body: { email: user.email, password: TEST_PASSWORD },
      headers: freshIp(),
    });
    expect(elsewhere.status).toBe(200);
  });

  it('does not count successful logins: 60 from one address all succeed', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.30' };
    const people = await Promise.all(Array.from({ length: 6 }, () => createTestUser()));
    for (let i = 0; i < 60; i++) {
      const person = people[i % people.length]!;
      const res = await api(login, '/api/user/login', {
        body: { email: person.email, password: TEST_PASSWORD },
        headers,
      });
      expect(res.status, `login ${i}`).toBe(200);
    }
  });

  it('makes an address that fails across many e-mails (password spraying) wait after 50', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.31' };
    for (let i = 0; i < 50; i++) {
      const res = await api(login, '/api/user/login', {
        body: { email: `spray-${i}@example.in`, password: 'password' },
        headers,
      });
      expect(res.status).toBe(401);
    }
    const blocked = await raw(login, '/api/user/login', {
      body: { email: 'spray-50@example.in', password: 'password' },
      headers,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('forgets the failures from an address once the right password is given there', async () => {
    const user = await createTestUser();
    const headers = { 'x-forwarded-for': '198.51.100.41' };
    const attempt = (password: string) =>
      api(login, '/api/user/login', { body: { email: user.email, password }, headers });
    for (let i = 0; i < 4; i++) expect((await attempt('wrong')).status).toBe(401);
    expect((await attempt(TEST_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt('wrong')).status).toBe(401);
    expect((await attempt('wrong')).status).toBe(429);
  });
});

describe('GET /api/user/info', () => {
  it('answers the user for a valid token', async () => {
    const user = await createTestUser({ name: 'Devika' });
    const res = await api(info, '/api/user/info', { token: user.token });
    expect(res).toEqual({
      status: 200,
      json: { success: true, user: { _id: user.id, name: 'Devika', email: user.email, role: 'customer' } },
    });
  });

  it('answers 401 without a token, or with a bad, tampered, foreign, expired or unsigned one', async () => {
    const user = await createTestUser();
    const [header, payload] = user.token.split('.');
    const other = await createTestUser();
    const otherSignature = other.token.split('.')[2];
    const expired = await expiredToken(user.id);
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-some-other-secret-0000'));
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const tokens = [
      undefined,
      'garbage',
      `${header}.${payload}.${otherSignature}`,
      `${header}.${Buffer.from(JSON.stringify({ sub: other.id })).toString('base64url')}.${user.token.split('.')[2]}`,
      expired,
      foreign,
      unsigned,
    ];
    for (const token of tokens) {
      const res = await api(info, '/api/user/info', { token });
      expect(res.status, String(token)).toBe(401);
      expect(res.json).toEqual({ success: false, message: 'Not authorized. Please log in again.' });
    }
  });

  it('answers 401 for the token of a deleted user', async () => {
    const user = await createTestUser();
    await deleteTestUser(user.id);
    expect((await api(info, '/api/user/info', { token: user.token })).status).toBe(401);
    // A well-signed token for an id that never existed, too.
    expect((await api(info, '/api/user/info', { token: await signToken('0'.repeat(24)) })).status).toBe(401);
  });
});

describe('POST /api/user/logout', () => {
  it('answers success and expires both cookies', async () => {
    const res = await raw(logout, '/api/user/logout', {
      body: {},
      headers: { cookie: 'token=abc; signed_in=1' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: 'Logged out' });
    const cookies = res.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^(token|signed_in)=;/);
      expect(cookie).toMatch(/Max-Age=0/);
    }
  });

  it('answers success without a session too', async () => {
    expect((await api(logout, '/api/user/logout', { method: 'POST' })).status).toBe(200);
  });
});

describe('sign-in answers what the page needs next', { timeout: 180_000 }, () => {
  it('login merges the visitor cart and wishlist and answers them with the user, keeping every spec field', async () => {
    const user = await createTestUser();
    const [shirt, watch] = await insertProducts([
      { name: 'Sign-in Shirt', categories: ['Shirts'], regularPrice: 1000, sizes: ['M', 'L'] },
      { name: 'Sign-in Watch', categories: ['Watches'], regularPrice: 4000 },
    ]);
    const res = await raw(login, '/api/user/login', {
      body: {
        email: user.email,
        password: TEST_PASSWORD,
        cart: {
          cartData: { [shirt!._id]: { M: 2 } },
          cartLines: [{ itemId: shirt!._id, size: 'M', color: '', quantity: 2 }],
        },
        wishlist: [watch!._id],
      },
      headers: freshIp(),
    });
    expect(res.status).toBe(200);
    // The spec's fields, as before.
    expect(res.json).toMatchObject({
      success: true,
      message: 'Logged in',
      token: expect.any(String),
      user: { _id: user.id, name: user.name, email: user.email },
    });
    // Added: the role and the merged copies, so the page makes no further call.
    expect(res.json.user).toMatchObject({ role: 'customer' });
    expect(res.json.cartLines).toEqual([{ itemId: shirt!._id, size: 'M', color: '', quantity: 2 }]);
    expect(res.json.cartData).toEqual({ [shirt!._id]: { M: 2 } });
    expect(res.json.wishlist).toEqual([watch!._id]);
    await deleteTestUser(user.id);
  });

  it('login without visitor copies answers the saved cart and wishlist; register answers empty ones', async () => {
    const user = await createTestUser();
    const plain = await api(login, '/api/user/login', {
      body: { email: user.email, password: TEST_PASSWORD },
      headers: freshIp(),
    });
    expect(plain.json).toMatchObject({ success: true, cartLines: [], cartData: {}, wishlist: [] });
    const created = await api(register, '/api/user/register', {
      body: { name: 'Copy Less', email: `copy-less-${Date.now()}@example.in`, password: 'sunlight-42' },
      headers: freshIp(),
    });
    expect(created.json).toMatchObject({
      success: true,
      cartLines: [],
      wishlist: [],
      user: { role: 'customer' },
    });
    await deleteTestUser(user.id);
  });
});
