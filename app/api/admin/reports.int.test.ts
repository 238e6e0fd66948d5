import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as placeCod } from '@/app/api/order/place/route';
import { POST as placeUpi } from '@/app/api/order/place-upi/route';
import { POST as sandboxPost } from '@/app/api/order/sandbox/[id]/route';
import { POST as placeCard } from '@/app/api/order/stripe/route';
import { getAuthSecret } from '@/lib/accounts/secret';
import { db } from '@/lib/db';
import { getInvoice } from '@/lib/orders';
import { fillCart, insertShopper, insertTestProduct, orderBody } from '@/lib/orders/test-support';
import { resetRateLimits } from '@/lib/rate-limit';
import type { GstFigures, Report } from '@/lib/reports';
import { orders, refunds } from '@/models';
import { call } from '@/test/api';
import type { TestUser } from '@/test/fixtures/accounts';
import { createTestAdmin } from '@/test/fixtures/admin';
import { moveOrder, returnOneUnit } from '@/test/fixtures/returns';
import { GET as gstCsv } from './reports/gst/route';
import { GET as getReport } from './reports/route';

/** Amounts in paise as the API shows them in rupees. */
const gst = (taxable: number, cgst: number, sgst: number, igst: number): GstFigures => ({
  taxable: taxable / 100,
  cgst: cgst / 100,
  sgst: sgst / 100,
  igst: igst / 100,
  totalTax: (cgst + sgst + igst) / 100,
});

const address = (city: string, state: string, zipcode: string) => ({
  ...orderBody([], 0).address,
  city,
  state,
  zipcode,
});
const MUMBAI = address('Mumbai', 'Maharashtra', '400001');
const BENGALURU = address('Bengaluru', 'Karnataka', '560001');

let admin: TestUser;
const ids: Record<'delhi' | 'mumbai' | 'upi' | 'card', string> = { delhi: '', mumbai: '', upi: '', card: '' };
const products: Record<'kurta' | 'chair' | 'shirt' | 'scarf', string> = {
  kurta: '',
  chair: '',
  shirt: '',
  scarf: '',
};

type Line = { _id: string; quantity: number };

async function place(
  shopper: { id: string; token: string },
  lines: Line[],
  amount: number,
  addr: Record<string, string> | null,
  method: 'cod' | 'upi' | 'card' = 'cod',
): Promise<string> {
  await fillCart(
    shopper.id,
    lines.map((l) => ({ productId: l._id, quantity: l.quantity })),
  );
  const body = { ...orderBody(lines, amount), ...(addr ? { address: addr } : {}) };
  const handler = method === 'cod' ? placeCod : method === 'upi' ? placeUpi : placeCard;
  const placed = await call<{ orderId: string; paymentUrl?: string; session_url?: string }>(
    handler,
    '/api/order/place',
    {
      token: shopper.token,
      body,
    },
  );
  expect(placed.status, JSON.stringify(placed.json)).toBe(200);
  if (method !== 'cod') {
    const sessionId = (placed.json.paymentUrl ?? placed.json.session_url ?? '').split('/').pop() ?? '';
    const approved = await call(sandboxPost, `/api/order/sandbox/${sessionId}`, {
      token: shopper.token,
      params: { id: sessionId },
      body: { action: 'approve' },
    });
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
  }
  return placed.json.orderId;
}

/** Moves an order (and its invoice) to an instant in the past, as if placed then. */
async function placedAt(orderId: string, iso: string) {
  const at = new Date(iso);
  await db.update(orders).set({ createdAt: at, invoicedAt: at }).where(eq(orders.id, orderId));
}

const asAdmin = (handler: typeof getReport, path: string, query: Record<string, string>) =>
  call<Report>(handler, path, { token: admin.token, query });

beforeEach(() => resetRateLimits());

