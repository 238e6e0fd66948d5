'use client';

import Link from 'next/link';
import { useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { toast } from '@/components/providers/toast';
import { ProductImage } from '@/components/product/product-image';
import { AddressLines } from './address-lines';
import { OrderReturns } from './order-returns';
import { TrackingLink } from './tracking-link';
import { apiCall } from '@/lib/browser/api';
import { itemPrice, orderDateFormat, statusStyle, type ClientOrder } from '@/lib/browser/orders';
import { formatRupees } from '@/lib/money/shared/money';
import { lineOptionsLabel } from '@/lib/orders/shared/line-options';
import { paymentMethodText, paymentStateText } from '@/lib/orders/shared/payment-text';

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** One order: summary row, the courier's tracking link once shipped, and when expanded its items, address, payment and status timeline. */
export function OrderCard({
  order,
  defaultOpen,
  onChanged,
}: {
  order: ClientOrder;
  defaultOpen: boolean;
  onChanged: () => Promise<void>;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [cancelling, setCancelling] = useState(false);
  const look = statusStyle(order.status);
  const count = order.items.reduce((n, i) => n + i.quantity, 0);
  const a = order.address;

  const cancel = async () => {
    if (!window.confirm('Cancel this order? Items will be released and any payment refunded.')) return;
    setCancelling(true);
    const answer = await apiCall('/api/order/cancel', { body: { orderId: order._id } });
    setCancelling(false);
    if (!answer.success) return void toast.error(answer.message);
    toast.success('Your order has been cancelled.');
    await onChanged();
  };

  return (
    <article
      className="overflow-hidden rounded-2xl border border-line bg-white"
      data-testid="order-card"
      data-order-id={order._id}
    >
      <h2>
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full flex-wrap items-center gap-x-6 gap-y-2 px-5 py-4 text-left"
        >
          <span className="flex -space-x-3">
            {order.items.slice(0, 3).map((item, i) => (
              <ProductImage
                key={i}
                src={item.image[0]}
                alt=""
                width={48}
                height={60}
                sizes="44px"
                className="h-14 w-11 rounded-lg border-2 border-white object-cover"
              />
            ))}
          </span>
          <span className="min-w-40 flex-1">
            <span className="block text-sm font-semibold">Order #{order._id.slice(-8).toUpperCase()}</span>
            <span className="block text-xs text-muted">
              {orderDateFormat.format(new Date(order.date))} · {count} {count === 1 ? 'item' : 'items'} ·{' '}
              {formatRupees(order.amount)}
            </span>
          </span>
          <span
            className={`rounded-full px-3 py-1 text-xs font-semibold ${look.className}`}
            data-testid="order-status"
          >
            {look.label}
          </span>
          <ChevronDown aria-hidden className={`h-5 w-5 transition ${open ? 'rotate-180' : ''}`} />
        </button>
      </h2>
      {order.shipment ? (
        <TrackingLink shipment={order.shipment} className="border-t border-line px-5 py-3" />
      ) : null}
      {open ? (
        <div className="grid gap-6 border-t border-line px-5 py-5 md:grid-cols-[1.5fr_1fr]">
          <ul className="min-w-0 divide-y divide-line">
            {order.items.map((item, i) => {
              const price = itemPrice(item);
              return (
                <li key={i} className="flex gap-4 py-3 text-sm">
                  <ProductImage
                    src={item.image[0]}
                    alt=""
                    width={64}
                    height={80}
                    sizes="64px"
                    className="h-20 w-16 rounded-lg object-cover"
                  />
                  <div>
                    {item.productId ? (
                      <Link href={`/product/${item.productId}`} className="font-medium hover:underline">
                        {item.name}
                      </Link>
                    ) : (
                      <p className="font-medium">{item.name}</p>
                    )}
                    <p className="text-muted" data-testid="order-line-options">
                      {price != null ? formatRupees(price) : ''} · Quantity: {item.quantity}
                      {lineOptionsLabel(item) ? ` · ${lineOptionsLabel(item)}` : ''}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
          <div className="min-w-0 space-y-5 text-sm">
            <div>
              <h3 className="font-semibold">Payment</h3>
              <p className="text-muted">
                {paymentMethodText[order.paymentMethod]} ·{' '}
                {paymentStateText(order.paymentMethod, order.paymentState)}
              </p>
            </div>
            <div>
              <h3 className="font-semibold">Delivery address</h3>
              <p className="text-muted">
                <AddressLines address={a} />
                <br />
                {a.phone}
              </p>
            </div>
            {order.statusHistory?.length ? (
              <div>
                <h3 className="font-semibold">Status timeline</h3>
                <ol className="mt-2 space-y-2 border-l-2 border-line pl-4" data-testid="status-timeline">
                  {order.statusHistory.map((h, i) => (
                    <li key={i} className="relative">
                      <span
                        aria-hidden
                        className="absolute -left-[1.3rem] top-1.5 h-2.5 w-2.5 rounded-full bg-ink"
                      />
                      <span className="font-medium">{h.status}</span>{' '}
                      <span className="text-xs text-muted">{timeFormat.format(new Date(h.date))}</span>
                      {h.note ? <span className="block text-xs text-muted">{h.note}</span> : null}
                    </li>
                  ))}
                </ol>
              </div>
            ) : null}
            <OrderReturns order={order} onChanged={onChanged} />
            <div className="flex flex-wrap gap-3 pt-1">
              <Link href={`/orders/${order._id}/invoice`} className="btn btn-outline py-2">
                Invoice
              </Link>
              {order.canCancel ? (
                <button
                  type="button"
                  onClick={cancel}
                  disabled={cancelling}
                  className="btn btn-outline py-2 text-danger"
                >
                  {cancelling ? 'Cancelling…' : 'Cancel order'}
                </button>
              ) : null}
            </div>
          </div>
        </div>
      ) : null}
    </article>
  );
}
