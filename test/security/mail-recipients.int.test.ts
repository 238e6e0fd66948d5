import { eq, like, or } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as setOrderStatus } from '@/app/api/admin/orders/[id]/status/route';
import { POST as moveReturn } from '@/app/api/admin/returns/[id]/status/route';
import { POST as cancelOrder } from '@/app/api/order/cancel/route';
import { POST as placeCod } from '@/app/api/order/place/route';
import { POST as requestReturn } from '@/app/api/order/return/route';
import { db } from '@/lib/db';
import { pauseMailer } from '@/lib/mail';
import { fillCart, insertShopper, insertTestProduct, orderBody, statusBody } from '@/lib/orders/test-support';
import { resetRateLimits } from '@/lib/rate-limit';
import { emails, users } from '@/models';
import { createTestAdmin } from '@/test/fixtures/admin';
import type { TestUser } from '@/test/fixtures/accounts';
import { call } from '@/test/api';

// Issue 23, point 3: order and return e-mails went to the checkout address's e-mail, which nobody
// verified: an order placed with a victim's e-mail and a first name "URGENT: your KYC expired, verify
// at ..." put a store-branded message to the victim in the outbox, and cancelling sent another.

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestAdmin();
  pauseMailer(true);
});
beforeEach(() => resetRateLimits());

const lure = 'URGENT: your KYC expired, verify at http://kyc.example';

async function attackerOrder(victim: string) {
  const attacker = await insertShopper();
  const attackerEmail = `attacker-${attacker.id}@example.in`;
  await db.update(users).set({ email: attackerEmail }).where(eq(users.id, attacker.id));
  const product = await insertTestProduct({ regularPricePaise: 100_000, stock: 10 });
  await fillCart(attacker.id, [{ productId: product, quantity: 1 }]);
  const body = orderBody([{ _id: product, quantity: 1 }], 1000);
  body.address = { ...body.address, email: victim, firstName: lure, street: `${lure} Road` };
  const placed = await call<{ orderId: string }>(placeCod, '/api/order/place', {
    token: attacker.token,
    body,
  });
  expect(placed.status, JSON.stringify(placed.json)).toBe(200);
  return { attacker, attackerEmail, orderId: placed.json.orderId };
}

const mailTo = (address: string) => db.select().from(emails).where(eq(emails.to, address));

describe('the store mails only the account that ordered', { timeout: 120_000 }, () => {
  it('placing and cancelling with a stranger’s e-mail sends the stranger nothing', async () => {
    const victim = 'victim-cancel@example.in';
    const { attacker, attackerEmail, orderId } = await attackerOrder(victim);
    const cancelled = await call(cancelOrder, '/api/order/cancel', {
      token: attacker.token,
      body: { orderId },
    });
    expect(cancelled.status).toBe(200);
    expect(await mailTo(victim)).toHaveLength(0);
    const own = await mailTo(attackerEmail);
    expect(own.length).toBeGreaterThan(0);
    // The typed name is quoted as the shopper's data, never the store's sentence.
    for (const mail of own) {
      expect(mail.text).not.toMatch(new RegExp(`^(Hello )?${lure.slice(0, 20)}`, 'm'));
      expect(mail.text).toContain(`“${lure} Verma”`);
    }
  });

  it('status and return e-mails of such an order go to the account, not to the typed address', async () => {
    const victim = 'victim-return@example.in';
    const { attacker, attackerEmail, orderId } = await attackerOrder(victim);
    for (const status of ['Processing', 'Shipped', 'Out for delivery', 'Delivered']) {
      const moved = await call(setOrderStatus, `/api/admin/orders/${orderId}/status`, {
        token: admin.token,
        params: { id: orderId },
        body: statusBody(status),
      });
      expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    }
    const asked = await call<{ return: { _id: string } }>(requestReturn, '/api/order/return', {
      token: attacker.token,
      body: {
        orderId,
        kind: 'return',
        reason: 'Damaged or defective',
        comment: lure,
        lines: [{ lineNo: 1, quantity: 1 }],
        refundAccount: { upiId: 'asha@okaxis' },
      },
    });
    expect(asked.status, JSON.stringify(asked.json)).toBe(200);
    const id = asked.json.return._id;
    const approved = await call(moveReturn, `/api/admin/returns/${id}/status`, {
      token: admin.token,
      params: { id },
      body: { status: 'Approved' },
    });
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
    expect(await mailTo(victim)).toHaveLength(0);
    expect(
      await db
        .select()
        .from(emails)
        .where(or(like(emails.to, 'victim-%'))),
    ).toHaveLength(0);
    const kinds = (await mailTo(attackerEmail)).map((m) => m.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['order_placed', 'order_shipped', 'order_delivered', 'return_approved']),
    );
  });
});
