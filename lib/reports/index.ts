import 'server-only';
import { getGstSummary, type GstSummary } from './gst';
import type { ReportPeriod } from './period';
import {
  countOrdersByStatusIn,
  listPaymentSplit,
  listReturnRates,
  listSalesByDay,
  listTopProducts,
  type DaySales,
  type PaymentShare,
  type ProductFigures,
  type ProductReturns,
} from './sales';
import type { OrderStatus } from '@/models';

export type Report = {
  period: ReportPeriod;
  salesByDay: DaySales[];
  totals: { orders: number; sales: number };
  ordersByStatus: Record<OrderStatus, number>;
  paymentSplit: PaymentShare[];
  topProducts: { byRevenue: ProductFigures[]; byUnits: ProductFigures[] };
  returnRates: ProductReturns[];
  gst: GstSummary;
};

/** The back office's report for a period of India calendar days: sales, orders, products, returns and GST. */
export async function getReport(period: ReportPeriod): Promise<Report> {
  const [salesByDay, ordersByStatus, paymentSplit, topProducts, returnRates, gst] = await Promise.all([
    listSalesByDay(period),
    countOrdersByStatusIn(period),
    listPaymentSplit(period),
    listTopProducts(period),
    listReturnRates(period),
    getGstSummary(period),
  ]);
  const paise = salesByDay.reduce((s, d) => s + Math.round(d.sales * 100), 0);
  return {
    period,
    salesByDay,
    totals: { orders: salesByDay.reduce((s, d) => s + d.orders, 0), sales: paise / 100 },
    ordersByStatus,
    paymentSplit,
    topProducts,
    returnRates,
    gst,
  };
}

export { getGstSummary, type GstSummary, type GstBreakdown, type GstFigures } from './gst';
export { gstSummaryCsv, gstCsvFileName, GST_CSV_HEADER } from './csv';
export { reportQuerySchema, reportPresets, MAX_REPORT_DAYS, type ReportPeriod } from './period';
export type { DaySales, PaymentShare, ProductFigures, ProductReturns } from './sales';
