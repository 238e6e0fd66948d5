import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INVALID_RESET_MESSAGE, RESET_REQUESTED_MESSAGE } from '@/lib/accounts';
import { createTestUser, TEST_PASSWORD } from '@/test/fixtures/accounts';
import { api } from '@/lib/accounts/test-helpers';
import { db } from '@/lib/db';
import { pauseMailer } from '@/lib/mail';
import { resetRateLimits } from '@/lib/rate-limit';
import { emails, passwordResetTokens } from '@/models';
import { GET as info } from '../info/route';
import { POST as login } from '../login/route';
import { POST as forgot } from './forgot/route';
import { POST as reset } from './reset/route';

let ipCounter = 0;
const freshIp = () => ({ 'x-forwarded-for': `198.51.100.${(++ipCounter % 250) + 1}` });

beforeEach(() => {
  resetRateLimits();
  pauseMailer(true);
});
afterEach(() => pauseMailer(false));

/** The reset link of the newest e-mail to `to`, as the shopper would click it. */
async function resetLinkFor(to: string): Promise<URL> {
  const [mail] = await db.select().from(emails).where(eq(emails.to, to)).orderBy(emails.createdAt);
  expect(mail?.kind).toBe('password_reset');
  const link = /https?:\/\/\S+\/reset-password\?token=[\w%-]+/.exec(mail?.text ?? '')?.[0];
  expect(link, mail?.text).toBeDefined();
  expect(mail?.html).toContain(link!.replace(/&/g, '&#38;'));
  return new URL(link!);
}

describe('forgotten password', { timeout: 60_000 }, () => {
  it('e-mails a link that sets a new password once, and ends every session', async () => {
    const user = await createTestUser();
    const asked = await api(forgot, '/api/user/password/forgot', {
      body: { email: ` ${user.email.toUpperCase()} ` },
      headers: freshIp(),
    });
    expect(asked.status).toBe(200);
    expect(asked.json).toEqual({ success: true, message: RESET_REQUESTED_MESSAGE });

    const link = await resetLinkFor(user.email);
    const token = link.searchParams.get('token')!;
    const [stored] = await db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toBe(token);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(30 * 60_000);

    const weak = await api(reset, '/api/user/password/reset', {
      body: { token, newPassword: 'password' },
      headers: freshIp(),
    });
    expect(weak.status).toBe(400);
    expect(weak.json.message).toMatch(/^newPassword: /);

    const done = await api(reset, '/api/user/password/reset', {
      body: { token, newPassword: 'Monsoon-Ledger-88' },
      headers: freshIp(),
    });
    expect(done.status).toBe(200);
    expect(done.json.success).toBe(true);

    // The old session is over; the old password no longer works, the new one does.
    expect((await api(info, '/api/user/info', { token: user.token })).status).toBe(401);
    const old = await api(login, '/api/user/login', {
      body: { email: user.email, password: TEST_PASSWORD },
      headers: freshIp(),
    });
    expect(old.status).toBe(401);
    const fresh = await api(login, '/api/user/login', {
      body: { email: user.email, password: 'Monsoon-Ledger-88' },
      headers: freshIp(),
    });
    expect(fresh.status).toBe(200);

    // Single use.
    const again = await api(reset, '/api/user/password/reset', {
      body: { token, newPassword: 'Another-Ledger-99' },
      headers: freshIp(),
    });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ success: false, message: INVALID_RESET_MESSAGE });
  });

  it('answers an unknown e-mail exactly as a known one, and sends nothing', async () => {
    const answer = await api(forgot, '/api/user/password/forgot', {
      body: { email: 'nobody-here@example.in' },
      headers: freshIp(),
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ success: true, message: RESET_REQUESTED_MESSAGE });
    expect(await db.select().from(emails).where(eq(emails.to, 'nobody-here@example.in'))).toHaveLength(0);
  });

  it('takes about as long for an unknown e-mail as for a known one', async () => {
    const user = await createTestUser();
    const time = async (email: string) => {
      const started = performance.now();
      await api(forgot, '/api/user/password/forgot', { body: { email }, headers: freshIp() });
      return performance.now() - started;
    };
    const known = await time(user.email);
    const unknown = await time('nobody-else@example.in');
    expect(unknown).toBeGreaterThanOrEqual(390);
    expect(known).toBeGreaterThanOrEqual(390);
    expect(Math.abs(known - unknown)).toBeLessThan(250);
  });

  it('refuses an expired link', async () => {
    const user = await createTestUser();
    await api(forgot, '/api/user/password/forgot', { body: { email: user.email }, headers: freshIp() });
    const token = (await resetLinkFor(user.email)).searchParams.get('token')!;
    await db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const late = await api(reset, '/api/user/password/reset', {
      body: { token, newPassword: 'Monsoon-Ledger-88' },
      headers: freshIp(),
    });
    expect(late.status).toBe(400);
    expect(late.json.message).toBe(INVALID_RESET_MESSAGE);
    expect((await api(info, '/api/user/info', { token: user.token })).status).toBe(200);
  });

  it('refuses bad input with 400 and the field', async () => {
    const noEmail = await api(forgot, '/api/user/password/forgot', {
      body: { email: 'not-an-email' },
      headers: freshIp(),
    });
    expect(noEmail.status).toBe(400);
    expect(noEmail.json.message).toMatch(/^email: /);
    const noToken = await api(reset, '/api/user/password/reset', {
      body: { newPassword: 'Monsoon-Ledger-88' },
      headers: freshIp(),
    });
    expect(noToken.status).toBe(400);
    expect(noToken.json.message).toMatch(/^token: /);
  });

  it('limits requests per e-mail (from any address) and per address (across e-mails)', async () => {
    const user = await createTestUser();
    for (let i = 0; i < 5; i++) {
      const ok = await api(forgot, '/api/user/password/forgot', {
        body: { email: user.email },
        headers: freshIp(),
      });
      expect(ok.status).toBe(200);
    }
    const sixth = await api(forgot, '/api/user/password/forgot', {
      body: { email: user.email },
      headers: freshIp(),
    });
    expect(sixth.status).toBe(429);
    expect(await db.select().from(emails).where(eq(emails.to, user.email))).toHaveLength(5);

    resetRateLimits();
    const ip = { 'x-forwarded-for': '192.0.2.77' };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push(
        (
          await api(forgot, '/api/user/password/forgot', {
            body: { email: `probe${i}@example.in` },
            headers: ip,
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
