import { lineTitle } from './line-options';
import { asc, eq } from 'drizzle-orm';
import { db } from '@/lib/db';
import { isId } from '@/lib/db/ids';
import { env } from '@/lib/env';
import { conflict, notFound } from '@/lib/errors';
import { orderItems, orders, type OrderRow, type PaymentMethod, type PaymentState } from '@/models';
import { financialYear } from './issue-invoice';
import { assertOwner } from './owner';

export { financialYear };

/** The store's registered state (GSTIN 07…): sales within it carry CGST + SGST, others IGST. */
export const STORE_STATE = 'Delhi';
/** Delivery is invoiced as a courier service (SAC 9968) at 18% GST. */
export const DELIVERY_SAC = '9968';
export const DELIVERY_GST_PERCENT = 18;

export type InvoiceLine = {
  description: string;
  /** The photo of the item in the colour bought (as the order line kept it); none for delivery. */
  photo?: string;
  hsnCode: string | null;
  quantity: number;
  unitPricePaise: number;
  gstRatePercent: number;
  /** The line's share of the coupon discount; the tax is on what is left. */
  discountPaise: number;
  /** Price paid for the line, GST included. */
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

export type Invoice = {
  invoiceNumber: string;
  orderId: string;
  date: string;
  financialYear: string;
  seller: { name: string; gstin: string; address: string; state: string };
  buyer: { name: string; address: string; state: string; phone: string; email: string };
  placeOfSupply: string;
  intraState: boolean;
  paymentMethod: PaymentMethod;
  paymentState: PaymentState;
  lines: InvoiceLine[];
  couponCode: string | null;
  /** The coupon's discount, already taken off the lines' totals. */
  discountPaise: number;
  totals: {
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    totalPaise: number;
  };
};

/**
 * INV/<financial year>/<number padded to 6>, e.g. INV/2026-27/000123, once the order is invoiced; before
 * that (an online order awaiting payment) the order's reference, as it has no invoice number yet.
 */
export function invoiceNumber(order: Pick<OrderRow, 'id' | 'invoiceNo' | 'invoiceFy'>): string {
  if (order.invoiceNo === null || order.invoiceFy === null)
    return `Order ${order.id.slice(-8).toUpperCase()}`;
  return `INV/${order.invoiceFy}/${String(order.invoiceNo).padStart(6, '0')}`;
}

/** True when a delivery state is the store's own (intra-state supply: CGST + SGST), however it is spelt. */
export function isStoreState(state: string): boolean {
  const s = state.toLowerCase().replace(/[^a-z]/g, '');
  return s === 'delhi' || s === 'newdelhi' || s === 'nctofdelhi' || s === 'nationalcapitalterritoryofdelhi';
}

/** Splits a GST-inclusive line total: taxable = total × 100 / (100 + rate), the rest is tax. */
export function gstLine(totalPaise: number, ratePercent: number, intraState: boolean) {
  const taxablePaise = Math.round((totalPaise * 100) / (100 + ratePercent));
  if (!intraState) return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: totalPaise - taxablePaise };
  // CGST and SGST are levied at equal rates, so they are equal amounts; an odd paisa of rounding goes to
  // the taxable value, and taxable + CGST + SGST still adds up to the price paid.
  const halfPaise = Math.round((totalPaise - taxablePaise) / 2);
  return {
    taxablePaise: totalPaise - 2 * halfPaise,
    cgstPaise: halfPaise,
    sgstPaise: halfPaise,
    igstPaise: 0,
  };
}

/** The tax invoice of a confirmed order (prices are GST-inclusive). 409 for cancelled or unpaid online orders. */
export async function getInvoice(orderId: string): Promise<Invoice> {
  const [order] = isId(orderId) ? await db.select().from(orders).where(eq(orders.id, orderId)) : [];
  if (!order) throw notFound('Order not found.');
  return buildInvoice(order);
}

/** The invoice of one of the shopper's own orders (403 for another account's, 404 for an unknown id). */
export async function getInvoiceForUser(userId: string, orderId: string): Promise<Invoice> {
  const [order] = isId(orderId) ? await db.select().from(orders).where(eq(orders.id, orderId)) : [];
  return buildInvoice(assertOwner(order, userId));
}

async function buildInvoice(order: OrderRow): Promise<Invoice> {
  if (order.paymentState === 'pending' || order.paymentState === 'failed') {
    throw conflict('An invoice is issued once the payment is confirmed.');
  }
  if (order.status === 'Cancelled') throw conflict('This order was cancelled; no invoice is issued.');
  // Orders are invoiced as they are confirmed (lib/orders/issue-invoice.ts); a paid order always has one.
  if (order.invoiceNo === null || order.invoicedAt === null) {
    throw conflict('An invoice is issued once the payment is confirmed.');
  }
  const invoicedAt = order.invoicedAt;
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.lineNo));
  const a = order.address;
  const intraState = isStoreState(a.state);
  const lines: InvoiceLine[] = items.map((item) => {
    // GST is on the value actually charged: the coupon's share comes off before tax is split out.
    const totalPaise = item.unitPricePaise * item.quantity - item.discountPaise;
    return {
      // Lines without a colour (every order before colours) keep the wording their invoices were issued with.
      description: item.color
        ? lineTitle(item)
        : item.size === 'default'
          ? item.name
          : `${item.name} (size ${item.size})`,
      ...(item.images[0] ? { photo: item.images[0] } : {}),
      hsnCode: item.hsnCode,
      quantity: item.quantity,
      unitPricePaise: item.unitPricePaise,
      gstRatePercent: item.gstRatePercent,
      discountPaise: item.discountPaise,
      totalPaise,
      ...gstLine(totalPaise, item.gstRatePercent, intraState),
    };
  });
  if (order.deliveryFeePaise > 0) {
    lines.push({
      description: 'Delivery charges',
      hsnCode: DELIVERY_SAC,
      quantity: 1,
      unitPricePaise: order.deliveryFeePaise,
      gstRatePercent: DELIVERY_GST_PERCENT,
      discountPaise: 0,
      totalPaise: order.deliveryFeePaise,
      ...gstLine(order.deliveryFeePaise, DELIVERY_GST_PERCENT, intraState),
    });
  }
  const sum = (pick: (l: InvoiceLine) => number) => lines.reduce((s, l) => s + pick(l), 0);
  return {
    invoiceNumber: invoiceNumber(order),
    orderId: order.id,
    date: invoicedAt.toISOString(),
    financialYear: financialYear(invoicedAt),
    seller: {
      name: env.COMPANY_NAME,
      gstin: env.COMPANY_GSTIN,
      address: env.COMPANY_ADDRESS,
      state: STORE_STATE,
    },
    buyer: {
      name: `${a.firstName} ${a.lastName}`.trim(),
      address: [a.street, a.apartment, `${a.city}, ${a.state} ${a.zipcode}`, a.country]
        .filter(Boolean)
        .join(', '),
      state: a.state,
      phone: a.phone,
      email: a.email,
    },
    placeOfSupply: a.state,
    intraState,
    paymentMethod: order.paymentMethod,
    paymentState: order.paymentState,
    lines,
    couponCode: order.couponCode,
    discountPaise: sum((l) => l.discountPaise),
    totals: {
      taxablePaise: sum((l) => l.taxablePaise),
      cgstPaise: sum((l) => l.cgstPaise),
      sgstPaise: sum((l) => l.sgstPaise),
      igstPaise: sum((l) => l.igstPaise),
      totalPaise: sum((l) => l.totalPaise),
    },
  };
}
