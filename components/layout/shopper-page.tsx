import type { ReactNode } from 'react';
import { NeedsJavaScript } from '@/components/ui/needs-javascript';

/**
 * A page of one shopper's own things (cart, orders, wishlist): its title, then the screen their
 * browser draws, with the note `reason` when JavaScript is off.
 */
export function ShopperPage({
  title,
  reason,
  narrow = false,
  children,
}: {
  title: string;
  reason: string;
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={narrow ? 'container-page max-w-4xl py-10' : 'container-page py-10'}>
      <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
      <NeedsJavaScript reason={reason}>{children}</NeedsJavaScript>
    </div>
  );
}
