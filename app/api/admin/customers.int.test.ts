import { and, asc, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BLOCKED_ACCOUNT_MESSAGE } from '@/lib/accounts';
import { getAuthSecret } from '@/lib/accounts/secret';
import { formatIstDateTime } from '@/lib/admin/time';
import { db } from '@/lib/db';
import { placeCodOrder, placeOrderSchema } from '@/lib/orders';
import { insertTestProduct, orderBody } from '@/lib/orders/test-support';
import { resetRateLimits } from '@/lib/rate-limit';
import { addresses, auditLog, orders, passwordResetTokens, returnRequests, reviews, users } from '@/models';
import { createTestUser, TEST_PASSWORD, type TestUser } from '@/test/fixtures/accounts';
import { createTestAdmin } from '@/test/fixtures/admin';
import { call } from '@/test/api';
import { POST as placeCod } from '@/app/api/order/place/route';
import { GET as info } from '@/app/api/user/info/route';
import { POST as login } from '@/app/api/user/login/route';
import { POST as block } from './customers/[id]/block/route';
import { GET as detail } from './customers/[id]/route';
import { POST as unblock } from './customers/[id]/unblock/route';
import { GET as list } from './customers/route';

type Summary = {
  _id: string;
  name: string;
  email: string;
  phone: string | null;
  blocked: boolean;
  blockedReason: string | null;
  orders: number;
  returns: number;
  spend: number;
  lastOrderAt: number | null;
};
type ListAnswer = { customers: Summary[]; total: number; page: number; totalPages: number };
type DetailAnswer = {
  customer: Summary;
  orders: { _id: string; status: string; amount: number; items: number }[];
  returns: { _id: string; orderId: string; status: string; value: number }[];
  addresses: { _id: string; phone: string; city: string }[];
  reviews: { _id: string; productName: string; rating: number; comment: string }[];
};

let owner: TestUser;
let otherOwner: TestUser;
let meera: TestUser;
let karan: TestUser;
let zoya: TestUser;
let productId: string;

const address = {
  firstName: 'Meera',
  lastName: 'Kapoor',
  email: 'meera@example.in',
  street: '4 MG Road',
  apartment: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipcode: '560001',
  country: 'India',
  phone: '9123456780',
};

const insertOrder = async (values: {
  userId: string;
  amountPaise: number;
  status: (typeof orders.$inferInsert)['status'];
  paymentMethod: 'cod' | 'upi' | 'card';
  paymentState: 'pending' | 'paid' | 'failed' | 'cod' | 'refunded';
  createdAt: Date;
  phone?: string;
}) => {
  const { phone, ...rest } = values;
  const [row] = await db
    .insert(orders)
    .values({
      ...rest,
      subtotalPaise: rest.amountPaise,
      address: { ...address, phone: phone ?? address.phone },
    })
    .returning({ id: orders.id });
  return row!.id;
};

const listCall = (query: Record<string, string>, token: string | null = owner.token) =>
  call<ListAnswer>(list, '/api/admin/customers', { query, token: token ?? undefined });
const detailCall = (id: string, token: string | null = owner.token) =>
  call<DetailAnswer>(detail, `/api/admin/customers/${id}`, { params: { id }, token: token ?? undefined });
const blockCall = (id: string, body: unknown, token: string | null = owner.token) =>
  call<DetailAnswer & { message: string }>(block, `/api/admin/customers/${id}/block`, {
    params: { id },
    body,
    token: token ?? undefined,
  });
const unblockCall = (id: string, body: unknown, token: string | null = owner.token) =>
  call<DetailAnswer & { message: string }>(unblock, `/api/admin/customers/${id}/unblock`, {
    params: { id },
    body,
    token: token ?? undefined,
  });
const signIn = (email: string) =>
  call<{ token?: string }>(login, '/api/user/login', { body: { email, password: TEST_PASSWORD } });

