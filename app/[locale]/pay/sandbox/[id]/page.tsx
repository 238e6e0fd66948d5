import { connection } from 'next/server';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { FlaskConical, TriangleAlert } from '@/components/ui/server-icons';
import { getPageUser } from '@/lib/accounts/page-session';
import { AppError } from '@/lib/errors';
import { formatRupees } from '@/lib/money';
import { getSandboxSession } from '@/lib/orders/sandbox';
import { SubmitButton } from '@/components/ui/submit-button';
import { decideSandboxPayment } from './actions';

export const metadata: Metadata = { title: 'Test payment', robots: { index: false } };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ error?: string }> };

/**
 * The offline sandbox payment provider: clearly TEST MODE, approve or decline, for the order's shopper
 * only; a 404 for anyone else and whenever PAYMENTS_SANDBOX is off.
 */
export default async function SandboxPaymentPage({ params, searchParams }: Props) {
  await connection();
  const { id } = await params;
  const { error } = await searchParams;
  const user = await getPageUser();
  if (!user) redirect(`/login?next=${encodeURIComponent(`/pay/sandbox/${id}`)}`);
  const session = await getSandboxSession(id, user.id).catch((e: unknown) => {
    if (e instanceof AppError && (e.code === 'not_found' || e.code === 'forbidden')) return null;
    throw e;
  });
  if (!session) notFound();
  const method = session.method === 'upi' ? 'UPI' : 'Card';
  return (
    <div className="container-page max-w-lg py-12">
      <div
        className="rounded-3xl border-2 border-dashed border-amber-500 bg-amber-50 p-8"
        data-testid="sandbox-payment"
      >
        <p className="flex items-center gap-2 text-sm font-bold uppercase tracking-widest text-amber-800">
          <FlaskConical aria-hidden className="h-5 w-5" /> Test mode — no real money moves
        </p>
        <p
          role="alert"
          className="mt-3 flex gap-2 rounded-xl bg-amber-200 p-3 text-sm font-semibold text-amber-950"
          data-testid="sandbox-warning"
        >
          <TriangleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          This store runs with the payment sandbox switched on (PAYMENTS_SANDBOX): approving here marks the
          order paid without any payment. Never leave it on for a live store.
        </p>
        <h1 className="mt-4 font-display text-3xl font-semibold">Sandbox {method} payment</h1>
        <dl className="mt-6 space-y-2 text-sm">
          <div className="flex justify-between">
            <dt className="text-muted">Amount</dt>
            <dd className="text-lg font-semibold">{formatRupees(session.amount)}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-muted">Order</dt>
            <dd className="font-mono">{session.orderId}</dd>
          </div>
        </dl>
        {error ? (
          <p role="alert" className="mt-4 text-sm text-danger">
            {error}
          </p>
        ) : null}
        {session.state === 'open' ? (
          <form action={decideSandboxPayment} className="mt-8 flex gap-3">
            <input type="hidden" name="sessionId" value={session.id} />
            <input type="hidden" name="decision" value="approve" />
            <SubmitButton className="btn btn-brand flex-1 py-3">Approve payment</SubmitButton>
          </form>
        ) : (
          <p className="mt-8 text-sm">
            This payment is <strong>{session.state}</strong>.{' '}
            {session.returnUrl ? (
              <Link href={session.returnUrl} className="underline">
                Return to the store
              </Link>
            ) : (
              <Link href="/cart" className="underline">
                Back to your cart
              </Link>
            )}
          </p>
        )}
        {session.state === 'open' ? (
          <form action={decideSandboxPayment} className="mt-3">
            <input type="hidden" name="sessionId" value={session.id} />
            <input type="hidden" name="decision" value="decline" />
            <SubmitButton className="btn btn-outline w-full py-3">Decline payment</SubmitButton>
          </form>
        ) : null}
      </div>
    </div>
  );
}

export const instant = false;
