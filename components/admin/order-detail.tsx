import Link from 'next/link';
import type { AdminOrderDetail } from '@/lib/admin';
import { formatIstDateTime } from '@/lib/admin/time';
import { formatRupees } from '@/lib/money';
import { lineOptionsLabel } from '@/lib/orders/line-options';
import { paymentMethodText, paymentStateText } from '@/lib/orders/payment-text';
import { StatusBadge } from './status-badge';
import { AddressLines } from '@/components/orders/address-lines';
import { ProductImage } from '@/components/product/product-image';

const card = 'rounded-2xl border border-line bg-white p-5';

/** The order's items, delivery address, payment and history for the back office. */
export function OrderDetail({ detail }: { detail: AdminOrderDetail }) {
  const { order, customer, statusHistory, paymentEvents } = detail;
  const a = order.address;
  return (
    <div className="space-y-6">
      <section aria-labelledby="items" className={card}>
        <h2 id="items" className="mb-3 text-lg font-semibold">
          Items
        </h2>
        <ul className="divide-y divide-line">
          {order.items.map((item, i) => (
            <li key={i} className="flex items-center justify-between gap-4 py-3 text-sm">
              {/* The photo of the colour ordered (the line keeps it), so packing picks the right one. */}
              <ProductImage
                src={item.image[0]}
                alt=""
                width={48}
                height={60}
                sizes="48px"
                className="h-15 w-12 shrink-0 rounded-lg object-cover"
                data-testid="order-item-photo"
              />
              <div className="min-w-0 flex-1">
                {item.productId ? (
                  <Link href={`/admin/products/${item.productId}`} className="font-medium hover:underline">
                    {item.name}
                  </Link>
                ) : (
                  <span className="font-medium">{item.name}</span>
                )}
                <div className="text-xs text-muted">
                  {lineOptionsLabel(item) ? `${lineOptionsLabel(item)} · ` : ''}Qty {item.quantity} ×{' '}
                  {formatRupees(item.unitPrice)}
                </div>
              </div>
              <span className="tabular-nums">{formatRupees(item.unitPrice * item.quantity)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 space-y-1 border-t border-line pt-3 text-sm">
          <div className="flex justify-between">
            <dt className="text-muted">Subtotal</dt>
            <dd className="tabular-nums">{formatRupees(order.subtotal)}</dd>
          </div>
          {order.couponCode ? (
            <div className="flex justify-between gap-4" data-testid="order-coupon">
              <dt className="min-w-0 text-muted">
                Coupon <span className="font-mono break-all text-ink">{order.couponCode}</span>
              </dt>
              <dd className="shrink-0 tabular-nums">−{formatRupees(order.discount)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between">
            <dt className="text-muted">Delivery</dt>
            <dd className="tabular-nums">{order.deliveryFee ? formatRupees(order.deliveryFee) : 'Free'}</dd>
          </div>
          <div className="flex justify-between font-semibold">
            <dt>Total</dt>
            <dd className="tabular-nums">{formatRupees(order.amount)}</dd>
          </div>
        </dl>
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="deliver-to" className={card}>
          <h2 id="deliver-to" className="mb-3 text-lg font-semibold">
            Deliver to
          </h2>
          <address className="text-sm not-italic leading-6">
            <AddressLines address={a} />
            <br />
            {a.country}
            <br />
            {a.phone} · {a.email}
          </address>
          <p className="mt-3 text-xs text-muted">
            Account: {customer.name} ({customer.email})
          </p>
        </section>
        <section aria-labelledby="payment" className={card}>
          <h2 id="payment" className="mb-3 text-lg font-semibold">
            Payment
          </h2>
          <p className="text-sm">
            {paymentMethodText[order.paymentMethod]} ·{' '}
            {paymentStateText(order.paymentMethod, order.paymentState)}
            {order.paymentProvider ? ` · ${order.paymentProvider}` : ''}
          </p>
          {order.paymentRef ? (
            <p className="mt-1 break-all font-mono text-xs text-muted">{order.paymentRef}</p>
          ) : null}
          {paymentEvents.length ? (
            <ul className="mt-3 space-y-1 text-xs">
              {paymentEvents.map((e) => (
                <li key={`${e.provider}-${e.eventId}`}>
                  <span className="text-muted">{formatIstDateTime(e.date)}</span> · {e.provider} · {e.type}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-xs text-muted">No payment events.</p>
          )}
        </section>
      </div>
      <section aria-labelledby="history" className={card}>
        <h2 id="history" className="mb-3 text-lg font-semibold">
          Status history
        </h2>
        <ol className="space-y-3 border-l-2 border-line pl-4" data-testid="admin-status-history">
          {statusHistory.map((h, i) => (
            <li key={i} className="text-sm">
              <StatusBadge status={h.status} />{' '}
              <span className="text-muted">{formatIstDateTime(h.date)}</span>
              <span className="text-muted">
                {' '}
                · {h.actor ? `${h.actor.name}${h.actor.role === 'admin' ? ' (admin)' : ''}` : 'System'}
              </span>
              {h.note ? <p className="mt-1 text-muted">{h.note}</p> : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
