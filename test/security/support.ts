import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { POST as placeCod } from '@/app/api/order/place/route';
import { POST as placeUpi } from '@/app/api/order/place-upi/route';
import { POST as addReview } from '@/app/api/product/review/add/route';
import { createAddress, savedAddressSchema } from '@/lib/accounts';
import { createTestUser, type TestUser } from '@/test/fixtures/accounts';
import { insertProducts } from '@/test/fixtures/catalog';
import { db } from '@/lib/db';
import { orderBody } from '@/lib/orders/test-support';
import {
  contactMessages,
  coupons,
  footerLinks,
  menuItems,
  searchSynonyms,
  sizeChartRows,
  users,
} from '@/models';
import { call } from '@/test/api';
import type { Handler, RouteEntry } from './routes';

/** One set of rows shared by a whole test file: shoppers, an admin, products, orders, navigation. */
export type Fixtures = {
  user: TestUser;
  other: TestUser;
  admin: TestUser;
  /** Signed in only to be signed out: logout revokes every token of its user. */
  leaving: TestUser;
  /** A product in sizes S, M and L (₹1,000). */
  sizedId: string;
  /** A product without sizes (₹500), reviewed by `user`. */
  plainId: string;
  /** A product the admin routes may edit freely. */
  adminProductId: string;
  /** A valid COD order body for one `plainId` (₹500). */
  orderBody: ReturnType<typeof orderBody>;
  cancellableOrderId: string;
  adminOrderId: string;
  /** `user`'s UPI order awaiting payment, and its test-mode payment session. */
  onlineOrderId: string;
  sandboxId: string;
  menuId: string;
  footerId: string;
  /** A search synonym group the admin routes may edit freely. */
  synonymId: string;
  /** A size chart row the admin routes may edit freely. */
  sizeChartRowId: string;
  /** A coupon the admin routes may edit freely (FUZZ10, 10% off). */
  couponId: string;
  /** A contact page message for the back office inbox. */
  contactMessageId: string;
  /** `other`'s review of `plainId`, which `user` may vote helpful. */
  othersReviewId: string;
  /** `user`'s saved address. */
  addressId: string;
};

export async function createAdmin(): Promise<TestUser> {
  const admin = await createTestUser({ name: 'Store Admin' });
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  return admin;
}

async function placeOrder(
  handler: typeof placeCod,
  token: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  const res = await call(handler, '/api/order/place', { token, body });
  if (res.status !== 200) throw new Error(`fixture order failed: ${JSON.stringify(res.json)}`);
  return res.json;
}

export async function createFixtures(): Promise<Fixtures> {
  const [user, other, admin, leaving] = await Promise.all([
    createTestUser(),
    createTestUser({ name: 'Ravi Menon' }),
    createAdmin(),
    createTestUser({ name: 'Leela Das' }),
  ]);
  const [sized, plain, adminProduct] = await insertProducts([
    { name: 'Indigo Cotton Kurta', sizes: ['S', 'M', 'L'], colors: ['Blue'], regularPrice: 1000 },
    { name: 'Brass Desk Clock', regularPrice: 500 },
    { name: 'Admin Fuzz Shirt', regularPrice: 1500 },
  ]);
  if (!sized || !plain || !adminProduct) throw new Error('fixture products missing');
  const body = orderBody([{ _id: plain._id, quantity: 1 }], 500);
  const cancellable = await placeOrder(placeCod, user.token, body);
  const forAdmin = await placeOrder(placeCod, other.token, body);
  const online = await placeOrder(placeUpi, user.token, body);
  const paymentUrl = String(online.paymentUrl);
  const sandboxId = paymentUrl.split('/').pop() ?? '';
  const review = await call(addReview, '/api/product/review/add', {
    token: user.token,
    body: { productId: plain._id, rating: 5, comment: 'Keeps time.' },
  });
  if (review.status !== 200) throw new Error(`fixture review failed: ${JSON.stringify(review.json)}`);
  const othersReview = await call(addReview, '/api/product/review/add', {
    token: other.token,
    body: { productId: plain._id, rating: 3, comment: 'Ticks a little loud.' },
  });
  const othersReviewId = String((othersReview.json.review as { _id?: unknown } | undefined)?._id ?? '');
  if (!othersReviewId) throw new Error(`fixture review failed: ${JSON.stringify(othersReview.json)}`);
  const [menu] = await db
    .insert(menuItems)
    .values({ type: 'link', title: 'Sale', link: '/shop' })
    .returning({ id: menuItems.id });
  const [footer] = await db
    .insert(footerLinks)
    .values({ title: 'Returns', link: '/returns' })
    .returning({ id: footerLinks.id });
  const [synonyms] = await db
    .insert(searchSynonyms)
    .values({ terms: ['stole', 'shawl', 'शॉल'] })
    .returning({ id: searchSynonyms.id });
  const [chartRow] = await db
    .insert(sizeChartRows)
    .values({ category: 'Fixture Shirts', size: 'M', chestCm: 100, lengthCm: 70 })
    .returning({ id: sizeChartRows.id });
  const [coupon] = await db
    .insert(coupons)
    .values({ code: 'FUZZ10', kind: 'percent', value: 10 })
    .returning({ id: coupons.id });
  const [contact] = await db
    .insert(contactMessages)
    .values({ name: 'Asha Rao', email: 'asha@example.in', message: 'Do you ship to Kochi?' })
    .returning({ id: contactMessages.id });
  if (!menu || !footer || !synonyms || !chartRow || !coupon || !contact)
    throw new Error('fixture navigation missing');
  // Parsed as POST /api/user/address parses it: the domain takes only validated input.
  const saved = await createAddress(user.id, savedAddressSchema.parse({ address: body.address }));
  return {
    user,
    other,
    admin,
    leaving,
    sizedId: sized._id,
    plainId: plain._id,
    adminProductId: adminProduct._id,
    orderBody: body,
    cancellableOrderId: String(cancellable.orderId),
    adminOrderId: String(forAdmin.orderId),
    onlineOrderId: String(online.orderId),
    sandboxId,
    menuId: menu.id,
    footerId: footer.id,
    synonymId: synonyms.id,
    sizeChartRowId: chartRow.id,
    couponId: coupon.id,
    contactMessageId: contact.id,
    othersReviewId,
    addressId: saved._id,
  };
}

