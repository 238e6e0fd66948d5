import type { Metadata } from 'next';
import { OrdersView } from '@/components/orders/orders-view';
import { ShopperPage } from '@/components/layout/shopper-page';

export const metadata: Metadata = { title: 'My Orders', robots: { index: false } };

export default function OrdersPage() {
  return (
    <ShopperPage
      title="My Orders"
      narrow
      reason="Your orders are shown once this page's scripts sign you in."
    >
      <OrdersView />
    </ShopperPage>
  );
}

export const instant = false;