beforeAll(async () => {
  admin = await createTestAdmin();
  const shopper = await insertShopper();
  // Rates as the invoice fixes them today: a kurta and scarves under ₹2,500 a piece at 5%, a shirt above it
  // at 18%, a chair (9401) at 18%.
  products.kurta = await insertTestProduct({
    name: 'Cotton Kurta',
    regularPricePaise: 105_000,
    hsnCode: '6211',
  });
  products.chair = await insertTestProduct({
    name: 'Teak Chair',
    regularPricePaise: 1_180_000,
    hsnCode: '9401',
    gstRatePercent: 18,
  });
  products.shirt = await insertTestProduct({
    name: 'Linen Shirt',
    regularPricePaise: 354_000,
    hsnCode: '6205',
  });
  products.scarf = await insertTestProduct({
    name: 'Silk Scarf',
    regularPricePaise: 59_001,
    hsnCode: '6214',
  });

  ids.delhi = await place(
    shopper,
    [
      { _id: products.kurta, quantity: 2 },
      { _id: products.chair, quantity: 1 },
    ],
    13_900,
    null,
  );
  ids.mumbai = await place(
    shopper,
    [
      { _id: products.shirt, quantity: 1 },
      { _id: products.kurta, quantity: 1 },
    ],
    4_590,
    MUMBAI,
  );
  ids.upi = await place(
    shopper,
    [
      { _id: products.kurta, quantity: 1 },
      { _id: products.scarf, quantity: 3 },
    ],
    2_820.03,
    BENGALURU,
    'upi',
  );
  ids.card = await place(shopper, [{ _id: products.chair, quantity: 1 }], 11_800, null, 'card');

  // 23:30 IST on 10 April (18:00 UTC the same day) and 00:30 IST on 11 April (19:00 UTC on the 10th).
  await placedAt(ids.delhi, '2026-04-10T18:00:00Z');
  await placedAt(ids.mumbai, '2026-04-10T19:00:00Z');
  await placedAt(ids.upi, '2026-04-15T05:00:00Z');
  await placedAt(ids.card, '2026-04-15T10:00:00Z');

  // The Delhi order is delivered and one of its two kurtas returned and refunded on 12 April.
  await moveOrder(admin.token, ids.delhi);
  const returnId = await returnOneUnit({ shopper: shopper.token, admin: admin.token }, ids.delhi, [
    'Approved',
    'Picked up',
    'Received',
    'Refunded',
  ]);
  await db
    .update(refunds)
    .set({ createdAt: new Date('2026-04-12T06:00:00Z') })
    .where(eq(refunds.returnId, returnId));
});

const APRIL = { from: '2026-04-01', to: '2026-04-30' };

