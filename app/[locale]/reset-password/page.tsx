import { connection } from 'next/server';
import type { Metadata } from 'next';
import Link from 'next/link';
import { ResetPasswordForm } from '@/components/account/reset-password-form';
import { NeedsJavaScript } from '@/components/ui/needs-javascript';

export const metadata: Metadata = {
  title: 'Choose a new password',
  robots: { index: false },
  // The token is in this page's URL: never hand it to another site as a referrer.
  referrer: 'no-referrer',
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ResetPasswordPage({ searchParams }: Props) {
  await connection();
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  return (
    <div className="container-page pb-10">
      {token ? (
        <NeedsJavaScript
          title="Choose a new password"
          reason="Setting the password runs in this page's scripts."
        >
          <ResetPasswordForm token={token} />
        </NeedsJavaScript>
      ) : (
        <div className="mx-auto mt-16 max-w-sm space-y-4 rounded-3xl border border-line bg-white p-8 text-center">
          <h1 className="font-display text-3xl font-semibold">Reset link missing</h1>
          <p className="text-sm text-muted">Open the link from your e-mail, or ask for a new one.</p>
          <Link href="/forgot-password" className="btn btn-primary w-full py-3">
            Ask for a reset link
          </Link>
        </div>
      )}
    </div>
  );
}

export const instant = false;
