import { connection } from 'next/server';
import type { Metadata } from 'next';
import { z } from 'zod';
import { AdminForbidden } from '@/components/admin/admin-forbidden';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminPagination } from '@/components/admin/admin-pagination';
import { FilterBar, type FilterField } from '@/components/admin/filter-bar';
import { OutboxTable } from '@/components/admin/outbox-table';
import { pageParams } from '@/lib/admin';
import { readAdminQuery, type AdminPageProps } from '@/lib/admin/page-auth';
import { env } from '@/lib/env';
import { listOutbox } from '@/lib/mail';
import { emailStatuses } from '@/models';

export const metadata: Metadata = { title: 'E-mails' };

const querySchema = z.object({
  ...pageParams,
  status: z.enum(emailStatuses).optional().catch(undefined),
  to: z.string().trim().max(254).optional().catch(undefined),
});

const fields: FilterField[] = [
  { name: 'to', label: 'Recipient', wide: true },
  { name: 'status', label: 'Status', anyLabel: 'Any', choices: emailStatuses },
];

export default async function AdminOutboxPage({ searchParams }: AdminPageProps) {
  await connection();
  const admin = await readAdminQuery('/admin/outbox', searchParams, querySchema);
  if (!admin) return <AdminForbidden />;
  const { query } = admin;
  const result = await listOutbox({ ...query, to: query.to || undefined });
  return (
    <>
      <AdminPageHeader
        title="E-mails"
        description={
          env.SMTP_URL
            ? 'Every e-mail the store sends, newest first. Dates are India time.'
            : 'No mail server is configured (SMTP_URL): e-mails stay here, unsent, for you to read.'
        }
      />
      <FilterBar
        label="Filter e-mails"
        idPrefix="outbox"
        fields={fields}
        values={query}
        submitLabel="Filter"
      />
      <OutboxTable entries={result.entries} />
      <AdminPagination
        of={result}
        path="/admin/outbox"
        keep={{ to: query.to, status: query.status }}
        noun="e-mail"
      />
    </>
  );
}

export const instant = false;
