import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as cartAdd } from '@/app/api/cart/add/route';
import { POST as placeCod } from '@/app/api/order/place/route';
import { POST as sandbox } from '@/app/api/order/sandbox/[id]/route';
import { POST as reviewAdd } from '@/app/api/product/review/add/route';
import { POST as login } from '@/app/api/user/login/route';
import { POST as register } from '@/app/api/user/register/route';
import { POST as razorpayWebhook } from '@/app/api/webhooks/razorpay/route';
import { POST as stripeWebhook } from '@/app/api/webhooks/stripe/route';
import { createTestUser, type TestUser } from '@/test/fixtures/accounts';
import { resetRateLimits } from '@/lib/rate-limit';
import type { Handler } from './routes';
import { createFixtures, parseJson, send, type Fixtures } from './support';

// Oversized bodies (honest, lying or absent Content-Length) get 413 before they are buffered, and the
// attempt limits of login, sign-up, reviews and orders answer 429 with a message.

let fx: Fixtures;
beforeAll(async () => {
  fx = await createFixtures();
});
beforeEach(() => resetRateLimits());

const KB = 1024;

/** A JSON object of about `bytes` bytes around a well-formed body. */
const padded = (body: object, bytes: number) => JSON.stringify({ ...body, padding: 'x'.repeat(bytes) });

