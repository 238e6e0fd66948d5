import { connection } from 'next/server';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { getPageUser } from '@/lib/accounts/page-session';
import { AppError } from '@/lib/errors';
import { getInvoiceForUser, type Invoice } from '@/lib/orders';
import { InvoiceDocument } from '@/components/orders/invoice-document';
import { PrintButton } from '@/components/orders/print-button';

export const metadata: Metadata = { title: 'Tax invoice', robots: { index: false } };

type Props = { params: Promise<{ id: string }> };

export default async function InvoicePage({ params }: Props) {
  await connection();
  const { id } = await params;
  const user = await getPageUser();
  if (!user) redirect(`/login?next=${encodeURIComponent(`/orders/${id}/invoice`)}`);
  let invoice: Invoice | null = null;
  let problem: string | null = null;
  try {
    invoice = await getInvoiceForUser(user.id, id);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'not_found' || error.code === 'forbidden') notFound();
    problem = error.message;
  }
  return (
    <div className="container-page max-w-4xl py-10">
      <div className="mb-6 flex items-center justify-between print:hidden">
        <Link href="/orders" className="text-sm font-semibold underline">
          ← Back to orders
        </Link>
        {invoice ? <PrintButton /> : null}
      </div>
      {invoice ? (
        <InvoiceDocument invoice={invoice} />
      ) : (
        <p className="rounded-2xl border border-line bg-white p-8 text-muted">{problem}</p>
      )}
    </div>
  );
}

export const instant = false;
