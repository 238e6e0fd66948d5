import type { Metadata } from 'next';
import { PlaceOrderForm } from '@/components/checkout/place-order-form';
import { NeedsJavaScript } from '@/components/ui/needs-javascript';

export const metadata: Metadata = { title: 'Checkout', robots: { index: false } };

export default function PlaceOrderPage() {
  return (
    <div className="container-page py-10">
      <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">Checkout</h1>
      <NeedsJavaScript reason="Checkout reads your cart and pays through this page's scripts.">
        <PlaceOrderForm />
      </NeedsJavaScript>
    </div>
  );
}

export const instant = false;
