import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { invoiceCounters, orderItems, orders } from '@/models';
import { gstRateFor } from './shared/gst-rates';

/** The Indian financial year (April to March, India time) of a date, e.g. '2026-27'. */
export function financialYear(date: Date): string {
  const ist = new Date(date.getTime() + 330 * 60_000);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * The next invoice number of a financial year. The counter row stays locked until the calling transaction
 * ends, so concurrent orders take consecutive numbers one after the other, and a rollback gives its number
 * back: no gap, no duplicate, and nothing cached that a restart could skip (unlike a sequence).
 */
async function nextInvoiceNo(tx: Tx, fy: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ financialYear: fy, lastNo: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { lastNo: sql`${invoiceCounters.lastNo} + 1` },
    })
    .returning({ lastNo: invoiceCounters.lastNo });
  if (!row) throw new Error('invoice counter returned no row');
  return row.lastNo;
}

/**
 * Issues the tax invoice of an order inside the transaction that confirms it (a cash-on-delivery order as
 * it is placed, an online one as its payment is confirmed): its date, the next number of that date's
 * financial year, and each line's GST rate in force on that date for its HSN code and price per piece after
 * the coupon. An order already invoiced keeps its number. Call it last in the transaction, to hold the
 * counter's lock for as short a time as possible.
 */
export async function issueInvoice(tx: Tx, orderId: string, at: Date): Promise<void> {
  const [order] = await tx.select({ invoiceNo: orders.invoiceNo }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} not found`);
  if (order.invoiceNo !== null) return;
  const items = await tx
    .select({
      lineNo: orderItems.lineNo,
      hsnCode: orderItems.hsnCode,
      quantity: orderItems.quantity,
      unitPricePaise: orderItems.unitPricePaise,
      discountPaise: orderItems.discountPaise,
      gstRatePercent: orderItems.gstRatePercent,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  for (const item of items) {
    const piecePricePaise = (item.unitPricePaise * item.quantity - item.discountPaise) / item.quantity;
    const rate = gstRateFor({ hsnCode: item.hsnCode, piecePricePaise, on: at });
    if (rate === null || rate === item.gstRatePercent) continue;
    await tx
      .update(orderItems)
      .set({ gstRatePercent: rate })
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.lineNo, item.lineNo)));
  }
  const fy = financialYear(at);
  const invoiceNo = await nextInvoiceNo(tx, fy);
  await tx.update(orders).set({ invoiceNo, invoiceFy: fy, invoicedAt: at }).where(eq(orders.id, orderId));
}
