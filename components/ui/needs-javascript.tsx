import Link from 'next/link';
import type { ReactNode } from 'react';

/**
 * A screen the shopper's browser runs (cart, wishlist, sign-in, orders): without JavaScript it
 * would sit on "Loading…" or stay blank, so it is hidden and a note says why, with a way on.
 */
export function NeedsJavaScript({
  title,
  reason,
  children,
}: {
  /** A heading for pages whose only heading is inside the hidden screen. */
  title?: string;
  reason: string;
  children: ReactNode;
}) {
  return (
    <>
      <noscript>
        {title ? <h1 className="pt-10 font-display text-3xl font-semibold tracking-tight">{title}</h1> : null}
        <div role="note" className="mt-8 max-w-xl rounded-xl border border-line bg-white p-5 text-sm">
          <p className="font-semibold">This needs JavaScript.</p>
          <p className="mt-1 text-muted">{reason} Turn JavaScript on in your browser and reload the page.</p>
          <p className="mt-3">
            <Link href="/shop" className="font-semibold text-brand-700 underline">
              Browse the shop
            </Link>{' '}
            — the catalogue, filters and search work without it.
          </p>
        </div>
      </noscript>
      <div className="noscript:hidden">{children}</div>
    </>
  );
}
