'use client';

import Link from 'next/link';

type Props = {
  /** What failed to load, in the shopper's words ("this product", "your orders"). */
  what: string;
  reset: () => void;
  /** The way back out of the area: its home, not necessarily the store's. */
  back: { href: string; label: string };
};

/** The body of an area's error.tsx: what failed, a retry, and a link back out of the area. */
export function AreaError({ what, reset, back }: Props) {
  return (
    <div className="container-page py-24 text-center" role="alert">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">Something went wrong</p>
      <h1 className="mt-3 font-display text-4xl font-semibold">We couldn’t load {what}</h1>
      <p className="mx-auto mt-3 max-w-md text-muted">
        It is most likely a brief hiccup on our side. Please try again in a moment.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={reset} className="btn btn-primary">
          Try again
        </button>
        <Link href={back.href} className="btn btn-outline">
          {back.label}
        </Link>
      </div>
    </div>
  );
}
