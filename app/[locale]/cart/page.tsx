import type { Metadata } from 'next';
import { CartView } from '@/components/cart/cart-view';
import { ShopperPage } from '@/components/layout/shopper-page';

export const metadata: Metadata = { title: 'Your Cart', robots: { index: false } };

export default function CartPage() {
  return (
    <ShopperPage title="Your Cart" reason="Your cart is kept and priced by this page's scripts.">
      <CartView />
    </ShopperPage>
  );
}

export const instant = false;