/** A body of `total` bytes in 16 KB chunks, without Content-Length, counting what the server pulled. */
function endless(total: number) {
  let pulled = 0;
  const chunk = new TextEncoder().encode(' '.repeat(16 * KB));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close();
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

type Case = {
  name: string;
  handler: Handler;
  path: string;
  body: () => object;
  limit: number;
  params?: () => Record<string, string>;
  contentType?: string;
};

const cases = (): Case[] => [
  {
    name: 'cart add',
    handler: cartAdd,
    path: '/api/cart/add',
    body: () => ({ itemId: fx.sizedId, size: 'M' }),
    limit: 64 * KB,
  },
  {
    name: 'sign-up',
    handler: register,
    path: '/api/user/register',
    body: () => ({ name: 'Big Body', email: 'big@example.in', password: 'monsoon-2024' }),
    // Sign-up carries the visitor's cart and wishlist (lib/storefront/sign-in.ts).
    limit: 64 * KB,
  },
  {
    name: 'review add',
    handler: reviewAdd,
    path: '/api/product/review/add',
    body: () => ({ productId: fx.sizedId, rating: 5, comment: 'ok' }),
    limit: 64 * KB,
  },
  // Orders carry the original client's whole product copies (up to 100 lines), hence a larger limit.
  {
    name: 'order place',
    handler: placeCod,
    path: '/api/order/place',
    body: () => fx.orderBody,
    limit: 512 * KB,
  },
  // Provider webhooks read the raw body for the signature; unauthenticated, so the limit matters most.
  {
    name: 'stripe webhook',
    handler: stripeWebhook,
    path: '/api/webhooks/stripe',
    body: () => ({}),
    limit: 1024 * KB,
  },
  {
    name: 'razorpay webhook',
    handler: razorpayWebhook,
    path: '/api/webhooks/razorpay',
    body: () => ({}),
    limit: 1024 * KB,
  },
  {
    name: 'test-mode payment',
    handler: sandbox,
    path: '/api/order/sandbox/[id]',
    body: () => ({ action: 'decline' }),
    limit: KB,
    params: () => ({ id: fx.sandboxId }),
  },
  {
    name: 'test-mode payment (HTML form post)',
    handler: sandbox,
    path: '/api/order/sandbox/[id]',
    body: () => ({ action: 'decline' }),
    limit: KB,
    params: () => ({ id: fx.sandboxId }),
    contentType: 'application/x-www-form-urlencoded',
  },
];

/** Clearly over the limit: 200 KB, or 100 KB more than a larger limit. */
const overSize = (c: Case) => Math.max(200 * KB, c.limit + 100 * KB);

function post(c: Case, body: string | ReadableStream<Uint8Array>, headers: [string, string][] = []) {
  return send(c.handler, {
    method: 'POST',
    path: c.path,
    params: c.params?.(),
    headers: [['token', fx.user.token], ['content-type', c.contentType ?? 'application/json'], ...headers],
    body,
  });
}

describe('bodies over the limit', () => {
  it('get 413 { success: false } with an honest Content-Length (200 KB, or 100 KB over a larger limit)', async () => {
    for (const c of cases()) {
      const body = padded(c.body(), overSize(c));
      const res = await post(c, body, [['content-length', String(Buffer.byteLength(body))]]);
      expect(res.status, `${c.name}: ${res.text.slice(0, 200)}`).toBe(413);
      expect(parseJson(res)).toMatchObject({ success: false, message: expect.stringMatching(/larger than/) });
    }
  });

  it('get 413 when Content-Length understates them, is missing, or is absurd', async () => {
    for (const c of cases()) {
      const body = padded(c.body(), c.limit + KB);
      expect((await post(c, body, [['content-length', '10']])).status, c.name).toBe(413);
      expect((await post(c, body)).status, c.name).toBe(413);
      const small = JSON.stringify(c.body());
      expect((await post(c, small, [['content-length', '99999999999']])).status, c.name).toBe(413);
    }
  });

  it('are not read to the end when streamed without a Content-Length (no buffering a huge upload)', async () => {
    for (const c of cases()) {
      const upload = endless(20 * 1024 * KB);
      const res = await post(c, upload.stream);
      expect(res.status, c.name).toBe(413);
      expect(upload.pulled(), c.name).toBeLessThan(c.limit + 128 * KB);
    }
  });

  it('just under the limit are read and judged on their content', async () => {
    for (const c of cases()) {
      const body = padded(c.body(), c.limit - Math.min(2 * KB, c.limit / 2));
      const res = await post(c, body, [['x-forwarded-for', '198.51.100.7']]);
      expect(res.status, `${c.name}: ${res.text.slice(0, 200)}`).not.toBe(413);
      expect(res.status).toBeLessThan(500);
    }
  });
});

describe('attempt limits', () => {
  const loginAs = (email: string, password: string, ip = '203.0.113.10') =>
    send(login, {
      method: 'POST',
      path: '/api/user/login',
      headers: [
        ['content-type', 'application/json'],
        ['x-forwarded-for', ip],
      ],
      body: JSON.stringify({ email, password }),
    });

  function expect429(res: { status: number; text: string; headers: Headers }, retryAfter: boolean) {
    expect(res.status, res.text).toBe(429);
    expect(parseJson(res)).toMatchObject({
      success: false,
      message: expect.stringMatching(/try again in \d+ minutes?/i),
    });
    if (retryAfter) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  }

  it('login: 5 failures from one address, then 429 with Retry-After, even with the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await loginAs(fx.user.email, 'wrong-password')).status).toBe(401);
    expect429(await loginAs(fx.user.email, fx.user.password), true);
    // The owner elsewhere is not locked out (lockout.int.test.ts covers the per-e-mail ceiling).
    expect((await loginAs(fx.user.email, fx.user.password, '198.51.100.99')).status).toBe(200);
    resetRateLimits();
    expect((await loginAs(fx.user.email, fx.user.password)).status).toBe(200);
  });

  it('sign-up: e-mails found taken, 20 per address per hour, then 429 with Retry-After', async () => {
    const signUp = (email: string) =>
      send(register, {
        method: 'POST',
        path: '/api/user/register',
        headers: [
          ['content-type', 'application/json'],
          ['x-forwarded-for', '203.0.113.20'],
        ],
        body: JSON.stringify({ name: 'Repeat', email, password: 'monsoon-2024' }),
      });
    // The fixture's e-mail is taken: each attempt counts without the cost of a new account.
    for (let i = 0; i < 20; i++) expect((await signUp(fx.user.email)).status).toBe(409);
    expect429(await signUp('fresh-after-limit@example.in'), true);
  });

  it('reviews: 20 writes per shopper, then 429 (another shopper is not affected)', async () => {
    const shopper: TestUser = await createTestUser();
    const write = (user: TestUser) =>
      send(reviewAdd, {
        method: 'POST',
        path: '/api/product/review/add',
        headers: [
          ['token', user.token],
          ['content-type', 'application/json'],
        ],
        body: JSON.stringify({ productId: '0'.repeat(24), rating: 5, comment: 'Counted.' }),
      });
    for (let i = 0; i < 20; i++) expect((await write(shopper)).status).toBe(404);
    expect429(await write(shopper), false);
    expect((await write(fx.other)).status).toBe(404);
  });

  it('orders: 20 placements per shopper, then 429', async () => {
    const shopper: TestUser = await createTestUser();
    const place = () =>
      send(placeCod, {
        method: 'POST',
        path: '/api/order/place',
        headers: [
          ['token', shopper.token],
          ['content-type', 'application/json'],
        ],
        // A stale amount: refused with 409 after the attempt is counted, so no order is written.
        body: JSON.stringify({ ...fx.orderBody, amount: 1 }),
      });
    for (let i = 0; i < 20; i++) expect((await place()).status).toBe(409);
    expect429(await place(), false);
  });
});
