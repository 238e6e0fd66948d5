import { apiRoute } from '@/lib/http';
import { getReport, reportQuerySchema } from '@/lib/reports';

/**
 * The back office's report for `?from=YYYY-MM-DD&to=YYYY-MM-DD` (India days, both included; default the
 * last 30 days; at most 366): `{ period, salesByDay, totals, ordersByStatus, paymentSplit, topProducts,
 * returnRates, gst }`, amounts in rupees.
 */
export const GET = apiRoute({ auth: 'admin', query: reportQuerySchema }, async ({ query }) =>
  getReport(query),
);
