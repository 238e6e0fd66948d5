import { connection } from 'next/server';
import type { Metadata } from 'next';
import { AdminForbidden } from '@/components/admin/admin-forbidden';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminSection } from '@/components/admin/admin-section';
import { FilterBar, type FilterField } from '@/components/admin/filter-bar';
import { GstSummaryTables } from '@/components/admin/gst-summary-tables';
import { QueryError } from '@/components/admin/query-error';
import { ReportCharts } from '@/components/admin/report-charts';
import { ReportPresets } from '@/components/admin/report-presets';
import { readAdminQuery, type AdminPageProps } from '@/lib/admin/page-auth';
import { formatIstDate, istDateStart } from '@/lib/admin/time';
import { getReport, reportPresets, reportQuerySchema } from '@/lib/reports';

export const metadata: Metadata = { title: 'Reports' };

const periodFields: FilterField[] = [
  { name: 'from', label: 'From', type: 'date' },
  { name: 'to', label: 'To', type: 'date' },
];

/** Reports for a period of India days: sales and orders by day, status, payments, products, returns, GST. */
export default async function AdminReportsPage({ searchParams }: AdminPageProps) {
  await connection();
  const admin = await readAdminQuery('/admin/reports', searchParams, reportQuerySchema);
  if (!admin) return <AdminForbidden />;
  const { query: period, error } = admin;
  const report = await getReport(period);
  const csvHref = `/api/admin/reports/gst?from=${period.from}&to=${period.to}`;
  return (
    <>
      <AdminPageHeader
        title="Reports"
        description={`${formatIstDate(istDateStart(period.from))} to ${formatIstDate(istDateStart(period.to))}, India time (IST). Sales leave out cancelled orders and failed or refunded payments.`}
      />
      <FilterBar
        label="Report period"
        idPrefix="report"
        fields={periodFields}
        values={period}
        submitLabel="Show report"
      />
      <ReportPresets presets={reportPresets()} from={period.from} to={period.to} />
      {error ? <QueryError message={error} /> : null}
      <ReportCharts report={report} />
      <AdminSection id="report-gst" title="GST summary">
        <p className="text-sm text-muted">
          Invoices dated in the period (cancelled orders have none), less credit notes for returns refunded in
          it. Within {report.gst.storeState}: CGST + SGST; other states: IGST. Each line is split as on its
          invoice.
        </p>
        <a href={csvHref} download className="btn-outline inline-flex" data-testid="gst-csv">
          Download GST summary (CSV)
        </a>
        <GstSummaryTables gst={report.gst} />
      </AdminSection>
    </>
  );
}

export const instant = false;
