import { asc, inArray } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestUser } from '@/test/fixtures/accounts';
import { createTestAdmin } from '@/test/fixtures/admin';
import { moveOrder, returnOneUnit } from '@/test/fixtures/returns';
import { db } from '@/lib/db';
import { pauseMailer } from '@/lib/mail';
import { releaseExpiredHolds } from '@/lib/orders';
import { fillCart, insertShopper, insertTestProduct, orderBody } from '@/lib/orders/test-support';
import { resetRateLimits } from '@/lib/rate-limit';
import { auditLog } from '@/models';
import { call } from '@/test/api';
import { POST as cancelOrder } from './cancel/route';
import { POST as placeCod } from './place/route';
import { POST as placeUpi } from './place-upi/route';
import { POST as sandboxPost } from './sandbox/[id]/route';

// Issue 23, point 7: 24 return moves and 5 refunds (₹1,878 by transfer, ₹871.38 through the sandbox, ...)
// left no audit row. Every move that changes money or stock is audited with its actor and amount.

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestAdmin();
  pauseMailer(true);
});
beforeEach(() => resetRateLimits());

type Row = typeof auditLog.$inferSelect;
const auditOf = (entityIds: string[]): Promise<Row[]> =>
  db.select().from(auditLog).where(inArray(auditLog.entityId, entityIds)).orderBy(asc(auditLog.id));

async function paidUpiOrder(quantity = 2) {
  const shopper = await insertShopper();
  const product = await insertTestProduct({ stock: 5 });
  await fillCart(shopper.id, [{ productId: product, quantity }]);
  const placed = await call<{ orderId: string; paymentUrl: string }>(placeUpi, '/api/order/place-upi', {
    token: shopper.token,
    body: orderBody([{ _id: product, quantity }], 1000 * quantity),
  });
  expect(placed.status, JSON.stringify(placed.json)).toBe(200);
  const sessionId = placed.json.paymentUrl.split('/').pop() ?? '';
  const approved = await call(sandboxPost, `/api/order/sandbox/${sessionId}`, {
    token: shopper.token,
    params: { id: sessionId },
    body: { action: 'approve' },
  });
  expect(approved.status, JSON.stringify(approved.json)).toBe(200);
  return { shopper, product, orderId: placed.json.orderId };
}

describe('audit of money and stock moves', () => {
  it('audits every return move with its actor, the stock it puts back and the refund by transfer', async () => {
    const shopper = await insertShopper();
    const product = await insertTestProduct({ stock: 10 });
    await fillCart(shopper.id, [{ productId: product, quantity: 2 }]);
    const placed = await call<{ orderId: string }>(placeCod, '/api/order/place', {
      token: shopper.token,
      body: orderBody([{ _id: product, quantity: 2 }], 2000),
    });
    expect(placed.status).toBe(200);
    const orderId = placed.json.orderId;
    await moveOrder(admin.token, orderId);
    const returnId = await returnOneUnit(
      { shopper: shopper.token, admin: admin.token },
      orderId,
      ['Approved', 'Picked up', 'Received', 'Refunded'],
      'Seam torn',
    );
    const rows = await auditOf([returnId, orderId]);
    const moves = rows.filter((r) => r.action === 'return.status');
    expect(moves.map((r) => (r.after as { status: string }).status)).toEqual([
      'Approved',
      'Picked up',
      'Received',
      'Refunded',
    ]);
    expect(moves.every((r) => r.actorUserId === admin.id && r.entity === 'return')).toBe(true);
    expect(moves[2]?.after).toMatchObject({ orderId, stock: [{ productId: product, quantity: 1 }] });
    expect(moves[3]?.after).toMatchObject({ refundPaise: 100_000 });
    const [refund] = rows.filter((r) => r.action === 'refund.create');
    expect(refund).toMatchObject({ actorUserId: admin.id, entity: 'order', entityId: orderId });
    expect(refund?.after).toMatchObject({ amountPaise: 100_000, method: 'transfer', returnId });
  });

  it('audits a refund through the sandbox: asked by the shopper who cancelled, confirmed by the provider', async () => {
    const { shopper, orderId } = await paidUpiOrder();
    const cancelled = await call(cancelOrder, '/api/order/cancel', {
      token: shopper.token,
      body: { orderId },
    });
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    const rows = await auditOf([orderId]);
    expect(rows.find((r) => r.action === 'order.cancel')).toMatchObject({
      actorUserId: shopper.id,
      after: { status: 'Cancelled', amountPaise: 200_000, stockReleased: true },
    });
    expect(rows.find((r) => r.action === 'refund.create')).toMatchObject({
      actorUserId: shopper.id,
      after: { amountPaise: 200_000, method: 'sandbox', state: 'pending' },
    });
    expect(rows.find((r) => r.action === 'refund.succeeded')).toMatchObject({
      actorUserId: null,
      after: { amountPaise: 200_000, provider: 'sandbox', state: 'succeeded' },
    });
  });

  it('audits the back office cancelling a paid order (refund with the administrator as actor)', async () => {
    const { orderId } = await paidUpiOrder(1);
    await moveOrder(admin.token, orderId, ['Cancelled']);
    const rows = await auditOf([orderId]);
    expect(rows.find((r) => r.action === 'refund.create')).toMatchObject({
      actorUserId: admin.id,
      after: { amountPaise: 100_000, method: 'sandbox' },
    });
  });

  it('audits an expired payment hold putting the stock back, with no actor', async () => {
    const shopper = await insertShopper();
    const product = await insertTestProduct({ stock: 5 });
    const placed = await call<{ orderId: string }>(placeUpi, '/api/order/place-upi', {
      token: shopper.token,
      body: orderBody([{ _id: product, quantity: 1 }], 1000),
    });
    expect(placed.status).toBe(200);
    await releaseExpiredHolds(new Date(Date.now() + 24 * 3_600_000), 1000);
    const rows = await auditOf([placed.json.orderId]);
    expect(rows.find((r) => r.action === 'order.payment_failed')).toMatchObject({
      actorUserId: null,
      after: { paymentState: 'failed', stockReleased: true },
    });
  });
});
