import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { clearedSessionCookies, sessionCookies } from './cookie';
import { BCRYPT_COST, hashPassword, verifyPassword } from './password';
import { loginSchema, registerSchema } from './schemas';

describe('registerSchema', () => {
  it('trims the name, trims and lower-cases the email', () => {
    expect(
      registerSchema.parse({ name: '  Asha Rao ', email: '  Asha@Example.IN ', password: 'longenough' }),
    ).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.in',
      password: 'longenough',
    });
  });

  it.each([
    [{ name: '', email: 'a@b.in', password: 'longenough' }, 'name'],
    [{ name: '   ', email: 'a@b.in', password: 'longenough' }, 'name'],
    [{ name: 'x'.repeat(81), email: 'a@b.in', password: 'longenough' }, 'name'],
    [{ name: 'A', email: 'not-an-email', password: 'longenough' }, 'email'],
    [{ name: 'A', email: 'a@b.in', password: 'short' }, 'password'],
    [{ name: 'A', email: 'a@b.in', password: 'x'.repeat(129) }, 'password'],
    [{ name: 'A', email: 'a@b.in' }, 'password'],
    [{ name: 5, email: 'a@b.in', password: 'longenough' }, 'name'],
  ])('refuses %j (%s)', (input, field) => {
    const result = registerSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('accepts the limits themselves', () => {
    const longest = 'monsoon-ledger-'.repeat(9).slice(0, 128);
    expect(
      registerSchema.safeParse({ name: 'x'.repeat(80), email: 'a@b.in', password: longest }).success,
    ).toBe(true);
    expect(registerSchema.safeParse({ name: 'A', email: 'a@b.in', password: 'tulsi-42' }).success).toBe(true);
  });
});

describe('loginSchema', () => {
  it('needs a non-empty email and password, and normalises the email', () => {
    expect(loginSchema.parse({ email: ' A@B.in ', password: 'x' })).toEqual({
      email: 'a@b.in',
      password: 'x',
    });
    expect(loginSchema.safeParse({ email: '', password: 'x' }).success).toBe(false);
    expect(loginSchema.safeParse({ email: 'a@b.in', password: '' }).success).toBe(false);
    expect(loginSchema.safeParse({ email: 'a@b.in' }).success).toBe(false);
  });
});

describe('passwords', () => {
  it(`hash with bcrypt cost ${BCRYPT_COST} and verify`, async () => {
    const hash = await hashPassword('correct horse');
    expect(bcrypt.getRounds(hash)).toBeGreaterThanOrEqual(10);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsf', hash)).toBe(false);
  });

  it('tell apart long passwords that share their first 72 bytes', async () => {
    const prefix = 'p'.repeat(72);
    const hash = await hashPassword(`${prefix}-one`);
    expect(await verifyPassword(`${prefix}-one`, hash)).toBe(true);
    expect(await verifyPassword(`${prefix}-two`, hash)).toBe(false);
    expect(await verifyPassword(prefix, hash)).toBe(false);
  });
});

describe('session cookies', () => {
  it('set an httpOnly, SameSite=Lax token cookie for 7 days plus a readable hint', () => {
    const [token, hint] = sessionCookies('abc.def.ghi');
    expect(token).toMatch(/^token=abc\.def\.ghi; /);
    expect(token).toContain('HttpOnly');
    expect(token).toContain('SameSite=Lax');
    expect(token).toContain('Path=/');
    expect(token).toContain(`Max-Age=${7 * 24 * 3600}`);
    // Tests run with NODE_ENV=test: no Secure flag outside production.
    expect(token).not.toContain('Secure');
    expect(hint).toMatch(/^signed_in=1; /);
    expect(hint).not.toContain('HttpOnly');
  });

  it('expire both on logout', () => {
    for (const cookie of clearedSessionCookies()) {
      expect(cookie).toMatch(/^(token|signed_in)=; /);
      expect(cookie).toContain('Max-Age=0');
    }
  });
});