export type RawRequest = {
  method: string;
  path: string;
  params?: Record<string, string>;
  /** Pairs, so a key may repeat. */
  query?: [string, string][];
  headers?: [string, string][];
  body?: string | ReadableStream<Uint8Array>;
};

export type RawAnswer = { status: number; headers: Headers; text: string };

/** The URL path with its [segments] filled in. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  // A lone surrogate cannot be percent-encoded; the handler still gets the raw value through ctx.params.
  return path.replace(/\[(\w+)\]/g, (_, name: string) =>
    encodeURIComponent((params[name] ?? 'x').toWellFormed()),
  );
}

/** Calls a route handler with a hand-built Request (any headers, any body) and reads the answer as text. */
export async function send(handler: Handler, request: RawRequest): Promise<RawAnswer> {
  const url = new URL(fillPath(request.path, request.params), 'http://localhost');
  for (const [k, v] of request.query ?? []) url.searchParams.append(k, v);
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers: new Headers(request.headers ?? []),
  };
  if (request.body !== undefined && request.method !== 'GET') {
    init.body = request.body;
    if (typeof request.body !== 'string') init.duplex = 'half';
  }
  const res = await handler(new Request(url, init), { params: Promise.resolve(request.params ?? {}) });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** Signs of a leaked stack trace or driver error in an answer. */
const leakPatterns: [string, RegExp][] = [
  ['stack frame', /\bat (?:[\w$.<>[\] ]+ \()?(?:file:\/\/|node:|\/[\w.-]+\/|[A-Za-z]:\\)/],
  ['node_modules', /node_modules/],
  ['Error:', /\b\w*Error:/],
  [
    'SQL',
    /Failed query|syntax error at or near|invalid input syntax|invalid byte sequence|violates [\w-]+ constraint/i,
  ],
  [
    'SQL',
    /duplicate key value|unterminated quoted|relation "\w+" does not exist|column "\w+"|\$\d+::|params: /i,
  ],
  ['SQL', /\b(?:select|insert into|update|delete from)\b[^"]{0,80}"\w+"\."?\w/i],
];

/** The first leak pattern found in the answer that the request did not itself contain (an echoed value is no leak). */
export function findLeak(answer: string, request: string): string | null {
  for (const [name, pattern] of leakPatterns) {
    const match = pattern.exec(answer);
    if (match && !request.includes(match[0])) return `${name}: ${match[0]}`;
  }
  return null;
}

/**
 * The invariants of every answer: never a 5xx, always JSON (an array only where documented), failures as
 * `{ success: false, message }`, nothing that looks like a stack trace or a driver error.
 */
export function checkAnswer(entry: RouteEntry, answer: RawAnswer, requestText: string): void {
  const label = `${entry.path} answered ${answer.status}: ${answer.text.slice(0, 300)}`;
  expect(answer.status, label).toBeLessThan(500);
  expect(answer.status, label).toBeGreaterThanOrEqual(200);
  expect(findLeak(answer.text, requestText), label).toBeNull();
  if (answer.status === 303 && entry.formRedirect) {
    expect(answer.headers.get('location'), label).toMatch(/^\/verify\?/);
    return;
  }
  if (entry.csvAnswer && answer.status === 200) {
    expect(answer.headers.get('content-type'), label).toMatch(/^text\/csv/);
    return;
  }
  expect(answer.headers.get('content-type'), label).toMatch(/^application\/json/);
  let json: unknown;
  try {
    json = JSON.parse(answer.text);
  } catch {
    throw new Error(`not JSON: ${label}`);
  }
  if (answer.status >= 400) {
    expect(json, label).toMatchObject({ success: false, message: expect.any(String) });
    expect((json as { message: string }).message.length, label).toBeGreaterThan(0);
    if (answer.status === 429) expect((json as { message: string }).message, label).toMatch(/try again/i);
    return;
  }
  if (entry.arrayAnswer && Array.isArray(json)) return;
  expect(json, label).toEqual(expect.objectContaining({ success: expect.any(Boolean) }));
  if ((json as { success: boolean }).success === false) {
    expect(json, label).toMatchObject({ message: expect.any(String) });
  }
}

/** Parses a JSON answer (test helper). */
export function parseJson(answer: RawAnswer): Record<string, unknown> {
  return JSON.parse(answer.text) as Record<string, unknown>;
}
