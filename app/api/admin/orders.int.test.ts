import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestAdmin } from '@/test/fixtures/admin';
import type { TestUser } from '@/test/fixtures/accounts';
import { db } from '@/lib/db';
import {
  fillCart,
  insertShopper,
  insertTestProduct,
  orderBody,
  statusBody,
  testAddress,
} from '@/lib/orders/test-support';
import { resetRateLimits } from '@/lib/rate-limit';
import { auditLog, orderStatusHistory, orders, products } from '@/models';
import { call } from '@/test/api';
import { POST as placeCod } from '@/app/api/order/place/route';
import { POST as userOrders } from '@/app/api/order/userorders/route';
import { GET as getOrder } from './orders/[id]/route';
import { POST as setStatus } from './orders/[id]/status/route';
import { GET as listOrders } from './orders/route';

type Summary = {
  _id: string;
  status: string;
  paymentMethod: string;
  amount: number;
  items: number;
  customer: { email: string; phone: string };
};
type ListAnswer = { orders: Summary[]; total: number; page: number; totalPages: number };
type Detail = {
  order: {
    _id: string;
    status: string;
    items: { name: string; quantity: number }[];
    address: { city: string };
    invoiceNumber: string;
  };
  customer: { id: string; email: string };
  statusHistory: { status: string; note: string | null; actor: { id: string; role: string } | null }[];
  paymentEvents: unknown[];
  nextStatuses: string[];
};

let admin: TestUser;

beforeAll(async () => {
  admin = await createTestAdmin();
});
beforeEach(() => resetRateLimits());

