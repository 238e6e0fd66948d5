'use client';

import Link from 'next/link';
import { ShieldAlert } from 'lucide-react';

/** What a signed-in shopper sees at /admin: a 403 explanation, never admin content. */
export function AdminForbidden() {
  return (
    <div className="container-page flex max-w-xl flex-col items-center py-20 text-center">
      <ShieldAlert aria-hidden className="h-12 w-12 text-brand-600" />
      <p className="mt-4 text-sm font-semibold uppercase tracking-wider text-muted">Error 403</p>
      <h1 className="mt-2 font-display text-3xl font-semibold">This area is for store administrators</h1>
      <p className="mt-3 text-muted">
        Your account does not have access to the back office. If you run this store, sign in with an
        administrator account.
      </p>
      <div className="mt-8 flex gap-3">
        <Link href="/" className="btn btn-primary">
          Back to the store
        </Link>
        <Link href="/profile" className="btn btn-outline">
          Your profile
        </Link>
      </div>
    </div>
  );
}
