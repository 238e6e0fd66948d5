import type { Metadata } from 'next';
import { z } from 'zod';
import { AdminForbidden } from '@/components/admin/admin-forbidden';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminPagination } from '@/components/admin/admin-pagination';
import { AuditTable } from '@/components/admin/audit-table';
import { firstValues, listAuditLog, pageParams } from '@/lib/admin';
import { requireAdminPage, withQuery } from '@/lib/admin/page-auth';

export const metadata: Metadata = { title: 'Audit log' };

const querySchema = z.object(pageParams);
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminAuditPage({ searchParams }: Props) {
  const raw = firstValues(await searchParams);
  if (!(await requireAdminPage(withQuery('/admin/audit', raw)))) return <AdminForbidden />;
  const parsed = querySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : querySchema.parse({});
  const log = await listAuditLog({ ...query, limit: raw.limit ? query.limit : 30 });
  return (
    <>
      <AdminPageHeader title="Audit log" description="Every back-office change, newest first." />
      <AuditTable entries={log.entries} />
      <AdminPagination
        page={log.page}
        totalPages={log.totalPages}
        total={log.total}
        noun="entry"
        plural="entries"
        href={(page) => withQuery('/admin/audit', { page: page === 1 ? undefined : page, limit: raw.limit })}
      />
    </>
  );
}
