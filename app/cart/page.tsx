import type { Metadata } from 'next';
import { CartView } from '@/components/cart/cart-view';
import { NeedsJavaScript } from '@/components/ui/needs-javascript';

export const metadata: Metadata = { title: 'Your Cart', robots: { index: false } };

export default function CartPage() {
  return (
    <div className="container-page py-10">
      <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">Your Cart</h1>
      <NeedsJavaScript reason="Your cart is kept and priced by this page's scripts.">
        <CartView />
      </NeedsJavaScript>
    </div>
  );
}
