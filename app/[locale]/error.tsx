'use client';

import Link from 'next/link';

/** Friendly error page for any failure while rendering (for example the database being briefly unavailable). */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="container-page py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">Something went wrong</p>
      <h1 className="mt-3 font-display text-4xl font-semibold">We’ll be right back</h1>
      <p className="mx-auto mt-3 max-w-md text-muted">
        The store hit a snag loading this page. Your cart is safe. Please try again in a moment.
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <button type="button" onClick={reset} className="btn btn-primary">
          Try again
        </button>
        <Link href="/" className="btn btn-outline">
          Go home
        </Link>
      </div>
    </div>
  );
}
