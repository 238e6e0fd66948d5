import { beforeEach, describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/user/login/route';
import { POST as register } from '@/app/api/user/register/route';
import { createTestUser, TEST_PASSWORD, type TestUser } from '@/test/fixtures/accounts';
import { MemoryRateLimiter, resetRateLimits, setRateLimiter } from '@/lib/rate-limit';
import { call } from '@/test/api';

// Issue 14, points 3 and 4. The X-Forwarded-For values below stand for what the front door (lib/http/front-door.ts) passes on:
// whatever the client wrote, then the TCP peer it saw. With TRUST_PROXY off (the default) only that
// peer counts, so rotating the header no longer gives fresh attempts; failures are counted, successes
// are not; and strangers' wrong guesses cannot lock the owner out.

beforeEach(() => resetRateLimits());

let n = 0;
/** A different real peer per call (an attacker with many addresses, or many shoppers). */
const somewhere = () => `198.51.100.${(++n % 250) + 1}`;
const attempt = (email: string, password: string, forwardedFor: string) =>
  call(login, '/api/user/login', { body: { email, password }, headers: { 'x-forwarded-for': forwardedFor } });

describe('X-Forwarded-For from the client is not believed (TRUST_PROXY off)', { timeout: 180_000 }, () => {
  it('rotating it does not reset the limits of the one real peer', async () => {
    const victim = await createTestUser();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      // A forged, ever-changing first entry; the peer the server saw is always 192.0.2.50.
      statuses.push((await attempt(victim.email, `guess-${i}`, `203.0.113.${i + 1}, 192.0.2.50`)).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual(Array(7).fill(429));
  });
});

// Each test costs dozens of bcrypt rounds: give them room on a busy machine.
describe('lock-out of real shoppers', { timeout: 180_000 }, () => {
  let owner: TestUser;
  const home = '192.0.2.10';
  beforeEach(async () => {
    owner = await createTestUser();
  });

  it("ten wrong passwords from rotating addresses do not block the owner's correct password", async () => {
    for (let i = 0; i < 10; i++)
      expect((await attempt(owner.email, `guess-${i}`, somewhere())).status).toBe(401);
    expect((await attempt(owner.email, TEST_PASSWORD, home)).status).toBe(200);
  });

  it('past the per-e-mail ceiling, the owner still signs in from an address they used before', async () => {
    expect((await attempt(owner.email, TEST_PASSWORD, home)).status).toBe(200);
    const guesses: number[] = [];
    for (let i = 0; i < 30; i++) guesses.push((await attempt(owner.email, `guess-${i}`, somewhere())).status);
    // The distributed guessing itself is slowed down once the e-mail's ceiling is reached.
    expect(guesses).toEqual([...Array<number>(20).fill(401), ...Array<number>(10).fill(429)]);
    expect((await attempt(owner.email, TEST_PASSWORD, home)).status).toBe(200);
    // From a new address the e-mail's ceiling applies, as a short, growing wait, not a 15-minute lock.
    const fresh = await attempt(owner.email, TEST_PASSWORD, '192.0.2.11');
    expect(fresh.status).toBe(429);
    expect(fresh.json.message).toMatch(/try again in \d+ minutes?/);
  });

  it('the wait grows with each failure instead of a fixed lock that strangers can renew', async () => {
    let now = Date.now();
    setRateLimiter(new MemoryRateLimiter({ now: () => now }));
    try {
      const address = '192.0.2.12';
      const retryAfter = async () => {
        const res = await login(
          new Request('http://localhost/api/user/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
            body: JSON.stringify({ email: owner.email, password: TEST_PASSWORD }),
          }),
          { params: Promise.resolve({}) },
        );
        return res.status === 429 ? Number(res.headers.get('retry-after')) : res.status;
      };
      for (let i = 0; i < 5; i++) expect((await attempt(owner.email, 'wrong', address)).status).toBe(401);
      const waits = [await retryAfter()];
      for (let round = 0; round < 3; round++) {
        now += waits.at(-1)! * 1000 + 1;
        expect((await attempt(owner.email, 'wrong', address)).status).toBe(401);
        waits.push(await retryAfter());
      }
      expect(waits).toEqual([30, 60, 120, 240]);
      // Once the wait is over the right password works, and ends the streak.
      now += 241_000;
      expect(await retryAfter()).toBe(200);
      expect((await attempt(owner.email, 'wrong', address)).status).toBe(401);
    } finally {
      setRateLimiter(undefined);
    }
  });
});

describe('sign-up behind one carrier-grade NAT', { timeout: 180_000 }, () => {
  it('30 shoppers signing up from one address all get their accounts', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await call(register, '/api/user/register', {
        body: { name: `Shopper ${i}`, email: `nat-${i}@example.in`, password: 'backwaters-at-dawn' },
        headers: { 'x-forwarded-for': '100.64.0.1' },
      });
      expect(res.status, `sign-up ${i}: ${JSON.stringify(res.json)}`).toBe(200);
    }
  });
});