beforeAll(async () => {
  owner = await createTestAdmin({ name: 'Store Owner' });
  otherOwner = await createTestAdmin({ name: 'Second Owner' });
  meera = await createTestUser({ name: 'Meera Kapoor', email: 'meera.kapoor@example.in' });
  karan = await createTestUser({ name: 'Karan Mehta', email: 'karan.m@example.in' });
  zoya = await createTestUser({ name: 'Zoya Ali', email: 'zoya@example.in' });
  await db.update(users).set({ phone: '9988776655' }).where(eq(users.id, zoya.id));
  await db.insert(addresses).values({
    userId: karan.id,
    firstName: 'Karan',
    lastName: 'Mehta',
    email: karan.email,
    street: '22 Park Street',
    city: 'Kolkata',
    state: 'West Bengal',
    zipcode: '700016',
    phone: '9001122334',
    isDefault: true,
  });
  productId = await insertTestProduct({ regularPricePaise: 50_000, name: 'Indigo Cotton Kurta' });

  // Meera's orders, figures worked by hand:
  //   orders 4 (every status); spend ₹1,500 + ₹350.25 = ₹1,850.25 (the cancelled ₹999.50 and the failed
  //   card payment of ₹2,000 are not spend); last order 5 Mar 2026 20:00 UTC = 6 Mar 2026, 1:30 am India.
  const delivered = await insertOrder({
    userId: meera.id,
    amountPaise: 150_000,
    status: 'Delivered',
    paymentMethod: 'cod',
    paymentState: 'cod',
    createdAt: new Date('2026-03-01T06:00:00Z'),
  });
  await insertOrder({
    userId: meera.id,
    amountPaise: 99_950,
    status: 'Cancelled',
    paymentMethod: 'cod',
    paymentState: 'cod',
    createdAt: new Date('2026-03-05T20:00:00Z'),
  });
  await insertOrder({
    userId: meera.id,
    amountPaise: 200_000,
    status: 'Order Placed',
    paymentMethod: 'card',
    paymentState: 'failed',
    createdAt: new Date('2026-03-02T10:00:00Z'),
  });
  await insertOrder({
    userId: meera.id,
    amountPaise: 35_025,
    status: 'Shipped',
    paymentMethod: 'upi',
    paymentState: 'paid',
    createdAt: new Date('2026-03-03T10:00:00Z'),
  });
  // Karan: one delivered order of ₹799, placed with a phone only his order knows.
  await insertOrder({
    userId: karan.id,
    amountPaise: 79_900,
    status: 'Delivered',
    paymentMethod: 'cod',
    paymentState: 'cod',
    createdAt: new Date('2026-02-10T10:00:00Z'),
    phone: '9555512345',
  });
  await db.insert(returnRequests).values({
    orderId: delivered,
    userId: meera.id,
    kind: 'return',
    reason: 'Size does not fit',
    lines: [{ lineNo: 1, quantity: 1 }],
    valuePaise: 150_000,
    history: [{ status: 'Requested', at: '2026-03-04T10:00:00.000Z', note: null, actorUserId: meera.id }],
  });
  await db.insert(reviews).values({
    productId,
    userId: meera.id,
    userName: 'Meera Kapoor',
    rating: 4,
    comment: 'Soft cotton, true to size.',
  });
  await db.insert(passwordResetTokens).values({
    userId: meera.id,
    tokenHash: 'f00dfeedf00dfeedf00dfeedf00dfeedf00dfeedf00dfeedf00dfeedf00dfeed',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
});

beforeEach(() => resetRateLimits());

describe('GET /api/admin/customers', () => {
  it('finds a shopper by part of the name, the e-mail, or the phone on profile, address or order', async () => {
    const byName = await listCall({ q: 'kapoor' });
    expect(byName.status).toBe(200);
    expect(byName.json.customers.map((c) => c._id)).toEqual([meera.id]);
    expect((await listCall({ q: 'KARAN.M@' })).json.customers.map((c) => c._id)).toEqual([karan.id]);
    expect((await listCall({ q: '+91 99887 76655' })).json.customers.map((c) => c._id)).toEqual([zoya.id]);
    expect((await listCall({ q: '90011 22334' })).json.customers.map((c) => c._id)).toEqual([karan.id]);
    expect((await listCall({ q: '9555512345' })).json.customers.map((c) => c._id)).toEqual([karan.id]);
    expect((await listCall({ q: 'nobody-like-this' })).json).toMatchObject({ customers: [], total: 0 });
    // A LIKE wildcard is a character, not a pattern.
    expect((await listCall({ q: '%' })).json.customers).toEqual([]);
  });

  it('lists shoppers only (not owners), newest first, paged', async () => {
    const all = await listCall({});
    const ids = all.json.customers.map((c) => c._id);
    expect(ids).toEqual([zoya.id, karan.id, meera.id]);
    expect(ids).not.toContain(owner.id);
    const page2 = await listCall({ limit: '2', page: '2' });
    expect(page2.json).toMatchObject({ total: 3, page: 2, totalPages: 2 });
    expect(page2.json.customers.map((c) => c._id)).toEqual([meera.id]);
  });

  it('answers the figures worked out by hand: orders, returns, spend (₹), last order', async () => {
    const { customers } = (await listCall({})).json;
    const byId = new Map(customers.map((c) => [c._id, c]));
    expect(byId.get(meera.id)).toMatchObject({
      orders: 4,
      returns: 1,
      spend: 1850.25,
      lastOrderAt: Date.parse('2026-03-05T20:00:00Z'),
    });
    expect(formatIstDateTime(byId.get(meera.id)!.lastOrderAt!)).toMatch(/^0?6 Mar 2026, 1:30\s?am$/i);
    expect(byId.get(karan.id)).toMatchObject({ orders: 1, returns: 0, spend: 799 });
    expect(byId.get(zoya.id)).toMatchObject({ orders: 0, returns: 0, spend: 0, lastOrderAt: null });
  });

  it('refuses a bad query with 400 and a field message', async () => {
    const res = await listCall({ status: 'gone' });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, message: 'status: must be active or blocked' });
    expect((await listCall({ limit: '1000' })).status).toBe(400);
  });
});