async function placeOrder(
  shopper: { id: string; token: string },
  options: { stock?: number; phone?: string; email?: string } = {},
) {
  const product = await insertTestProduct({ regularPricePaise: 150_000, stock: options.stock ?? null });
  await fillCart(shopper.id, [{ productId: product, quantity: 2 }]);
  const body = orderBody([{ _id: product, quantity: 2 }], 3000);
  const res = await call<{ orderId: string }>(placeCod, '/api/order/place', {
    token: shopper.token,
    body: {
      ...body,
      address: {
        ...testAddress,
        ...(options.phone ? { phone: options.phone } : {}),
        ...(options.email ? { email: options.email } : {}),
      },
    },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return { orderId: res.json.orderId, productId: product };
}

const list = (query: Record<string, string | number> = {}) =>
  call<ListAnswer>(listOrders, '/api/admin/orders', { token: admin.token, query });

const move = (orderId: string, status: string, note?: string) =>
  call<Detail>(setStatus, `/api/admin/orders/${orderId}/status`, {
    token: admin.token,
    params: { id: orderId },
    body: { ...statusBody(status), ...(note ? { note } : {}) },
  });

describe('GET /api/admin/orders', () => {
  it('filters by status, payment method, dates and search, paginated in the database', async () => {
    const asha = await insertShopper('Asha Verma');
    const ravi = await insertShopper('Ravi Kumar');
    const first = await placeOrder(asha, { phone: '+91 91234 56780', email: 'asha.verma@example.in' });
    const second = await placeOrder(ravi, { phone: '9988776655', email: 'ravi@example.in' });
    const third = await placeOrder(ravi, { phone: '9988776655', email: 'ravi@example.in' });
    await move(third.orderId, 'Processing');

    const all = await list();
    expect(all.status).toBe(200);
    expect(all.json).toMatchObject({ success: true, total: 3, page: 1, totalPages: 1 });
    // Newest first, with the shopper's contact and the number of units.
    expect(all.json.orders.map((o) => o._id)).toEqual([third.orderId, second.orderId, first.orderId]);
    expect(all.json.orders[2]).toMatchObject({
      amount: 3000,
      items: 2,
      paymentMethod: 'cod',
      customer: { email: 'asha.verma@example.in', phone: '9123456780' },
    });

    expect((await list({ status: 'Processing' })).json.orders.map((o) => o._id)).toEqual([third.orderId]);
    expect((await list({ status: 'Order Placed' })).json.total).toBe(2);
    expect((await list({ paymentMethod: 'upi' })).json.total).toBe(0);
    expect((await list({ paymentMethod: 'cod', status: '' })).json.total).toBe(3);

    // q: an order id, part of an e-mail, or a phone number written any usual way.
    expect((await list({ q: first.orderId })).json.orders.map((o) => o._id)).toEqual([first.orderId]);
    expect((await list({ q: 'ASHA.VERMA' })).json.orders.map((o) => o._id)).toEqual([first.orderId]);
    expect((await list({ q: '+91 99887-76655' })).json.total).toBe(2);
    expect((await list({ q: '56780' })).json.total).toBe(1);
    expect((await list({ q: 'nobody@example.in' })).json.total).toBe(0);
    expect((await list({ q: '%' })).json.total).toBe(0);

    // Dates are India calendar days; `to` includes its whole day.
    await db
      .update(orders)
      .set({ createdAt: new Date('2026-01-10T18:45:00Z') })
      .where(eq(orders.id, first.orderId)); // 11 Jan, 00:15 IST
    expect((await list({ from: '2026-01-11', to: '2026-01-11' })).json.orders.map((o) => o._id)).toEqual([
      first.orderId,
    ]);
    expect((await list({ to: '2026-01-10' })).json.total).toBe(0);
    expect((await list({ from: '2026-01-12' })).json.total).toBe(2);

    const page2 = await list({ limit: 2, page: 2 });
    expect(page2.json).toMatchObject({ total: 3, page: 2, totalPages: 2 });
    expect(page2.json.orders).toHaveLength(1);
  });

  it('refuses bad filters with 400 and a message', async () => {
    for (const [query, message] of [
      [{ status: 'Lost' }, /^status: must be one of/],
      [{ paymentMethod: 'cash' }, /^paymentMethod: must be one of cod, upi, card/],
      [{ from: '2026-02-30' }, /^from: must be a date/],
      [{ from: '2026-03-02', to: '2026-03-01' }, /^to: must not be before from/],
      [{ limit: 101 }, /^limit: must be a whole number from 1 to 100/],
      [{ page: 0 }, /^page:/],
    ] as const) {
      const res = await list(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.json.message).toMatch(message);
    }
  });
});

describe('order detail and status changes', () => {
  it('shows items, address, history and the allowed next statuses; 404 for unknown ids', async () => {
    const shopper = await insertShopper();
    const { orderId } = await placeOrder(shopper);
    const res = await call<Detail>(getOrder, `/api/admin/orders/${orderId}`, {
      token: admin.token,
      params: { id: orderId },
    });
    expect(res.status).toBe(200);
    expect(res.json.order).toMatchObject({
      _id: orderId,
      status: 'Order Placed',
      address: { city: 'New Delhi' },
    });
    expect(res.json.order.invoiceNumber).toMatch(/^INV\/\d{4}-\d{2}\/\d{6}$/);
    expect(res.json.order.items).toEqual([expect.objectContaining({ quantity: 2 })]);
    expect(res.json.customer.id).toBe(shopper.id);
    expect(res.json.statusHistory).toEqual([expect.objectContaining({ status: 'Order Placed' })]);
    expect(res.json.paymentEvents).toEqual([]);
    expect(res.json.nextStatuses).toEqual(['Processing', 'Cancelled']);

    for (const id of ['65f1a2b3c4d5e6f708192a3b', 'not-an-id']) {
      const missing = await call(getOrder, `/api/admin/orders/${id}`, { token: admin.token, params: { id } });
      expect(missing.status).toBe(404);
      expect(missing.json.message).toBe('Order not found.');
    }
  });

  it('refuses a move the state machine does not allow with 409 and changes nothing', async () => {
    const shopper = await insertShopper();
    const { orderId } = await placeOrder(shopper);
    const res = await move(orderId, 'Delivered');
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      success: false,
      message: "An order at 'Order Placed' cannot move to 'Delivered'.",
    });
    const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    expect(row?.status).toBe('Order Placed');
    expect(
      await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId)),
    ).toHaveLength(1);
    expect(await db.select().from(auditLog).where(eq(auditLog.entityId, orderId))).toHaveLength(0);

    expect((await move(orderId, 'Order Placed')).status).toBe(409);
    const bad = await move(orderId, 'Teleported');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/^status: must be one of/);
    expect((await move('65f1a2b3c4d5e6f708192a3b', 'Processing')).status).toBe(404);
  });

  it('delivering a cash-on-delivery order records the cash as paid, once', async () => {
    const shopper = await insertShopper();
    const { orderId } = await placeOrder(shopper);
    for (const status of ['Processing', 'Shipped', 'Out for delivery']) await move(orderId, status);
    const [before] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(before).toMatchObject({ paymentMethod: 'cod', paymentState: 'cod' });

    expect((await move(orderId, 'Delivered')).status).toBe(200);
    const [after] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(after!.paymentState).toBe('paid');
    const detail = await call<Detail>(getOrder, `/api/admin/orders/${orderId}`, {
      token: admin.token,
      params: { id: orderId },
    });
    expect(detail.json.paymentEvents).toEqual([
      expect.objectContaining({
        provider: 'cod',
        type: 'cod.collected',
        payload: expect.objectContaining({ amountPaise: before!.amountPaise, recordedBy: admin.id }),
      }),
    ]);
    const mine = await call<{ orders: { _id: string; payment: boolean; paymentState: string }[] }>(
      userOrders,
      '/api/order/userorders',
      { token: shopper.token, body: {} },
    );
    expect(mine.json.orders.find((o) => o._id === orderId)).toMatchObject({
      payment: true,
      paymentState: 'paid',
    });
    // Delivered is final: a second try is refused and records nothing more.
    expect((await move(orderId, 'Delivered')).status).toBe(409);
  });

  it('records allowed moves with the admin as actor, audits them, and the shopper sees them', async () => {
    const shopper = await insertShopper();
    const { orderId } = await placeOrder(shopper);
    const steps = ['Processing', 'Shipped', 'Out for delivery', 'Delivered'];
    for (const status of steps) {
      const res = await move(
        orderId,
        status,
        status === 'Shipped' ? '  Sent with Delhivery, AWB 1234  ' : undefined,
      );
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.order.status).toBe(status);
    }
    const detail = await call<Detail>(getOrder, `/api/admin/orders/${orderId}`, {
      token: admin.token,
      params: { id: orderId },
    });
    expect(detail.json.nextStatuses).toEqual([]);
    expect(detail.json.statusHistory.map((h) => [h.status, h.actor?.id ?? null])).toEqual([
      ['Order Placed', shopper.id],
      ...steps.map((s) => [s, admin.id]),
    ]);
    expect(detail.json.statusHistory[2]).toMatchObject({
      note: 'Sent with Delhivery, AWB 1234',
      actor: { role: 'admin' },
    });

    const history = await db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, 'Delivered')));
    expect(history[0]).toMatchObject({ actorUserId: admin.id, createdAt: expect.any(Date) });

    const audits = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, orderId))
      .orderBy(auditLog.id);
    expect(audits.map((a) => [a.action, a.actorUserId, a.before, a.after])).toEqual([
      ['order.status', admin.id, { status: 'Order Placed' }, { status: 'Processing' }],
      [
        'order.status',
        admin.id,
        { status: 'Processing' },
        {
          status: 'Shipped',
          note: 'Sent with Delhivery, AWB 1234',
          courier: 'delhivery',
          awb: '1234567890',
          shippedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      ],
      ['order.status', admin.id, { status: 'Shipped' }, { status: 'Out for delivery' }],
      ['order.status', admin.id, { status: 'Out for delivery' }, { status: 'Delivered' }],
    ]);

    // The shopper's own order list (the real route handler) shows the new status and the timeline.
    const mine = await call<{
      orders: { _id: string; status: string; statusHistory: { status: string; note: string | null }[] }[];
    }>(userOrders, '/api/order/userorders', { token: shopper.token, body: {} });
    expect(mine.status).toBe(200);
    const seen = mine.json.orders.find((o) => o._id === orderId);
    expect(seen?.status).toBe('Delivered');
    expect(seen?.statusHistory.map((h) => h.status)).toEqual(['Order Placed', ...steps]);
    expect(seen?.statusHistory[2]?.note).toBe('Sent with Delhivery, AWB 1234');

    expect((await move(orderId, 'Cancelled')).status).toBe(409);
  });

  it('cancelling puts tracked stock back once', async () => {
    const shopper = await insertShopper();
    const { orderId, productId } = await placeOrder(shopper, { stock: 5 });
    const stock = async () =>
      (await db.select({ s: products.stock }).from(products).where(eq(products.id, productId)))[0]?.s;
    expect(await stock()).toBe(3);
    expect((await move(orderId, 'Processing')).status).toBe(200);
    const res = await move(orderId, 'Cancelled', 'Shopper called to cancel');
    expect(res.status).toBe(200);
    expect(await stock()).toBe(5);
    expect((await move(orderId, 'Cancelled')).status).toBe(409);
    expect(await stock()).toBe(5);
  });
});
