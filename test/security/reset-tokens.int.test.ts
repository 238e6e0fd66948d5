import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as forgot from '@/app/api/user/password/forgot/route';
import * as reset from '@/app/api/user/password/reset/route';
import * as login from '@/app/api/user/login/route';
import { INVALID_RESET_MESSAGE } from '@/lib/accounts';
import { createTestUser, TEST_PASSWORD } from '@/test/fixtures/accounts';
import { api } from '@/lib/accounts/test-helpers';
import { db } from '@/lib/db';
import { pauseMailer } from '@/lib/mail';
import { resetRateLimits } from '@/lib/rate-limit';
import { emails, passwordResetTokens } from '@/models';

// An attacker with no access to the shopper's mailbox cannot set their password: forged, altered,
// borrowed or reused reset tokens are all refused the same way, and the password stays as it was.

let ip = 0;
const freshIp = () => ({ 'x-forwarded-for': `203.0.113.${(++ip % 250) + 1}` });

beforeEach(() => {
  resetRateLimits();
  pauseMailer(true);
});
afterEach(() => pauseMailer(false));

async function requestToken(email: string): Promise<string> {
  const asked = await api(forgot.POST, '/api/user/password/forgot', { body: { email }, headers: freshIp() });
  expect(asked.status).toBe(200);
  const [mail] = await db.select().from(emails).where(eq(emails.to, email)).orderBy(emails.createdAt);
  const token = /reset-password\?token=([\w%-]+)/.exec(mail?.text ?? '')?.[1];
  expect(token, mail?.text).toBeDefined();
  return decodeURIComponent(token!);
}

async function tryReset(token: unknown) {
  return api(reset.POST, '/api/user/password/reset', {
    body: { token, newPassword: 'Stolen-Ledger-77' },
    headers: freshIp(),
  });
}

async function canLogIn(email: string, password: string): Promise<boolean> {
  const res = await api(login.POST, '/api/user/login', { body: { email, password }, headers: freshIp() });
  return res.status === 200;
}

describe('password reset tokens under attack', { timeout: 60_000 }, () => {
  it('refuses forged and altered tokens, and leaves the password as it was', async () => {
    const victim = await createTestUser();
    const real = await requestToken(victim.email);
    const [stored] = await db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, victim.id));
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
    const forged: unknown[] = [
      randomBytes(32).toString('base64url'), // the same shape as a real one
      flip(real, 0),
      flip(real, real.length - 1),
      `${real}x`,
      real.slice(0, -1),
      stored!.tokenHash, // what a leaked database row holds
      victim.token, // the shopper's own session token
      `' OR '1'='1`,
    ];
    for (const token of forged) {
      const res = await tryReset(token);
      expect(res.status, String(token)).toBe(400);
      expect(res.json).toEqual({ success: false, message: INVALID_RESET_MESSAGE });
    }
    for (const token of ['', null, 123, ['x'], { $ne: '' }]) {
      const res = await tryReset(token);
      expect(res.status, JSON.stringify(token)).toBe(400);
      expect(res.json.success).toBe(false);
    }
    expect(await canLogIn(victim.email, TEST_PASSWORD)).toBe(true);
    expect(await canLogIn(victim.email, 'Stolen-Ledger-77')).toBe(false);
  });

  it('a token works once, for its own account only', async () => {
    const [owner, other] = [await createTestUser(), await createTestUser()];
    const token = await requestToken(owner.email);
    expect((await tryReset(token)).status).toBe(200);

    const reused = await tryReset(token);
    expect(reused.status).toBe(400);
    expect(reused.json).toEqual({ success: false, message: INVALID_RESET_MESSAGE });

    expect(await canLogIn(owner.email, 'Stolen-Ledger-77')).toBe(true);
    expect(await canLogIn(other.email, TEST_PASSWORD)).toBe(true);
    expect(await canLogIn(other.email, 'Stolen-Ledger-77')).toBe(false);
  });
});
