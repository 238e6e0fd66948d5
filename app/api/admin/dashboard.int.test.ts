import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '@/test/fixtures/accounts';
import { createTestAdmin } from '@/test/fixtures/admin';
import { getDashboard } from '@/lib/admin';
import { insertProduct } from '@/test/fixtures/catalog';
import { db } from '@/lib/db';
import { insertShopper, testAddress } from '@/lib/orders/test-support';
import { auditLog, orders, type OrderStatus, type PaymentState } from '@/models';
import { call } from '@/test/api';
import { GET as auditRoute } from './audit/route';
import { GET as dashboardRoute } from './dashboard/route';
import { PATCH as patchProduct } from './products/[id]/route';

let admin: TestUser;
let shopperId = '';

beforeAll(async () => {
  admin = await createTestAdmin();
  shopperId = (await insertShopper()).id;
});

const address = { ...testAddress, apartment: testAddress.appartment };

async function order(
  createdAt: string,
  amountPaise: number,
  status: OrderStatus = 'Order Placed',
  paymentState: PaymentState = 'cod',
) {
  const [row] = await db
    .insert(orders)
    .values({
      userId: shopperId,
      status,
      paymentMethod: paymentState === 'cod' ? 'cod' : 'upi',
      paymentState,
      subtotalPaise: amountPaise,
      amountPaise,
      address,
      createdAt: new Date(createdAt),
    })
    .returning({ id: orders.id });
  return row!.id;
}

describe('dashboard', () => {
  it('counts today and this month in India time and leaves cancelled and failed payments out of revenue', async () => {
    // "Now" is 15 March 2026, 00:30 IST (14 March 19:00 UTC).
    const now = new Date('2026-03-14T19:00:00Z');
    await order('2026-03-14T18:35:00Z', 100_000); // 15 Mar 00:05 IST: today
    await order('2026-03-14T18:40:00Z', 50_050, 'Processing', 'paid'); // today
    await order('2026-03-14T18:45:00Z', 900_000, 'Cancelled'); // today, no revenue
    await order('2026-03-14T18:20:00Z', 200_000); // 14 Mar 23:50 IST: this month, not today
    await order('2026-03-01T00:00:00Z', 300_000, 'Order Placed', 'failed'); // 1 Mar 05:30 IST, failed payment
    await order('2026-02-28T18:29:00Z', 700_000); // 28 Feb 23:59 IST: last month
    await order('2026-03-10T10:00:00Z', 40_000, 'Delivered', 'refunded'); // refunded: no revenue

    const d = await getDashboard(now);
    expect(d.today).toEqual({
      orders: 3,
      revenue: 1500.5,
      since: new Date('2026-03-14T18:30:00Z').getTime(),
    });
    expect(d.month).toEqual({
      orders: 6,
      revenue: 3500.5,
      since: new Date('2026-02-28T18:30:00Z').getTime(),
    });
    expect(d.ordersByStatus).toMatchObject({
      'Order Placed': 4,
      Processing: 1,
      Cancelled: 1,
      Delivered: 1,
      Shipped: 0,
    });
    expect(d.recentOrders[0]?.date).toBe(new Date('2026-03-14T18:45:00Z').getTime());
    expect(d.recentOrders.length).toBe(7);
  });

  it('lists products whose tracked stock is 5 or fewer, fewest first', async () => {
    const few = await insertProduct({ name: 'Last Few Loafers', stock: 2 });
    const edge = await insertProduct({ name: 'Five Left Belt', stock: 5 });
    await insertProduct({ name: 'Plenty Tees', stock: 6 });
    await insertProduct({ name: 'Untracked Scarf', stock: null });
    const none = await insertProduct({ name: 'Sold Out Watch', stock: 0, published: false });

    const res = await call<{ lowStock: { _id: string; stock: number }[]; today: { orders: number } }>(
      dashboardRoute,
      '/api/admin/dashboard',
      {
        token: admin.token,
      },
    );
    expect(res.status).toBe(200);
    expect(res.json.lowStock.map((p) => [p._id, p.stock])).toEqual([
      [none._id, 0],
      [few._id, 2],
      [edge._id, 5],
    ]);
    expect(typeof res.json.today.orders).toBe('number');
  });
});

describe('GET /api/admin/audit', () => {
  it('lists admin changes newest first with the actor, paginated', async () => {
    const p = await insertProduct({ name: 'Audit Me' });
    for (const name of ['Audit Me 2', 'Audit Me 3', 'Audit Me 4']) {
      const res = await call(patchProduct, `/api/admin/products/${p._id}`, {
        method: 'PATCH',
        token: admin.token,
        params: { id: p._id },
        body: { name },
      });
      expect(res.status).toBe(200);
    }
    type Entry = {
      action: string;
      entityId: string;
      actor: { id: string; email: string } | null;
      before: { name?: string };
      after: { name?: string };
    };
    const page1 = await call<{ entries: Entry[]; total: number; totalPages: number }>(
      auditRoute,
      '/api/admin/audit',
      {
        token: admin.token,
        query: { limit: 2 },
      },
    );
    expect(page1.status).toBe(200);
    const total = (await db.select().from(auditLog)).length;
    expect(page1.json).toMatchObject({ total, totalPages: Math.ceil(total / 2) });
    expect(page1.json.entries.map((e) => [e.action, e.before.name, e.after.name])).toEqual([
      ['product.update', 'Audit Me 3', 'Audit Me 4'],
      ['product.update', 'Audit Me 2', 'Audit Me 3'],
    ]);
    expect(page1.json.entries[0]?.actor).toEqual({ id: admin.id, name: 'Store Admin', email: admin.email });
    const page2 = await call<{ entries: Entry[] }>(auditRoute, '/api/admin/audit', {
      token: admin.token,
      query: { limit: 2, page: 2 },
    });
    expect(page2.json.entries[0]?.after.name).toBe('Audit Me 2');
    expect(await db.select().from(auditLog).where(eq(auditLog.entityId, p._id))).toHaveLength(3);
  });
});
