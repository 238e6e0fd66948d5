'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { UserRound } from 'lucide-react';
import { useShop } from '@/components/providers/shop-provider';
import { ChangePasswordForm } from './change-password-form';
import { ProfileDetailsForm } from './profile-details-form';
import { ProfileSection } from './profile-section';
import { SavedAddresses } from './saved-addresses';
import { useStoreConfig } from '@/lib/browser/store-config';
import { ProductImage } from '@/components/product/product-image';
import { lineOptionsText, linePhoto, toCartLines } from '@/components/cart/cart-lines';
import { apiCall } from '@/lib/browser/api';
import { lineOptionsLabel } from '@/lib/orders/shared/line-options';
import {
  itemPrice,
  orderDateFormat,
  statusStyle,
  withStoreImages,
  type ClientOrder,
} from '@/lib/browser/orders';
import { useProducts } from '@/lib/browser/use-products';
import { formatRupees } from '@/lib/money/shared/money';

/** /profile in its three states: signed out, loading, signed in (spec section 2). */
export function ProfileView() {
  const { user, status } = useShop();
  if (status === 'loading') return <p className="py-24 text-center text-muted">Loading profile...</p>;
  if (!user) {
    return (
      <div className="mx-auto max-w-md py-24 text-center">
        <UserRound aria-hidden className="mx-auto h-12 w-12 text-brand-500" />
        <h1 className="mt-4 font-display text-3xl font-semibold">Access Your Profile</h1>
        <p className="mt-3 text-muted">Please sign in to view your profile, orders, and cart.</p>
        <div className="mt-8 flex justify-center gap-3">
          <Link href="/login" className="btn btn-primary">
            Sign In
          </Link>
          <Link href="/login" className="btn btn-outline">
            Create Account
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl py-10">
      <div className="flex items-center gap-4 rounded-3xl bg-brand-50 p-6">
        <span
          className="flex h-14 w-14 items-center justify-center rounded-full bg-ink text-xl font-semibold text-white"
          aria-hidden
        >
          {user.name.slice(0, 1).toUpperCase()}
        </span>
        <div>
          <h1 className="font-display text-2xl font-semibold" data-testid="profile-name">
            {user.name}
          </h1>
          <p className="text-sm text-muted" data-testid="profile-email">
            {user.email}
          </p>
        </div>
      </div>
      <RecentOrders />
      <MyCart />
      <ProfileDetailsForm />
      <SavedAddresses />
      <ChangePasswordForm />
    </div>
  );
}

function RecentOrders() {
  const [orders, setOrders] = useState<ClientOrder[] | null>(null);
  const { mediaBaseUrl } = useStoreConfig();
  useEffect(() => {
    void apiCall<{ orders: ClientOrder[] }>('/api/order/userorders', { body: {} }).then((a) =>
      setOrders(a.success ? a.orders.map((o) => withStoreImages(o, mediaBaseUrl)) : []),
    );
  }, [mediaBaseUrl]);
  const items = (orders ?? [])
    .slice()
    .sort((a, b) => b.date - a.date)
    .flatMap((o) => o.items.map((item) => ({ item, order: o })))
    .slice(0, 3);
  return (
    <ProfileSection title="Recent Orders">
      {orders === null ? (
        <p className="text-sm text-muted">Loading…</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted">No orders yet.</p>
      ) : (
        <ul className="divide-y divide-line" data-testid="recent-orders">
          {items.map(({ item, order }, i) => {
            const price = itemPrice(item);
            const look = statusStyle(order.status);
            return (
              <li key={`${order._id}-${i}`} className="flex gap-4 py-3">
                <ProductImage
                  src={item.image[0]}
                  alt=""
                  width={64}
                  height={80}
                  sizes="64px"
                  className="h-20 w-16 rounded-lg object-cover"
                />
                <div className="flex-1 text-sm">
                  <p className="font-medium">{item.name}</p>
                  <p className="text-muted">
                    {price != null ? formatRupees(price) : 'Price not available'} · Qty {item.quantity}
                    {lineOptionsLabel(item) ? ` · ${lineOptionsLabel(item)}` : ''}
                  </p>
                  <p className="text-xs text-muted">{orderDateFormat.format(new Date(order.date))}</p>
                </div>
                <span className={`h-fit rounded-full px-2.5 py-1 text-xs font-semibold ${look.className}`}>
                  {look.label}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <Link href="/orders" className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
        View All Orders →
      </Link>
    </ProfileSection>
  );
}

function MyCart() {
  const { cart } = useShop();
  const { products, status } = useProducts(Object.keys(cart));
  // Lines whose product is missing from the catalogue are skipped here (the cart page shows them).
  const lines = toCartLines(cart, products).filter((l) => l.product);
  return (
    <ProfileSection title="My Cart">
      {status === 'loading' && Object.keys(cart).length > 0 ? (
        <p className="text-sm text-muted">Loading…</p>
      ) : lines.length === 0 ? (
        <p className="text-sm text-muted">Your cart is empty.</p>
      ) : (
        <ul className="divide-y divide-line" data-testid="profile-cart">
          {lines.map((l) => (
            <li key={`${l.productId}-${l.key}`} className="flex gap-4 py-3 text-sm">
              <ProductImage
                src={linePhoto(l)}
                alt=""
                width={64}
                height={80}
                sizes="64px"
                className="h-20 w-16 rounded-lg object-cover"
              />
              <div>
                <p className="font-medium">{l.product!.name}</p>
                <p className="text-muted">
                  {l.product!.price != null ? formatRupees(l.product!.price) : 'Price not available'} · Qty{' '}
                  {l.quantity}
                  {lineOptionsText(l) ? ` · ${lineOptionsText(l)}` : ''}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Link href="/cart" className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
        View Full Cart →
      </Link>
    </ProfileSection>
  );
}
