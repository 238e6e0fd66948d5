import type { Metadata } from 'next';
import { WishlistView } from '@/components/account/wishlist-view';
import { ShopperPage } from '@/components/layout/shopper-page';

export const metadata: Metadata = { title: 'Your Wishlist', robots: { index: false } };

export default function WishlistPage() {
  return (
    <ShopperPage title="Your Wishlist" reason="Your wishlist is kept by this page's scripts.">
      <WishlistView />
    </ShopperPage>
  );
}

export const instant = false;
