import { and, eq, gt, gte, isNotNull, lt, ne, sql } from 'drizzle-orm';
import { db } from '@/lib/db';
import { paiseToRupees } from '@/lib/money';
import { DELIVERY_GST_PERCENT, DELIVERY_SAC, gstLine, isStoreState, STORE_STATE } from '@/lib/orders';
import { orderItems, orders, refunds, returnRequests } from '@/models';
import { periodBounds, type ReportPeriod } from './period';

type Tax = { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number };
export type GstFigures = { taxable: number; cgst: number; sgst: number; igst: number; totalTax: number };
/** Sales invoiced in the period, less credit notes (refunded returns) issued in it. */
export type GstBreakdown = { sales: GstFigures; returns: GstFigures; net: GstFigures };
export type GstByHsn = GstBreakdown & { hsnCode: string; ratePercent: number };
export type GstByState = GstBreakdown & { state: string; intraState: boolean };
export type GstSummary = {
  storeState: string;
  byHsn: GstByHsn[];
  byState: GstByState[];
  totals: GstBreakdown;
};

/** Identical invoice lines, counted: the same value at the same rate to the same state splits the same. */
type LineGroup = {
  hsnCode: string | null;
  ratePercent: number;
  state: string;
  valuePaise: number;
  lines: number;
};

const zero = (): Tax => ({ taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });

function addTax(into: Tax, tax: Tax, times: number): void {
  into.taxablePaise += tax.taxablePaise * times;
  into.cgstPaise += tax.cgstPaise * times;
  into.sgstPaise += tax.sgstPaise * times;
  into.igstPaise += tax.igstPaise * times;
}

function figures(t: Tax): GstFigures {
  return {
    taxable: paiseToRupees(t.taxablePaise),
    cgst: paiseToRupees(t.cgstPaise),
    sgst: paiseToRupees(t.sgstPaise),
    igst: paiseToRupees(t.igstPaise),
    totalTax: paiseToRupees(t.cgstPaise + t.sgstPaise + t.igstPaise),
  };
}

function net(sales: Tax, returns: Tax): Tax {
  return {
    taxablePaise: sales.taxablePaise - returns.taxablePaise,
    cgstPaise: sales.cgstPaise - returns.cgstPaise,
    sgstPaise: sales.sgstPaise - returns.sgstPaise,
    igstPaise: sales.igstPaise - returns.igstPaise,
  };
}

const breakdown = (s: Tax, r: Tax): GstBreakdown => ({
  sales: figures(s),
  returns: figures(r),
  net: figures(net(s, r)),
});

const state = sql<string>`coalesce(${orders.address}->>'state', '')`;
const count = sql<number>`count(*)::int`;

/**
 * Invoice lines of the orders invoiced in the period (by invoice date, India time; a cancelled order has
 * no invoice), grouped in SQL by HSN code, rate, state and line value; delivery charges as SAC 9968.
 */
