import { SignJWT } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { GET as info } from '@/app/api/user/info/route';
import { POST as login } from '@/app/api/user/login/route';
import { POST as logout } from '@/app/api/user/logout/route';
import { POST as changePassword } from '@/app/api/user/password/route';
import { createOrPromoteAdmin } from '@/lib/admin/users';
import { COMMON_PASSWORD_MESSAGE } from '@/lib/accounts/password-policy';
import { getAuthSecret } from '@/lib/accounts/secret';
import { createTestUser, TEST_PASSWORD, type TestUser } from '@/test/fixtures/accounts';
import { db } from '@/lib/db';
import { resetRateLimits } from '@/lib/rate-limit';
import { call } from '@/test/api';

// Issue 14, point 5: a token must carry an expiry, and logging out or changing the password ends every
// session of the shopper (a copied token included), through the token version kept on the user.

beforeEach(() => resetRateLimits());

let address = 0;
const headers = () => ({ 'x-forwarded-for': `198.51.100.${(++address % 200) + 1}` });

async function signIn(user: { email: string }, password = TEST_PASSWORD): Promise<string> {
  const res = await call<{ token: string }>(login, '/api/user/login', {
    body: { email: user.email, password },
    headers: headers(),
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.token;
}

const whoAmI = async (token: string) => (await call(info, '/api/user/info', { token })).status;

describe('tokens', () => {
  it('without an expiry are refused, however well signed', async () => {
    const user = await createTestUser();
    const noExpiry = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuedAt()
      .sign(getAuthSecret());
    expect(await whoAmI(noExpiry)).toBe(401);
    // The control: the same token with an expiry is accepted.
    const withExpiry = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(getAuthSecret());
    expect(await whoAmI(withExpiry)).toBe(200);
  });

  it('carry the token version they were signed at', async () => {
    const user = await createTestUser();
    const token = await signIn(user);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({ sub: user.id, ver: 0, exp: expect.any(Number) });
  });
});

describe('POST /api/user/logout', () => {
  it('revokes every token of the shopper: the one logged out with, and a copy on another device', async () => {
    const user = await createTestUser();
    const laptop = await signIn(user);
    const phone = await signIn(user);
    expect(await whoAmI(laptop)).toBe(200);
    expect(await whoAmI(phone)).toBe(200);

    const res = await call(logout, '/api/user/logout', { method: 'POST', token: laptop });
    expect(res).toEqual({ status: 200, json: { success: true, message: 'Logged out' } });
    expect(await whoAmI(laptop)).toBe(401);
    expect(await whoAmI(phone)).toBe(401);
    // Through the cookie too, as the web UI sends it.
    const cookie = await call(info, '/api/user/info', { headers: { cookie: `token=${laptop}` } });
    expect(cookie.status).toBe(401);

    // Signing in again gives a working session.
    expect(await whoAmI(await signIn(user))).toBe(200);
  });

  it("with another shopper's revoked token changes nothing for anyone", async () => {
    const a = await createTestUser();
    const b = await createTestUser();
    const aToken = await signIn(a);
    const bToken = await signIn(b);
    await call(logout, '/api/user/logout', { method: 'POST', token: aToken });
    await call(logout, '/api/user/logout', { method: 'POST', token: aToken });
    expect(await whoAmI(bToken)).toBe(200);
  });
});

describe('POST /api/user/password', () => {
  let user: TestUser;
  beforeEach(async () => {
    user = await createTestUser();
  });

  it('changes the password, ends the other sessions, and answers a new token for this device', async () => {
    const here = await signIn(user);
    const elsewhere = await signIn(user);
    const res = await call<{ token: string }>(changePassword, '/api/user/password', {
      token: here,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'Monsoon-Ledger-88' },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      message: 'Password changed',
      user: { email: user.email },
    });
    expect(await whoAmI(here)).toBe(401);
    expect(await whoAmI(elsewhere)).toBe(401);
    expect(await whoAmI(res.json.token)).toBe(200);
    // The old password no longer signs in; the new one does.
    const old = await call(login, '/api/user/login', {
      body: { email: user.email, password: TEST_PASSWORD },
      headers: headers(),
    });
    expect(old.status).toBe(401);
    expect(await whoAmI(await signIn(user, 'Monsoon-Ledger-88'))).toBe(200);
  });

  it('refuses a wrong current password, a common or personal new one, and keeps the sessions', async () => {
    const token = await signIn(user);
    const attempts: [Record<string, unknown>, RegExp][] = [
      [
        { currentPassword: 'not-it', newPassword: 'Monsoon-Ledger-88' },
        /currentPassword: is not your current/,
      ],
      [{ currentPassword: TEST_PASSWORD, newPassword: 'password' }, /newPassword: /],
      [{ currentPassword: TEST_PASSWORD, newPassword: 'iloveyou1' }, new RegExp(COMMON_PASSWORD_MESSAGE)],
      [{ currentPassword: TEST_PASSWORD, newPassword: user.email }, /newPassword: must not be your email/],
      [{ currentPassword: TEST_PASSWORD }, /newPassword: is required/],
    ];
    for (const [body, message] of attempts) {
      const res = await call(changePassword, '/api/user/password', { token, body });
      expect(res.status, JSON.stringify(res.json)).toBe(400);
      expect(res.json).toMatchObject({ success: false, message: expect.stringMatching(message) });
    }
    expect(await whoAmI(token)).toBe(200);
    expect((await call(changePassword, '/api/user/password', { body: {} })).status).toBe(401);
  });

  it('by the store owner (npm run admin:create --password) ends the sessions of that account too', async () => {
    const token = await signIn(user);
    await createOrPromoteAdmin(db, { email: user.email, password: 'Tulsi-Garden-42' });
    expect(await whoAmI(token)).toBe(401);
    // Promotion without a new password keeps the sessions.
    const fresh = await signIn(user, 'Tulsi-Garden-42');
    await createOrPromoteAdmin(db, { email: user.email, name: 'Store Owner' });
    expect(await whoAmI(fresh)).toBe(200);
  });
});
