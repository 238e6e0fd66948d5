import { connection } from 'next/server';
import type { Metadata } from 'next';
import { AdminForbidden } from '@/components/admin/admin-forbidden';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { SizeChartRowForm } from '@/components/admin/size-chart-row-form';
import { requireAdminPage } from '@/lib/admin/page-auth';
import { displayName } from '@/lib/catalog';
import { listSizeCharts } from '@/lib/size-charts';

export const metadata: Metadata = { title: 'Size charts' };

export default async function AdminSizeChartsPage() {
  await connection();
  if (!(await requireAdminPage('/admin/size-charts'))) return <AdminForbidden />;
  const rows = await listSizeCharts();
  const categories = [...new Set(rows.map((r) => r.category))];
  return (
    <>
      <AdminPageHeader
        title="Size charts"
        description="Body measurements per size, in centimetres: product pages of the category show them, with inches worked out. Leave a field empty where it is not measured."
      />
      {categories.map((category) => (
        <section
          key={category}
          aria-label={displayName(category)}
          className="mt-6 rounded-xl border border-line bg-white p-4"
        >
          <h2 className="text-lg font-semibold">{displayName(category)}</h2>
          {rows
            .filter((r) => r.category === category)
            .map((row) => (
              <SizeChartRowForm key={row._id} row={row} />
            ))}
        </section>
      ))}
      {rows.length === 0 ? (
        <p className="text-sm text-muted">No size charts yet: run the seed script.</p>
      ) : null}
    </>
  );
}

export const instant = false;