async function invoicedLines(start: Date, end: Date): Promise<LineGroup[]> {
  const invoiced = and(
    isNotNull(orders.invoiceNo),
    gte(orders.invoicedAt, start),
    lt(orders.invoicedAt, end),
    ne(orders.status, 'Cancelled'),
  );
  const value = sql<number>`(${orderItems.unitPricePaise} * ${orderItems.quantity} - ${orderItems.discountPaise})::int`;
  const [goods, delivery] = await Promise.all([
    db
      .select({
        hsnCode: orderItems.hsnCode,
        ratePercent: orderItems.gstRatePercent,
        state,
        valuePaise: value,
        lines: count,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(invoiced)
      .groupBy(orderItems.hsnCode, orderItems.gstRatePercent, state, value),
    db
      .select({ state, valuePaise: orders.deliveryFeePaise, lines: count })
      .from(orders)
      .where(and(invoiced, gt(orders.deliveryFeePaise, 0)))
      .groupBy(state, orders.deliveryFeePaise),
  ]);
  return [
    ...goods,
    ...delivery.map((d) => ({ ...d, hsnCode: DELIVERY_SAC, ratePercent: DELIVERY_GST_PERCENT })),
  ];
}

/**
 * Credit notes: the lines of returns refunded in the period (dated by the refund, India time), each at the
 * rate and to the state of its invoice, for what was paid for the units returned (lib/coupons paidForUnits:
 * a part of a line is its share rounded down). Delivery is not refunded on a return, so it is not credited.
 */
async function creditedLines(start: Date, end: Date): Promise<LineGroup[]> {
  const units = sql<number>`(line->>'quantity')::int`;
  const paid = sql`(${orderItems.unitPricePaise} * ${orderItems.quantity} - ${orderItems.discountPaise})`;
  const value = sql<number>`(case when ${units} >= ${orderItems.quantity} then ${paid}
    else floor(${paid}::numeric * ${units} / ${orderItems.quantity}) end)::int`;
  return db
    .select({
      hsnCode: orderItems.hsnCode,
      ratePercent: orderItems.gstRatePercent,
      state,
      valuePaise: value,
      lines: count,
    })
    .from(refunds)
    .innerJoin(returnRequests, eq(returnRequests.id, refunds.returnId))
    .innerJoin(sql`lateral jsonb_array_elements(${returnRequests.lines}) as line`, sql`true`)
    .innerJoin(
      orderItems,
      and(eq(orderItems.orderId, returnRequests.orderId), eq(orderItems.lineNo, sql`(line->>'lineNo')::int`)),
    )
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(
      and(
        ne(refunds.state, 'failed'),
        gte(refunds.createdAt, start),
        lt(refunds.createdAt, end),
        eq(returnRequests.kind, 'return'),
        isNotNull(orders.invoiceNo),
      ),
    )
    .groupBy(orderItems.hsnCode, orderItems.gstRatePercent, state, value);
}

/** The place of supply as the report groups it: the store's own state however spelt, others as written. */
function stateName(raw: string): string {
  return isStoreState(raw) ? STORE_STATE : raw.trim() || 'Unknown';
}

/**
 * The period's GST summary by HSN code and rate and by state. Each line is split exactly as its invoice
 * splits it (gstLine, CGST + SGST within the store's state, IGST outside it), so the summary adds up to
 * the invoices to the paisa; returns reduce it by credit notes dated when they were refunded.
 */
export async function getGstSummary(period: ReportPeriod): Promise<GstSummary> {
  const { start, end } = periodBounds(period);
  const [sold, credited] = await Promise.all([invoicedLines(start, end), creditedLines(start, end)]);
  const hsn = new Map<string, { hsnCode: string; ratePercent: number; sales: Tax; returns: Tax }>();
  const states = new Map<string, { state: string; intraState: boolean; sales: Tax; returns: Tax }>();
  const totals = { sales: zero(), returns: zero() };
  const add = (groups: LineGroup[], side: 'sales' | 'returns') => {
    for (const g of groups) {
      const intraState = isStoreState(g.state);
      const tax = gstLine(g.valuePaise, g.ratePercent, intraState);
      const hsnCode = g.hsnCode?.trim() || 'None';
      const hsnKey = `${hsnCode}|${g.ratePercent}`;
      const byHsn = hsn.get(hsnKey) ?? {
        hsnCode,
        ratePercent: g.ratePercent,
        sales: zero(),
        returns: zero(),
      };
      hsn.set(hsnKey, byHsn);
      const name = stateName(g.state);
      const byState = states.get(name) ?? { state: name, intraState, sales: zero(), returns: zero() };
      states.set(name, byState);
      for (const into of [byHsn[side], byState[side], totals[side]]) addTax(into, tax, g.lines);
    }
  };
  add(sold, 'sales');
  add(credited, 'returns');
  return {
    storeState: STORE_STATE,
    byHsn: [...hsn.values()]
      .sort((a, b) => a.hsnCode.localeCompare(b.hsnCode) || a.ratePercent - b.ratePercent)
      .map((r) => ({ hsnCode: r.hsnCode, ratePercent: r.ratePercent, ...breakdown(r.sales, r.returns) })),
    byState: [...states.values()]
      .sort((a, b) => Number(b.intraState) - Number(a.intraState) || a.state.localeCompare(b.state))
      .map((r) => ({ state: r.state, intraState: r.intraState, ...breakdown(r.sales, r.returns) })),
    totals: breakdown(totals.sales, totals.returns),
  };
}
