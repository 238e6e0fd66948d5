import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { POST as register } from '@/app/api/user/register/route';
import { db } from '@/lib/db';
import { resetRateLimits } from '@/lib/rate-limit';
import { users } from '@/models';
import { call } from '@/test/api';

// Issue 14, point 6: `password`, `12345678`, eight spaces and a password equal to the email were accepted
// at sign-up. Each is refused with 400 and a message saying why, and no account is created.

beforeEach(() => resetRateLimits());

const signUp = (email: string, password: string, name = 'Kavya Nair') =>
  call(register, '/api/user/register', { body: { name, email, password } });

describe('sign-up refuses weak passwords (NIST 800-63B)', () => {
  it.each([
    ['password', /password: is one of the most commonly used passwords/],
    ['12345678', /password: is one of the most commonly used passwords/],
    ['Qwerty123', /password: is one of the most commonly used passwords/],
    ['        ', /password: must not be only spaces/],
    ['aaaaaaaaaaaa', /password: must not be a repeated or sequential run/],
    ['3456defg', /password: must not be a repeated or sequential run/],
    ['short', /password: must be at least 8 characters/],
  ])('%j', async (password, message) => {
    const email = `weak-${Math.random().toString(36).slice(2)}@example.in`;
    const res = await signUp(email, password);
    expect(res.status, JSON.stringify(res.json)).toBe(400);
    expect(res.json).toEqual({
      success: false,
      message: expect.stringMatching(message),
      // Every rule the password breaks, each on the field's path.
      issues: expect.arrayContaining([{ path: 'password', message: expect.any(String) }]),
    });
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('a password equal to the email address or the name', async () => {
    const byEmail = await signUp('kavya.nair@example.in', 'Kavya.Nair@example.in');
    expect(byEmail).toEqual({
      status: 400,
      json: {
        success: false,
        message: 'password: must not be your email address or your name',
        issues: [{ path: 'password', message: 'must not be your email address or your name' }],
      },
    });
    const byName = await signUp('kavya.n@example.in', 'kavya nair');
    expect(byName.status).toBe(400);
    expect(await db.select().from(users).where(eq(users.email, 'kavya.nair@example.in'))).toEqual([]);
  });

  it('accepts a password that is none of these (the control)', async () => {
    const res = await signUp('kavya.ok@example.in', 'backwaters-at-dawn');
    expect(res.status, JSON.stringify(res.json)).toBe(200);
  });
});
