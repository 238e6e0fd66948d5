import { connection } from 'next/server';
import type { Metadata } from 'next';
import { z } from 'zod';
import { AdminForbidden } from '@/components/admin/admin-forbidden';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminPagination } from '@/components/admin/admin-pagination';
import { AdminSection } from '@/components/admin/admin-section';
import { MessagesTable } from '@/components/admin/messages-table';
import { pageParams } from '@/lib/admin';
import { readAdminQuery, type AdminPageProps } from '@/lib/admin/page-auth';
import { env } from '@/lib/env';
import { listContactMessages } from '@/lib/marketing';

export const metadata: Metadata = { title: 'Messages' };

const querySchema = z.object(pageParams);

export default async function AdminMessagesPage({ searchParams }: AdminPageProps) {
  await connection();
  const admin = await readAdminQuery('/admin/messages', searchParams, querySchema);
  if (!admin) return <AdminForbidden />;
  const result = await listContactMessages(admin.query);
  return (
    <>
      <AdminPageHeader
        title="Messages"
        description={`What shoppers wrote on the contact page, newest first (each is also e-mailed to ${env.STORE_EMAIL}). ${result.unread} unread.`}
      />
      <AdminSection id="inbox-list" title="Inbox" hiddenTitle>
        <MessagesTable messages={result.messages} />
      </AdminSection>
      <AdminPagination of={result} path="/admin/messages" noun="message" />
    </>
  );
}

export const instant = false;
