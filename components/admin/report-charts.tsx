import type { Report } from '@/lib/reports';
import { formatRupees } from '@/lib/money';
import { paymentMethodText } from '@/lib/orders/payment-text';
import { orderStatuses } from '@/models/orders';
import { AdminSection } from './admin-section';
import { BarListChart } from './bar-list-chart';
import { DayChart } from './day-chart';
import { StatCard } from './stat-card';

const count = (n: number) => n.toLocaleString('en-IN');
const percent = (rate: number) => `${(rate * 100).toLocaleString('en-IN', { maximumFractionDigits: 1 })}%`;

/** The report's pictures: sales and orders per day, orders by status, payment split, best sellers, returns. */
export function ReportCharts({ report }: { report: Report }) {
  const { salesByDay, paymentSplit, topProducts, returnRates } = report;
  return (
    <>
      <section aria-label="Period totals" className="mb-6 grid gap-4 sm:grid-cols-2">
        <StatCard
          label="Sales"
          value={formatRupees(report.totals.sales)}
          hint="Not cancelled, not failed or refunded"
        />
        <StatCard label="Orders" value={count(report.totals.orders)} />
      </section>
      <AdminSection id="report-days" title="Sales and orders by day" className="mb-8">
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 xl:grid-cols-2">
          <DayChart
            id="chart-sales-day"
            title="Sales by day (₹)"
            columnLabel="Sales"
            days={salesByDay.map((d) => ({ date: d.date, value: d.sales }))}
            format={formatRupees}
          />
          <DayChart
            id="chart-orders-day"
            title="Orders by day"
            columnLabel="Orders"
            days={salesByDay.map((d) => ({ date: d.date, value: d.orders }))}
            format={count}
          />
        </div>
      </AdminSection>
      <AdminSection id="report-mix" title="Orders and payments" className="mb-8">
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-2">
          <BarListChart
            id="chart-status"
            title="Orders by status"
            columnLabel="Orders"
            items={orderStatuses.map((s) => ({ label: s, value: report.ordersByStatus[s] }))}
            format={count}
          />
          <BarListChart
            id="chart-payment"
            title="Sales by payment method"
            columnLabel="Sales"
            items={paymentSplit.map((p) => ({ label: paymentMethodText[p.method], value: p.sales }))}
            format={formatRupees}
            extraColumn={{ label: 'Orders', values: paymentSplit.map((p) => count(p.orders)) }}
          />
        </div>
      </AdminSection>
      <AdminSection id="report-products" title="Products" className="mb-8">
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-2">
          <BarListChart
            id="chart-top-revenue"
            title="Top 10 products by revenue"
            columnLabel="Revenue"
            items={topProducts.byRevenue.map((p) => ({ label: p.name, value: p.revenue }))}
            format={formatRupees}
            extraColumn={{ label: 'Units', values: topProducts.byRevenue.map((p) => count(p.units)) }}
          />
          <BarListChart
            id="chart-top-units"
            title="Top 10 products by units"
            columnLabel="Units"
            items={topProducts.byUnits.map((p) => ({ label: p.name, value: p.units }))}
            format={count}
            extraColumn={{
              label: 'Revenue',
              values: topProducts.byUnits.map((p) => formatRupees(p.revenue)),
            }}
          />
          <BarListChart
            id="chart-returns"
            title="Returns rate by product"
            columnLabel="Returned"
            items={returnRates.map((p) => ({ label: p.name, value: p.rate }))}
            format={percent}
            extraColumn={{
              label: 'Units returned / sold',
              values: returnRates.map((p) => `${count(p.unitsReturned)} / ${count(p.unitsSold)}`),
            }}
            empty="No returns on the orders of this period."
          />
        </div>
      </AdminSection>
    </>
  );
}
