import type { Metadata } from 'next';
import { WishlistView } from '@/components/account/wishlist-view';
import { NeedsJavaScript } from '@/components/ui/needs-javascript';

export const metadata: Metadata = { title: 'Your Wishlist', robots: { index: false } };

export default function WishlistPage() {
  return (
    <div className="container-page py-10">
      <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">Your Wishlist</h1>
      <NeedsJavaScript reason="Your wishlist is kept by this page's scripts.">
        <WishlistView />
      </NeedsJavaScript>
    </div>
  );
}
