import { connection } from 'next/server';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AdminForbidden } from '@/components/admin/admin-forbidden';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { requireAdminPage } from '@/lib/admin/page-auth';
import { formatIstDateTime } from '@/lib/admin/time';
import { getContactMessage } from '@/lib/marketing';

export const metadata: Metadata = { title: 'Message' };

type Props = { params: Promise<{ id: string }> };

export default async function AdminMessagePage({ params }: Props) {
  await connection();
  const { id } = await params;
  if (!(await requireAdminPage(`/admin/messages/${id}`))) return <AdminForbidden />;
  const message = await getContactMessage(id);
  if (!message) notFound();
  const subject = message.subject || `Message from ${message.name}`;
  return (
    <>
      <AdminPageHeader title={subject} description={formatIstDateTime(message.createdAt)}>
        <Link href="/admin/messages" className="text-sm underline-offset-2 hover:underline">
          All messages
        </Link>
      </AdminPageHeader>
      <dl className="mb-4 grid grid-cols-[6rem_1fr] gap-1 text-sm">
        <dt className="text-muted">From</dt>
        <dd>{message.name}</dd>
        <dt className="text-muted">E-mail</dt>
        <dd className="break-all">
          <a
            href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${subject}`)}`}
            className="underline"
          >
            {message.email}
          </a>
        </dd>
        {message.phone ? (
          <>
            <dt className="text-muted">Phone</dt>
            <dd>{message.phone}</dd>
          </>
        ) : null}
      </dl>
      <p
        data-testid="message-text"
        className="whitespace-pre-wrap break-words rounded-2xl border border-line bg-white p-4 text-sm"
      >
        {message.message}
      </p>
    </>
  );
}

export const instant = false;
