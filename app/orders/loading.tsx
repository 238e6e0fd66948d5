import { OrdersSkeleton } from '@/components/orders/orders-skeleton';

/** Shown while a client-side navigation to /orders waits for the page. */
export default function OrdersLoading() {
  return (
    <div className="container-page max-w-4xl py-10">
      <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">My Orders</h1>
      <OrdersSkeleton />
    </div>
  );
}
