'use client';

import Link from 'next/link';

/*
 * The root layout's not-found and unauthorized screens. Next.js puts the layout's fallback screens in
 * every page's component payload; as client components they cost a reference there, not their markup.
 */

/** The 404 screen (app/not-found.tsx). */
export function NotFoundView() {
  return (
    <div className="container-page py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">404</p>
      <h1 className="mt-3 font-display text-4xl font-semibold">This page could not be found</h1>
      <p className="mt-3 text-muted">The link may be broken or the page may have moved.</p>
      <Link href="/shop" className="btn btn-primary mt-8">
        Continue Shopping
      </Link>
    </div>
  );
}

/** The 401 screen (app/unauthorized.tsx): a page that needs a signed-in shopper. */
export function UnauthorizedView() {
  return (
    <div className="container-page py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">401</p>
      <h1 className="mt-3 font-display text-4xl font-semibold">Please log in to see this page</h1>
      <Link href="/login" className="btn btn-primary mt-8">
        Login
      </Link>
    </div>
  );
}