describe('GET /api/admin/reports', () => {
  it('sums GST by HSN code and rate and by state, CGST + SGST in Delhi and IGST elsewhere, less the return', async () => {
    const res = await asAdmin(getReport, '/api/admin/reports', APRIL);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const summary = res.json.gst;
    expect(summary.storeState).toBe('Delhi');
    // Kurtas: 2 in Delhi (₹2,100), 1 to Mumbai and 1 to Bengaluru (₹1,050 each), 1 returned in Delhi.
    expect(summary.byHsn).toEqual([
      {
        hsnCode: '6205',
        ratePercent: 18,
        sales: gst(300_000, 0, 0, 54_000),
        returns: gst(0, 0, 0, 0),
        net: gst(300_000, 0, 0, 54_000),
      },
      {
        hsnCode: '6211',
        ratePercent: 5,
        sales: gst(400_000, 5_000, 5_000, 10_000),
        returns: gst(100_000, 2_500, 2_500, 0),
        net: gst(300_000, 2_500, 2_500, 10_000),
      },
      {
        // 3 × ₹590.01 = ₹1,770.03 at 5%: taxable round(177,003 × 100 / 105) = 168,574 paise.
        hsnCode: '6214',
        ratePercent: 5,
        sales: gst(168_574, 0, 0, 8_429),
        returns: gst(0, 0, 0, 0),
        net: gst(168_574, 0, 0, 8_429),
      },
      {
        hsnCode: '9401',
        ratePercent: 18,
        sales: gst(2_000_000, 180_000, 180_000, 0),
        returns: gst(0, 0, 0, 0),
        net: gst(2_000_000, 180_000, 180_000, 0),
      },
    ]);
    expect(summary.byState).toEqual([
      {
        state: 'Delhi',
        intraState: true,
        sales: gst(2_200_000, 185_000, 185_000, 0),
        returns: gst(100_000, 2_500, 2_500, 0),
        net: gst(2_100_000, 182_500, 182_500, 0),
      },
      {
        state: 'Karnataka',
        intraState: false,
        sales: gst(268_574, 0, 0, 13_429),
        returns: gst(0, 0, 0, 0),
        net: gst(268_574, 0, 0, 13_429),
      },
      {
        state: 'Maharashtra',
        intraState: false,
        sales: gst(400_000, 0, 0, 59_000),
        returns: gst(0, 0, 0, 0),
        net: gst(400_000, 0, 0, 59_000),
      },
    ]);
    expect(summary.totals).toEqual({
      sales: gst(2_868_574, 185_000, 185_000, 72_429),
      returns: gst(100_000, 2_500, 2_500, 0),
      net: gst(2_768_574, 182_500, 182_500, 72_429),
    });
  });

  it('agrees with the tax invoices to the paisa', async () => {
    const res = await asAdmin(getReport, '/api/admin/reports', APRIL);
    const invoices = await Promise.all(Object.values(ids).map((id) => getInvoice(id)));
    const paise = (pick: (t: (typeof invoices)[number]['totals']) => number) =>
      invoices.reduce((s, i) => s + pick(i.totals), 0);
    const sales = res.json.gst.totals.sales;
    expect(Math.round(sales.taxable * 100)).toBe(paise((t) => t.taxablePaise));
    expect(Math.round(sales.cgst * 100)).toBe(paise((t) => t.cgstPaise));
    expect(Math.round(sales.sgst * 100)).toBe(paise((t) => t.sgstPaise));
    expect(Math.round(sales.igst * 100)).toBe(paise((t) => t.igstPaise));
  });

  it('counts sales by India day: 23:30 IST stays on its day, 00:30 IST is the next one', async () => {
    const res = await asAdmin(getReport, '/api/admin/reports', APRIL);
    const days = res.json.salesByDay;
    expect(days).toHaveLength(30);
    const day = (date: string) => days.find((d) => d.date === date);
    expect(day('2026-04-10')).toEqual({ date: '2026-04-10', orders: 1, sales: 13_900 });
    expect(day('2026-04-11')).toEqual({ date: '2026-04-11', orders: 1, sales: 4_590 });
    expect(day('2026-04-15')).toEqual({ date: '2026-04-15', orders: 2, sales: 14_620.03 });
    expect(day('2026-04-09')).toEqual({ date: '2026-04-09', orders: 0, sales: 0 });
    expect(res.json.totals).toEqual({ orders: 4, sales: 33_110.03 });

    const tenth = await asAdmin(getReport, '/api/admin/reports', { from: '2026-04-10', to: '2026-04-10' });
    expect(tenth.json.salesByDay).toEqual([{ date: '2026-04-10', orders: 1, sales: 13_900 }]);
    expect(tenth.json.gst.byState.map((s) => s.state)).toEqual(['Delhi']);
  });

  it('splits orders by status and payment method, ranks products and rates their returns', async () => {
    const { json } = await asAdmin(getReport, '/api/admin/reports', APRIL);
    expect(json.ordersByStatus.Delivered).toBe(1);
    expect(Object.values(json.ordersByStatus).reduce((s, n) => s + n, 0)).toBe(4);
    expect(json.paymentSplit).toEqual([
      { method: 'cod', orders: 2, sales: 18_490 },
      { method: 'upi', orders: 1, sales: 2_820.03 },
      { method: 'card', orders: 1, sales: 11_800 },
    ]);
    expect(json.topProducts.byRevenue.map((p) => [p.name, p.revenue, p.units])).toEqual([
      ['Teak Chair', 23_600, 2],
      ['Cotton Kurta', 4_200, 4],
      ['Linen Shirt', 3_540, 1],
      ['Silk Scarf', 1_770.03, 3],
    ]);
    expect(json.topProducts.byUnits.map((p) => [p.name, p.units])).toEqual([
      ['Cotton Kurta', 4],
      ['Silk Scarf', 3],
      ['Teak Chair', 2],
      ['Linen Shirt', 1],
    ]);
    expect(json.returnRates).toEqual([
      { productId: products.kurta, name: 'Cotton Kurta', unitsSold: 4, unitsReturned: 1, rate: 0.25 },
    ]);
  });

  it('defaults to the last 30 days and refuses bad periods with a clear 400', async () => {
    const fallback = await asAdmin(getReport, '/api/admin/reports', {});
    expect(fallback.status).toBe(200);
    expect(fallback.json.salesByDay).toHaveLength(30);
    const refused = async (query: Record<string, string>, message: RegExp) => {
      const res = await asAdmin(getReport, '/api/admin/reports', query);
      expect(res.status, JSON.stringify(res.json)).toBe(400);
      expect(res.json.success).toBe(false);
      expect(res.json.message).toMatch(message);
      const csv = await call(gstCsv, '/api/admin/reports/gst', { token: admin.token, query });
      expect(csv.status).toBe(400);
    };
    await refused({ from: '2026-02-30' }, /from.*YYYY-MM-DD/);
    await refused({ to: 'yesterday' }, /to.*YYYY-MM-DD/);
    await refused({ from: '2026-04-10', to: '2026-04-01' }, /to.*before from/);
    await refused({ from: '2025-01-01', to: '2026-01-02' }, /at most 366 days/);
    const year = await asAdmin(getReport, '/api/admin/reports', { from: '2025-04-01', to: '2026-03-31' });
    expect(year.status).toBe(200);
  });
});