describe('GET /api/admin/customers/[id]', () => {
  it('shows the orders, returns, saved addresses and reviews, and never a secret', async () => {
    const res = await detailCall(meera.id);
    expect(res.status).toBe(200);
    expect(res.json.customer).toMatchObject({ name: 'Meera Kapoor', orders: 4, returns: 1, spend: 1850.25 });
    expect(res.json.orders.map((o) => o.status)).toEqual([
      'Cancelled',
      'Shipped',
      'Order Placed',
      'Delivered',
    ]);
    expect(res.json.returns).toHaveLength(1);
    expect(res.json.returns[0]).toMatchObject({ status: 'Requested', value: 1500 });
    expect(res.json.reviews).toEqual([
      expect.objectContaining({
        productName: 'Indigo Cotton Kurta',
        rating: 4,
        comment: 'Soft cotton, true to size.',
      }),
    ]);
    expect((await detailCall(karan.id)).json.addresses).toEqual([
      expect.objectContaining({ city: 'Kolkata', phone: '9001122334' }),
    ]);

    const [secrets] = await db
      .select({ hash: users.passwordHash, version: users.tokenVersion })
      .from(users)
      .where(eq(users.id, meera.id));
    const text = JSON.stringify(res.json);
    expect(text).not.toContain(secrets!.hash);
    expect(text).not.toContain('f00dfeedf00dfeed');
    expect(text).not.toContain(meera.token);
    expect(text).not.toMatch(/\$2[aby]\$/);
    const keys: string[] = [];
    JSON.parse(text, (key, value: unknown) => {
      keys.push(key);
      return value;
    });
    expect(keys.filter((k) => /password|hash|token|reset|secret/i.test(k))).toEqual([]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await detailCall('65f1a2b3c4d5e6f708192a3b')).status).toBe(404);
    const bad = await detailCall('not-an-id');
    expect(bad.status).toBe(404);
    expect(bad.json).toMatchObject({ success: false, message: 'Customer not found.' });
  });
});

