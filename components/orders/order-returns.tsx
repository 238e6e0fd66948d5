'use client';

import { useState, type FormEvent } from 'react';
import { toast } from '@/components/providers/toast';
import { apiCall } from '@/lib/browser/api';
import { orderDateFormat, statusStyle, type ClientOrder } from '@/lib/browser/orders';
import { formatRupees } from '@/lib/money/shared/money';
import { returnReasons } from '@/lib/returns/shared/reasons';

const MAX_PHOTOS = 3;
const refundText = { pending: 'on its way', succeeded: 'issued', failed: 'being retried' } as const;
const stepTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/**
 * A delivered order's returns: each request with its own timeline and refund, and while the return
 * window is open a "Return or exchange" form (lines and quantities, a reason, an exchange size in stock,
 * and for a cash-on-delivery order the UPI id the refund goes to).
 */
export function OrderReturns({ order, onChanged }: { order: ClientOrder; onChanged: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const returns = order.returns ?? [];
  const returnable = order.returnable ?? [];
  const until = order.returnableUntil ? new Date(order.returnableUntil) : null;
  if (order.status !== 'Delivered') return null;

  return (
    <div className="space-y-4" data-testid="order-returns">
      {returns.map((r) => {
        const look = statusStyle(r.status);
        return (
          <section key={r._id} className="rounded-xl border border-line p-3" data-testid="return-request">
            <h3 className="flex flex-wrap items-center gap-2 font-semibold">
              {r.kind === 'exchange' ? 'Exchange' : 'Return'}
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${look.className}`}>
                {look.label}
              </span>
            </h3>
            <p className="mt-1 text-muted">
              {r.lines
                .map(
                  (l) =>
                    `${l.name}${l.size !== 'default' ? ` (${l.size})` : ''} × ${l.quantity}${l.exchangeSize ? ` → size ${l.exchangeSize}` : ''}`,
                )
                .join(', ')}
            </p>
            {r.photos?.length ? (
              <div className="mt-2 flex gap-2">
                {r.photos.map((src) => (
                  // eslint-disable-next-line @next/next/no-img-element -- the shopper's own upload, already sized
                  <img key={src} src={src} alt="Your photo" className="h-14 w-14 rounded-lg object-cover" />
                ))}
              </div>
            ) : null}
            {r.refund ? (
              <p className="mt-1 font-medium" data-testid="refund-line">
                Refund of {formatRupees(r.refund.amount)} {refundText[r.refund.state]}
              </p>
            ) : null}
            <ol className="mt-2 space-y-1 border-l-2 border-line pl-3 text-xs">
              {r.history.map((h, i) => (
                <li key={i}>
                  <span className="font-medium">{h.status}</span>{' '}
                  <span className="text-muted">{stepTime.format(new Date(h.date))}</span>
                  {h.note ? <span className="block text-muted">{h.note}</span> : null}
                </li>
              ))}
            </ol>
          </section>
        );
      })}
      {returnable.length > 0 && until ? (
        open ? (
          <ReturnForm order={order} onDone={async () => (setOpen(false), await onChanged())} />
        ) : (
          <div>
            <button type="button" className="btn btn-outline py-2" onClick={() => setOpen(true)}>
              Return or exchange
            </button>
            <p className="mt-1 text-xs text-muted">Until {orderDateFormat.format(until)}</p>
          </div>
        )
      ) : until && returns.length === 0 ? (
        <p className="text-xs text-muted">The return window closed on {orderDateFormat.format(until)}.</p>
      ) : null}
    </div>
  );
}

function ReturnForm({ order, onDone }: { order: ClientOrder; onDone: () => Promise<void> }) {
  const returnable = order.returnable ?? [];
  const canExchange = returnable.some((l) => l.exchangeSizes.length > 0);
  const [kind, setKind] = useState<'return' | 'exchange'>('return');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const needsUpi = kind === 'return' && order.paymentMethod === 'cod';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const lines = returnable
      .filter((l) => form.get(`line-${l.lineNo}`) === 'on')
      .map((l) => ({
        lineNo: l.lineNo,
        quantity: Number(form.get(`qty-${l.lineNo}`) ?? 1),
        ...(kind === 'exchange' ? { exchangeSize: String(form.get(`size-${l.lineNo}`) ?? '') } : {}),
      }));
    if (lines.length === 0) return setError('Choose at least one item.');
    const files = form.getAll('photos').filter((f): f is File => f instanceof File && f.size > 0);
    if (files.length > MAX_PHOTOS) return setError(`Add at most ${MAX_PHOTOS} photos.`);
    setSending(true);
    const photos: string[] = [];
    for (const file of files) {
      const body = new FormData();
      body.set('file', file);
      const uploaded = await apiCall<{ url: string }>('/api/order/return/photo', { form: body });
      if (!uploaded.success) {
        setSending(false);
        return setError(`${file.name}: ${uploaded.message}`);
      }
      photos.push(uploaded.url);
    }
    const answer = await apiCall('/api/order/return', {
      body: {
        orderId: order._id,
        kind,
        reason: form.get('reason'),
        comment: String(form.get('comment') ?? '').trim() || undefined,
        lines,
        ...(photos.length ? { photos } : {}),
        ...(needsUpi ? { refundAccount: { upiId: String(form.get('upi') ?? '').trim() } } : {}),
      },
    });
    setSending(false);
    if (!answer.success) return setError(answer.message);
    toast.success(
      kind === 'exchange' ? 'Your exchange request has been sent.' : 'Your return request has been sent.',
    );
    await onDone();
  };

  return (
    <form
      onSubmit={submit}
      className="space-y-3 rounded-xl border border-line p-3"
      aria-label="Return or exchange"
    >
      <fieldset>
        <legend className="font-semibold">What would you like?</legend>
        <div className="mt-1 flex gap-4">
          <label className="flex items-center gap-2">
            <input type="radio" name="kind" checked={kind === 'return'} onChange={() => setKind('return')} />
            Return for a refund
          </label>
          {canExchange ? (
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="kind"
                checked={kind === 'exchange'}
                onChange={() => setKind('exchange')}
              />
              Exchange for another size
            </label>
          ) : null}
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="font-semibold">Items</legend>
        {returnable.map((l) => {
          const item = order.items[l.lineNo - 1];
          if (!item || (kind === 'exchange' && l.exchangeSizes.length === 0)) return null;
          return (
            <div key={l.lineNo} className="flex flex-wrap items-center gap-2">
              <label className="flex min-w-0 flex-1 items-center gap-2">
                <input type="checkbox" name={`line-${l.lineNo}`} defaultChecked={returnable.length === 1} />
                <span className="min-w-0 truncate">
                  {item.name}
                  {item.size !== 'default' ? ` (${item.size})` : ''}
                </span>
              </label>
              <label className="flex items-center gap-1 text-xs">
                Qty
                <select name={`qty-${l.lineNo}`} className="field w-16 py-1" defaultValue={1}>
                  {Array.from({ length: l.quantity }, (_, i) => (
                    <option key={i + 1}>{i + 1}</option>
                  ))}
                </select>
              </label>
              {kind === 'exchange' ? (
                <label className="flex items-center gap-1 text-xs">
                  New size
                  <select name={`size-${l.lineNo}`} className="field w-20 py-1">
                    {l.exchangeSizes.map((s) => (
                      <option key={s}>{s}</option>
                    ))}
                  </select>
                </label>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <label className="block">
        <span className="mb-1 block font-semibold">Reason</span>
        <select name="reason" className="field" defaultValue={returnReasons[0]}>
          {returnReasons.map((r) => (
            <option key={r}>{r}</option>
          ))}
        </select>
      </label>
      <label className="block">
        <span className="mb-1 block font-semibold">
          Details <span className="font-normal text-muted">(optional)</span>
        </span>
        <textarea name="comment" rows={2} maxLength={1000} className="field" />
      </label>
      <label className="block">
        <span className="mb-1 block font-semibold">
          Photos <span className="font-normal text-muted">(optional, up to {MAX_PHOTOS})</span>
        </span>
        <input name="photos" type="file" accept="image/jpeg,image/png,image/webp,image/avif" multiple />
        <span className="mt-1 block text-xs text-muted">
          A photo of a damage or a wrong item speeds up the pickup.
        </span>
      </label>
      {needsUpi ? (
        <label className="block">
          <span className="mb-1 block font-semibold">UPI id for your refund</span>
          <input name="upi" required placeholder="name@bank" className="field" autoComplete="off" />
          <span className="mt-1 block text-xs text-muted">
            You paid cash on delivery, so we send the refund to this UPI id.
          </span>
        </label>
      ) : null}
      <p role="alert" className="text-sm text-danger">
        {error}
      </p>
      <button type="submit" disabled={sending} className="btn btn-primary py-2">
        {sending ? 'Sending…' : kind === 'exchange' ? 'Request exchange' : 'Request return'}
      </button>
    </form>
  );
}
