import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestAdmin } from '@/test/fixtures/admin';
import type { TestUser } from '@/test/fixtures/accounts';
import { db } from '@/lib/db';
import { pauseMailer } from '@/lib/mail';
import { fillCart, insertShopper, insertTestProduct, orderBody } from '@/lib/orders/test-support';
import { resetRateLimits } from '@/lib/rate-limit';
import { auditLog, emails, orderStatusHistory, orders } from '@/models';
import { call } from '@/test/api';
import { POST as placeCod } from '@/app/api/order/place/route';
import { POST as userOrders } from '@/app/api/order/userorders/route';
import { POST as setStatus } from './orders/[id]/status/route';

// Issue 27 point 3: Shipped needs a courier and an AWB; the shopper's orders and e-mails link the courier.

type Shipment = {
  courier: string;
  courierName: string;
  awb: string;
  trackingUrl: string | null;
  shippedAt: number;
};
type Answer = { message: string; order: { status: string; shipment: Shipment | null } };

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestAdmin();
  // The outbox keeps the queued messages for the test to read; nobody sends them.
  pauseMailer(true);
});
beforeEach(() => resetRateLimits());

async function packedOrder() {
  const shopper = await insertShopper();
  const product = await insertTestProduct();
  await fillCart(shopper.id, [{ productId: product, quantity: 1 }]);
  const placed = await call<{ orderId: string }>(placeCod, '/api/order/place', {
    token: shopper.token,
    body: orderBody([{ _id: product, quantity: 1 }], 1000),
  });
  expect(placed.status, JSON.stringify(placed.json)).toBe(200);
  const orderId = placed.json.orderId;
  for (const status of ['Processing', 'Packing']) expect((await move(orderId, { status })).status).toBe(200);
  return { shopper, orderId };
}

const move = (orderId: string, body: Record<string, unknown>) =>
  call<Answer>(setStatus, `/api/admin/orders/${orderId}/status`, {
    token: admin.token,
    params: { id: orderId },
    body,
  });

const rowOf = async (orderId: string) => (await db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

describe('POST /api/admin/orders/{id}/status to Shipped', () => {
  it('refuses Shipped without a courier or an AWB, with 400 and a message, and changes nothing', async () => {
    const { shopper, orderId } = await packedOrder();
    for (const body of [
      { status: 'Shipped' },
      { status: 'Shipped', courier: 'delhivery' },
      { status: 'Shipped', awb: '1234567890' },
    ]) {
      const res = await move(orderId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json).toMatchObject({
        success: false,
        message: 'A courier and an AWB number are required to mark an order Shipped.',
      });
    }
    const row = await rowOf(orderId);
    expect(row).toMatchObject({ status: 'Packing', courier: null, awb: null, shippedAt: null });
    expect(
      await db
        .select()
        .from(emails)
        .where(and(eq(emails.kind, 'order_shipped'), eq(emails.to, shopper.email))),
    ).toHaveLength(0);
  });

  it('refuses a bad AWB or an unknown courier with 400 and the field’s message', async () => {
    const { orderId } = await packedOrder();
    for (const [body, message] of [
      [{ courier: 'delhivery', awb: '12345' }, 'awb: must be 6 to 30 letters or digits'],
      [{ courier: 'delhivery', awb: '1'.repeat(31) }, 'awb: must be 6 to 30 letters or digits'],
      [{ courier: 'delhivery', awb: '12345/../x' }, 'awb: must be 6 to 30 letters or digits'],
      [{ courier: 'delhivery', awb: 12345678 }, 'awb: must be 6 to 30 letters or digits'],
      [{ courier: 'fedex', awb: '1234567890' }, /^courier: must be one of delhivery, bluedart, dtdc/],
    ] as const) {
      const res = await move(orderId, { status: 'Shipped', ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.success).toBe(false);
      expect(res.json.message).toMatch(message);
    }
    // A courier for another status is a mistake, not something to keep quietly.
    const early = await move(orderId, { status: 'Cancelled', courier: 'dtdc', awb: '1234567890' });
    expect(early.status).toBe(400);
    expect(early.json.message).toBe(
      'A courier and an AWB number are given only when marking an order Shipped.',
    );
    expect((await rowOf(orderId)).status).toBe('Packing');
  });

  it('stores the courier, AWB and time, audits them, and links the courier for the shopper and in the e-mails', async () => {
    const { shopper, orderId } = await packedOrder();
    const before = Date.now();
    const res = await move(orderId, { status: 'Shipped', courier: 'delhivery', awb: ' 1234567890 ' });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const link = 'https://www.delhivery.com/track/package/1234567890';
    expect(res.json.order).toMatchObject({
      status: 'Shipped',
      shipment: { courier: 'delhivery', courierName: 'Delhivery', awb: '1234567890', trackingUrl: link },
    });

    const row = await rowOf(orderId);
    expect(row).toMatchObject({ status: 'Shipped', courier: 'delhivery', awb: '1234567890' });
    expect(row.shippedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, 'order.status')))
      .orderBy(asc(auditLog.id))
      .offset(2);
    expect(audit).toMatchObject({
      actorUserId: admin.id,
      before: { status: 'Packing' },
      after: {
        status: 'Shipped',
        courier: 'delhivery',
        awb: '1234567890',
        shippedAt: row.shippedAt!.toISOString(),
      },
    });
    const history = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
    expect(history.find((h) => h.status === 'Shipped')?.actorUserId).toBe(admin.id);

    // The shopper's orders (the original API) keep every field and gain the shipment.
    const mine = await call<{ orders: Record<string, unknown>[] }>(userOrders, '/api/order/userorders', {
      token: shopper.token,
      body: {},
    });
    const seen = mine.json.orders.find((o) => o._id === orderId)!;
    for (const field of ['_id', 'items', 'amount', 'address', 'status', 'paymentMethod', 'payment', 'date'])
      expect(seen, field).toHaveProperty(field);
    expect(seen.shipment).toMatchObject({ courierName: 'Delhivery', awb: '1234567890', trackingUrl: link });

    expect((await move(orderId, { status: 'Out for delivery' })).status).toBe(200);
    const mails = await db
      .select()
      .from(emails)
      .where(eq(emails.to, shopper.email))
      .orderBy(asc(emails.createdAt));
    for (const kind of ['order_shipped', 'order_out_for_delivery']) {
      const mail = mails.find((m) => m.kind === kind);
      expect(mail, kind).toBeDefined();
      expect(mail!.html).toContain(
        `<a href="${link}" target="_blank" rel="noopener">Track with Delhivery: 1234567890</a>`,
      );
      expect(mail!.text).toContain(`Track with Delhivery: 1234567890\n${link}`);
    }
    // The shipment stays as it was on later moves.
    expect(await rowOf(orderId)).toMatchObject({
      status: 'Out for delivery',
      courier: 'delhivery',
      awb: '1234567890',
    });
  });

  it('escapes the link in the HTML e-mail for couriers whose URL has a query string', async () => {
    const { shopper, orderId } = await packedOrder();
    expect((await move(orderId, { status: 'Shipped', courier: 'bluedart', awb: 'BD77001122' })).status).toBe(
      200,
    );
    const [mail] = await db
      .select()
      .from(emails)
      .where(and(eq(emails.to, shopper.email), eq(emails.kind, 'order_shipped')));
    expect(mail!.html).toContain(
      '<a href="https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&#38;trackNo=BD77001122"',
    );
    expect(mail!.html).toContain('>Track with Blue Dart: BD77001122</a>');
  });
});
