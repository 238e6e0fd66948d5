import { connection } from 'next/server';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AdminForbidden } from '@/components/admin/admin-forbidden';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { requireAdminPage } from '@/lib/admin/page-auth';
import { formatIstDateTime } from '@/lib/admin/time';
import { getOutboxEmail } from '@/lib/mail';

export const metadata: Metadata = { title: 'E-mail' };

type Props = { params: Promise<{ id: string }> };

export default async function AdminOutboxEmailPage({ params }: Props) {
  await connection();
  const { id } = await params;
  if (!(await requireAdminPage(`/admin/outbox/${id}`))) return <AdminForbidden />;
  const mail = await getOutboxEmail(id);
  if (!mail) notFound();
  return (
    <>
      <AdminPageHeader
        title={mail.subject}
        description={`To ${mail.to} · ${formatIstDateTime(mail.createdAt)}`}
      >
        <Link href="/admin/outbox" className="text-sm underline-offset-2 hover:underline">
          All e-mails
        </Link>
      </AdminPageHeader>
      <dl className="mb-4 grid grid-cols-[8rem_1fr] gap-1 text-sm">
        <dt className="text-muted">Status</dt>
        <dd>{mail.status}</dd>
        <dt className="text-muted">Attempts</dt>
        <dd>{mail.attempts}</dd>
        {mail.sentAt ? (
          <>
            <dt className="text-muted">Sent</dt>
            <dd>{formatIstDateTime(mail.sentAt)}</dd>
          </>
        ) : null}
        {mail.lastError ? (
          <>
            <dt className="text-muted">Last error</dt>
            <dd className="break-all">{mail.lastError}</dd>
          </>
        ) : null}
      </dl>
      <h2 className="mb-2 font-semibold">Plain text</h2>
      <pre
        data-testid="email-text"
        className="mb-6 whitespace-pre-wrap break-words rounded-2xl border border-line bg-white p-4 text-sm"
      >
        {mail.text}
      </pre>
      <h2 className="mb-2 font-semibold">HTML</h2>
      {/* An empty sandbox: the message's HTML can neither run scripts nor reach this page. */}
      <iframe
        title="HTML version"
        sandbox=""
        srcDoc={mail.html}
        className="h-[32rem] w-full rounded-2xl border border-line bg-white"
      />
    </>
  );
}

export const instant = false;
