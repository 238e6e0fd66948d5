import { beforeEach, describe, expect, it } from 'vitest';
import { POST as previewCoupon } from '@/app/api/cart/coupon/route';
import { db } from '@/lib/db';
import { insertShopper, insertTestProduct } from '@/lib/orders/test-support';
import { resetRateLimits } from '@/lib/rate-limit';
import { coupons } from '@/models';
import { call } from '@/test/api';

// Issue 23, point 4: about 53 coupon guesses a second went through with no token and no 429, and a real
// but unusable code answered differently from an unknown one. The X-Forwarded-For values stand for the
// TCP peer the front door (lib/http/front-door.ts) appends (TRUST_PROXY off: only that peer counts).

beforeEach(() => resetRateLimits());

let n = 0;
const somewhere = () => `198.51.100.${(++n % 250) + 1}`;

async function cart() {
  const product = await insertTestProduct({ regularPricePaise: 100_000 });
  return [{ _id: product, quantity: 1 }];
}

const guess = (code: string, items: { _id: string; quantity: number }[], from: string, token?: string) =>
  call(previewCoupon, '/api/cart/coupon', {
    body: { code, items },
    token,
    headers: { 'x-forwarded-for': from },
  });

describe('guessing coupon codes', { timeout: 120_000 }, () => {
  it('stops one client after 10 missed codes (429 with Retry-After), a real code included, others unaffected', async () => {
    const items = await cart();
    await db.insert(coupons).values({ code: 'REALONE', kind: 'percent', value: 10 });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await guess(`GUESS${i}`, items, '192.0.2.77')).status);
    expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);
    const blocked = await guess('REALONE', items, '192.0.2.77');
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    // A shopper elsewhere is not locked out by the guesser.
    expect((await guess('REALONE', items, '192.0.2.78')).status).toBe(200);
  });

  it('stops one account guessing from many addresses', async () => {
    const items = await cart();
    const shopper = await insertShopper();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await guess(`ACCT${i}`, items, somewhere(), shopper.token)).status);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
  });

  it('limits previews of any code per client, so a script cannot run at 53 a second', async () => {
    const items = await cart();
    await db.insert(coupons).values({ code: 'VALIDTEN', kind: 'percent', value: 10 });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await guess('VALIDTEN', items, '192.0.2.90')).status);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('answers an unknown code and a real-but-unusable one alike', async () => {
    const items = await cart();
    await db.insert(coupons).values([
      { code: 'GONEOFF', kind: 'percent', value: 10, active: false },
      { code: 'ALLUSED', kind: 'percent', value: 10, usageLimit: 1, usedCount: 1 },
      { code: 'OLDDEAL', kind: 'percent', value: 10, endsAt: new Date(Date.now() - 86_400_000) },
    ]);
    const answers = await Promise.all(
      ['NOTACODE', 'GONEOFF', 'ALLUSED', 'OLDDEAL'].map((code) => guess(code, items, somewhere())),
    );
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400]);
    expect(answers.map((a) => a.json.message)).toEqual(
      ['NOTACODE', 'GONEOFF', 'ALLUSED', 'OLDDEAL'].map((c) => `${c} is not a coupon code you can use.`),
    );
  });
});
