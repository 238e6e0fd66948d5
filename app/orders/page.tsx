import type { Metadata } from 'next';
import { OrdersView } from '@/components/orders/orders-view';
import { NeedsJavaScript } from '@/components/ui/needs-javascript';

export const metadata: Metadata = { title: 'My Orders', robots: { index: false } };

export default function OrdersPage() {
  return (
    <div className="container-page max-w-4xl py-10">
      <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">My Orders</h1>
      <NeedsJavaScript reason="Your orders are shown once this page's scripts sign you in.">
        <OrdersView />
      </NeedsJavaScript>
    </div>
  );
}
