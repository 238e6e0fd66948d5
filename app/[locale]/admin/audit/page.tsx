import { connection } from 'next/server';
import type { Metadata } from 'next';
import { z } from 'zod';
import { AdminForbidden } from '@/components/admin/admin-forbidden';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminPagination } from '@/components/admin/admin-pagination';
import { AuditTable } from '@/components/admin/audit-table';
import { listAuditLog, pageParams } from '@/lib/admin';
import { readAdminQuery, type AdminPageProps } from '@/lib/admin/page-auth';

export const metadata: Metadata = { title: 'Audit log' };

const querySchema = z.object(pageParams);

export default async function AdminAuditPage({ searchParams }: AdminPageProps) {
  await connection();
  const admin = await readAdminQuery('/admin/audit', searchParams, querySchema);
  if (!admin) return <AdminForbidden />;
  const { query, raw } = admin;
  const log = await listAuditLog({ ...query, limit: raw.limit ? query.limit : 30 });
  return (
    <>
      <AdminPageHeader title="Audit log" description="Every back-office change, newest first." />
      <AuditTable entries={log.entries} />
      <AdminPagination
        of={log}
        path="/admin/audit"
        keep={{ limit: raw.limit }}
        noun="entry"
        plural="entries"
      />
    </>
  );
}

export const instant = false;