describe('GET /api/admin/reports/gst (CSV)', () => {
  it('downloads the same figures as UTF-8 CSV with a byte order mark and a header', async () => {
    const res = await gstCsv(
      new Request('http://localhost/api/admin/reports/gst?from=2026-04-01&to=2026-04-30', {
        headers: { token: admin.token },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="gst-summary-2026-04-01-to-2026-04-30.csv"',
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true })
      .decode(bytes)
      .slice(1)
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Section,HSN/SAC,GST rate %,Place of supply,Supply,Kind,Taxable value (₹),CGST (₹),SGST (₹),IGST (₹),Total tax (₹)',
    );
    expect(lines).toContain('By HSN,6211,5,,,Sales,4000.00,50.00,50.00,100.00,200.00');
    expect(lines).toContain('By HSN,6211,5,,,Credit notes,1000.00,25.00,25.00,0.00,50.00');
    expect(lines).toContain('By HSN,6211,5,,,Net,3000.00,25.00,25.00,100.00,150.00');
    expect(lines).toContain('By HSN,6214,5,,,Net,1685.74,0.00,0.00,84.29,84.29');
    expect(lines).toContain('By state,,,Delhi,Intra-state,Net,21000.00,1825.00,1825.00,0.00,3650.00');
    expect(lines).toContain('By state,,,Maharashtra,Inter-state,Net,4000.00,0.00,0.00,590.00,590.00');
    expect(lines).toContain('Total,,,,,Net,27685.74,1825.00,1825.00,724.29,4374.29');
    // 4 HSN rows, 3 states and the total, each as sales, credit notes and net.
    expect(lines).toHaveLength(1 + (4 + 3 + 1) * 3);
  });
});

describe('reports are for the store owner only', () => {
  const routes = [
    { name: 'report', handler: getReport, path: '/api/admin/reports' },
    { name: 'GST CSV', handler: gstCsv, path: '/api/admin/reports/gst' },
  ];

  it.each(routes)(
    '$name: refuses a visitor, a shopper and an expired owner token',
    async ({ handler, path }) => {
      const shopper = await insertShopper();
      const expired = await new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(admin.id)
        .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(getAuthSecret());
      for (const [token, status] of [
        [undefined, 401],
        [shopper.token, 403],
        [expired, 401],
      ] as const) {
        const res = await call(handler, path, { token, query: APRIL });
        expect(res.status, `${String(token).slice(0, 12)} → ${JSON.stringify(res.json)}`).toBe(status);
        expect(res.json.success).toBe(false);
      }
    },
  );
});
