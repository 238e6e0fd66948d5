'use client';

import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import { Package, RefreshCw } from 'lucide-react';
import { toast } from '@/components/providers/toast';
import { useShop } from '@/components/providers/shop-provider';
import { useStoreConfig } from '@/lib/browser/store-config';
import { apiCall } from '@/lib/browser/api';
import { withStoreImages, type ClientOrder } from '@/lib/browser/orders';
import { OrderCard } from './order-card';
import { OrdersSkeleton } from './orders-skeleton';

/** /orders: expandable order cards newest first, Refresh Status, cancellation (spec section 2). */
export function OrdersView() {
  const { user, status } = useShop();
  const [orders, setOrders] = useState<ClientOrder[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const { mediaBaseUrl } = useStoreConfig();

  const load = useCallback(
    () =>
      apiCall<{ orders: ClientOrder[] }>('/api/order/userorders', { body: {} }).then((answer) => {
        if (answer.success) {
          setOrders(
            answer.orders.map((o) => withStoreImages(o, mediaBaseUrl)).sort((a, b) => b.date - a.date),
          );
          setFailed(false);
        } else {
          setFailed(true);
          toast.error('Failed to load orders.');
        }
      }),
    [mediaBaseUrl],
  );

  useEffect(() => {
    if (status !== 'ready' || !user) return;
    void load();
  }, [status, user, load]);

  if (status === 'loading') return <OrdersSkeleton />;
  if (!user) {
    return (
      <div className="mt-10 text-center">
        <p className="text-muted">Please sign in to see your orders.</p>
        <Link href="/login?next=/orders" className="btn btn-primary mt-4">
          Sign In
        </Link>
      </div>
    );
  }

  const refresh = async () => {
    setRefreshing(true);
    await load();
    setRefreshing(false);
  };

  return (
    <>
      <div className="mt-2 flex justify-end">
        <button type="button" onClick={refresh} disabled={refreshing} className="btn btn-outline">
          <RefreshCw aria-hidden className={`h-4 w-4 ${refreshing ? 'animate-spin' : ''}`} /> Refresh Status
        </button>
      </div>
      {orders === null ? (
        failed ? (
          <p className="mt-8 text-sm text-danger">Failed to load orders.</p>
        ) : (
          <OrdersSkeleton />
        )
      ) : orders.length === 0 ? (
        <div className="mt-8 rounded-3xl border border-dashed border-stone-300 bg-white px-6 py-20 text-center">
          <Package aria-hidden className="mx-auto h-10 w-10 text-brand-500" />
          <h2 className="mt-4 font-display text-2xl font-semibold">No Orders Yet</h2>
          <p className="mt-2 text-sm text-muted">When you place an order it will show up here.</p>
          <Link href="/shop" className="btn btn-primary mt-6">
            Start Shopping
          </Link>
        </div>
      ) : (
        <ul className="mt-6 space-y-4" data-testid="orders">
          {orders.map((order, i) => (
            <li key={order._id}>
              <OrderCard order={order} defaultOpen={i === 0} onChanged={load} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