describe('blocking and unblocking', () => {
  it('ends sessions, refuses sign-in and orders until unblocked; both moves audited', async () => {
    const shopper = await createTestUser({ name: 'Block Me', email: 'block.me@example.in' });
    const signedIn = await signIn(shopper.email);
    expect(signedIn.status).toBe(200);
    const oldToken = signedIn.json.token!;
    expect((await call(info, '/api/user/info', { token: oldToken })).status).toBe(200);

    const blocked = await blockCall(shopper.id, { reason: '  Repeated fake COD orders  ' });
    expect(blocked.status).toBe(200);
    expect(blocked.json).toMatchObject({
      success: true,
      message: 'Customer blocked.',
      customer: { blocked: true, blockedReason: 'Repeated fake COD orders' },
    });

    // The session issued before the block is over, by header and by cookie.
    const byHeader = await call(info, '/api/user/info', { token: oldToken });
    expect(byHeader.status).toBe(401);
    expect(byHeader.json).toMatchObject({ success: false, message: expect.stringMatching(/log in/i) });
    const byCookie = await call(info, '/api/user/info', { headers: { cookie: `token=${oldToken}` } });
    expect(byCookie.status).toBe(401);

    const refused = await signIn(shopper.email);
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ success: false, message: BLOCKED_ACCOUNT_MESSAGE });
    // A wrong password says nothing about the block.
    const guess = await call(login, '/api/user/login', {
      body: { email: shopper.email, password: 'wrong-one-123' },
    });
    expect(guess.status).toBe(401);

    const order = await call(placeCod, '/api/order/place', {
      token: oldToken,
      body: orderBody([{ _id: productId, quantity: 1 }], 500),
    });
    expect(order.status).toBe(401);
    // A placement whose session check ran before the block is refused inside its transaction.
    await expect(
      placeCodOrder(shopper.id, placeOrderSchema.parse(orderBody([{ _id: productId, quantity: 1 }], 500))),
    ).rejects.toMatchObject({ code: 'forbidden', message: BLOCKED_ACCOUNT_MESSAGE });
    expect(await db.select().from(orders).where(eq(orders.userId, shopper.id))).toEqual([]);

    const again = await blockCall(shopper.id, { reason: 'Twice' });
    expect(again.status).toBe(409);

    const lifted = await unblockCall(shopper.id, { reason: 'Spoke to the shopper; genuine' });
    expect(lifted.status).toBe(200);
    expect(lifted.json.customer).toMatchObject({ blocked: false, blockedReason: null });
    // The old session stays ended; a new sign-in works and may order.
    expect((await call(info, '/api/user/info', { token: oldToken })).status).toBe(401);
    const back = await signIn(shopper.email);
    expect(back.status).toBe(200);
    const placed = await call(placeCod, '/api/order/place', {
      token: back.json.token!,
      body: orderBody([{ _id: productId, quantity: 1 }], 500),
    });
    expect(placed.status).toBe(200);
    expect((await unblockCall(shopper.id, { reason: 'Again' })).status).toBe(409);

    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, shopper.id)))
      .orderBy(asc(auditLog.id));
    expect(audit.map((a) => [a.action, a.actorUserId, a.after])).toEqual([
      ['user.block', owner.id, { blocked: true, reason: 'Repeated fake COD orders' }],
      ['user.unblock', owner.id, { blocked: false, reason: 'Spoke to the shopper; genuine' }],
    ]);
  });

  it('shows blocked shoppers under the blocked filter', async () => {
    const shopper = await createTestUser({ name: 'Filter Me' });
    await blockCall(shopper.id, { reason: 'Chargeback fraud' });
    const res = await listCall({ status: 'blocked', q: shopper.email });
    expect(res.json.customers).toEqual([
      expect.objectContaining({ _id: shopper.id, blocked: true, blockedReason: 'Chargeback fraud' }),
    ]);
    expect((await listCall({ status: 'active', q: shopper.email })).json.customers).toEqual([]);
  });

  it('refuses to block an owner or oneself (403), a missing reason (400) and an unknown id (404)', async () => {
    const other = await blockCall(otherOwner.id, { reason: 'Not allowed' });
    expect(other.status).toBe(403);
    expect(other.json).toEqual({ success: false, message: 'Store owners cannot be blocked.' });
    const self = await blockCall(owner.id, { reason: 'Not allowed' });
    expect(self.status).toBe(403);
    expect(self.json).toEqual({ success: false, message: 'You cannot block your own account.' });
    expect((await signIn(otherOwner.email)).status).toBe(200);

    const noReason = await blockCall(zoya.id, { reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.json).toMatchObject({
      success: false,
      message: 'Please give a reason of 3 to 200 characters.',
    });
    expect((await blockCall(zoya.id, {})).status).toBe(400);
    expect((await blockCall(zoya.id, { reason: 'x'.repeat(201) })).status).toBe(400);
    expect((await unblockCall(zoya.id, {})).status).toBe(400);
    expect((await blockCall('65f1a2b3c4d5e6f708192a3b', { reason: 'Unknown' })).status).toBe(404);
    const [row] = await db.select({ blockedAt: users.blockedAt }).from(users).where(eq(users.id, zoya.id));
    expect(row!.blockedAt).toBeNull();
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, otherOwner.id));
    expect(audits).toEqual([]);
  });
});

describe('every customers route is for owners only', () => {
  const id = '65f1a2b3c4d5e6f708192a3b';
  const routes = [
    { name: 'GET list', run: (token: string | null) => listCall({}, token) },
    { name: 'GET detail', run: (token: string | null) => detailCall(id, token) },
    { name: 'POST block', run: (token: string | null) => blockCall(id, { reason: 'Because' }, token) },
    { name: 'POST unblock', run: (token: string | null) => unblockCall(id, { reason: 'Because' }, token) },
  ];

  it.each(routes)('$name: 401 anonymous, 403 shopper, 401 expired owner token', async ({ run }) => {
    const anonymous = await run(null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.success).toBe(false);
    const shopper = await run(meera.token);
    expect(shopper.status).toBe(403);
    expect(shopper.json).toEqual({ success: false, message: 'This area is for store administrators only.' });
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(owner.id)
      .setIssuedAt(now - 3600)
      .setExpirationTime(now - 60)
      .sign(getAuthSecret());
    const stale = await run(expired);
    expect(stale.status).toBe(401);
    expect(stale.json.success).toBe(false);
  });
});
