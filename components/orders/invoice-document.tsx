import type { Invoice } from '@/lib/orders';
import { formatIstDate } from '@/lib/admin/time';
import { formatPaise } from '@/lib/money';
import { ProductImage } from '@/components/product/product-image';
import { paymentMethodText, paymentStateText } from '@/lib/orders/payment-text';
import { refundDaysText, returnDaysText } from '@/lib/store-policy';

/** A GST tax invoice laid out for the screen and for printing. */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const t = invoice.totals;
  return (
    <article
      className="rounded-2xl border border-line bg-white p-5 text-sm sm:p-8 print:border-0 print:p-0"
      data-testid="invoice"
    >
      <header className="flex flex-wrap justify-between gap-6 border-b border-line pb-6">
        <div>
          <h1 className="font-display text-2xl font-semibold">Tax Invoice</h1>
          <p className="mt-1 text-muted">Invoice no. {invoice.invoiceNumber}</p>
          <p className="text-muted">Date {formatIstDate(new Date(invoice.date))}</p>
          <p className="text-muted">Order {invoice.orderId}</p>
        </div>
        <div className="text-right">
          <p className="font-semibold">{invoice.seller.name}</p>
          <p className="max-w-64 text-muted">{invoice.seller.address}</p>
          <p className="text-muted">GSTIN {invoice.seller.gstin}</p>
        </div>
      </header>
      <section className="grid gap-6 border-b border-line py-6 sm:grid-cols-2">
        <div>
          <h2 className="text-xs font-semibold uppercase tracking-wider text-muted">Billed and shipped to</h2>
          <p className="mt-2 font-medium">{invoice.buyer.name}</p>
          <p className="text-muted">{invoice.buyer.address}</p>
          <p className="text-muted">{invoice.buyer.phone}</p>
        </div>
        <div className="sm:text-right">
          <h2 className="text-xs font-semibold uppercase tracking-wider text-muted">Place of supply</h2>
          <p className="mt-2">{invoice.placeOfSupply}</p>
          <p className="text-muted">
            Payment: {paymentMethodText[invoice.paymentMethod]} ·{' '}
            {paymentStateText(invoice.paymentMethod, invoice.paymentState)}
          </p>
        </div>
      </section>
      {/* A phone gets one block per line: six columns do not fit a phone's card, and a table scrolled
          sideways hides the GST and the total. The table is for wider screens and print. */}
      <InvoiceLineCards invoice={invoice} />
      <div className="hidden overflow-x-auto sm:block print:block">
        <table className="mt-6 w-full text-left">
          <thead className="text-xs uppercase tracking-wider text-muted">
            <tr>
              <th className="py-2 pr-3">Item</th>
              <th className="py-2 pr-3">HSN/SAC</th>
              <th className="py-2 pr-3 text-right">Qty</th>
              <th className="py-2 pr-3 text-right">Taxable value</th>
              <th className="py-2 pr-3 text-right">GST</th>
              <th className="py-2 text-right">Total</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {invoice.lines.map((l, i) => (
              <tr key={i}>
                <td className="py-2 pr-3">
                  <LinePhoto src={l.photo} className="mr-2 inline-block align-middle" />
                  {l.description}
                  {l.discountPaise > 0 ? (
                    <span className="block text-xs text-muted">
                      {formatPaise(l.unitPricePaise * l.quantity)} less coupon {formatPaise(l.discountPaise)}
                    </span>
                  ) : null}
                </td>
                <td className="py-2 pr-3">{l.hsnCode ?? '—'}</td>
                <td className="py-2 pr-3 text-right">{l.quantity}</td>
                <td className="py-2 pr-3 text-right">{formatPaise(l.taxablePaise)}</td>
                <td className="py-2 pr-3 text-right">
                  {l.gstRatePercent}%{' '}
                  <span className="text-xs text-muted">
                    {invoice.intraState
                      ? `(CGST ${formatPaise(l.cgstPaise)} + SGST ${formatPaise(l.sgstPaise)})`
                      : `(IGST ${formatPaise(l.igstPaise)})`}
                  </span>
                </td>
                <td className="py-2 text-right">{formatPaise(l.totalPaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ml-auto mt-6 max-w-xs space-y-1">
        {invoice.discountPaise > 0 ? (
          <div className="flex justify-between">
            <dt className="text-muted">Coupon {invoice.couponCode} (included above)</dt>
            <dd data-testid="invoice-discount">−{formatPaise(invoice.discountPaise)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt className="text-muted">Taxable value</dt>
          <dd>{formatPaise(t.taxablePaise)}</dd>
        </div>
        {invoice.intraState ? (
          <>
            <div className="flex justify-between">
              <dt className="text-muted">CGST</dt>
              <dd data-testid="invoice-cgst">{formatPaise(t.cgstPaise)}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-muted">SGST</dt>
              <dd data-testid="invoice-sgst">{formatPaise(t.sgstPaise)}</dd>
            </div>
          </>
        ) : (
          <div className="flex justify-between">
            <dt className="text-muted">IGST</dt>
            <dd data-testid="invoice-igst">{formatPaise(t.igstPaise)}</dd>
          </div>
        )}
        <div className="flex justify-between border-t border-line pt-2 text-base font-semibold">
          <dt>Total</dt>
          <dd data-testid="invoice-total">{formatPaise(t.totalPaise)}</dd>
        </div>
      </dl>
      <p className="mt-8 text-xs text-muted">
        Prices are inclusive of GST. This is a computer-generated invoice and needs no signature.
      </p>
      <p className="mt-2 text-xs text-muted" data-testid="invoice-returns">
        Returns and exchanges: request within {returnDaysText()} of delivery from your Orders page; refunds
        are issued within {refundDaysText()} of the item reaching us (see our Return &amp; Refund Policy).
      </p>
    </article>
  );
}

/** The invoice's lines on a phone: each line's figures as labelled rows, all of them inside the card. */
function InvoiceLineCards({ invoice }: { invoice: Invoice }) {
  return (
    <ul className="mt-6 divide-y divide-line sm:hidden print:hidden" data-testid="invoice-line-cards">
      {invoice.lines.map((l, i) => (
        <li key={i} className="py-3" data-testid="invoice-line-card">
          <p className="flex items-center gap-2 font-medium">
            <LinePhoto src={l.photo} className="shrink-0" />
            {l.description}
          </p>
          {l.discountPaise > 0 ? (
            <p className="text-xs text-muted">
              {formatPaise(l.unitPricePaise * l.quantity)} less coupon {formatPaise(l.discountPaise)}
            </p>
          ) : null}
          <dl className="mt-2 space-y-1">
            <InvoiceFigure label="HSN/SAC" value={l.hsnCode ?? '—'} />
            <InvoiceFigure label="Qty" value={String(l.quantity)} />
            <InvoiceFigure label="Taxable value" value={formatPaise(l.taxablePaise)} />
            <InvoiceFigure
              label={`GST ${l.gstRatePercent}%`}
              value={
                invoice.intraState
                  ? `CGST ${formatPaise(l.cgstPaise)} + SGST ${formatPaise(l.sgstPaise)}`
                  : `IGST ${formatPaise(l.igstPaise)}`
              }
            />
            <InvoiceFigure label="Total" value={formatPaise(l.totalPaise)} strong />
          </dl>
        </li>
      ))}
    </ul>
  );
}

function InvoiceFigure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-3 ${strong ? 'font-semibold' : ''}`}
      data-testid="invoice-figure"
    >
      <dt className={strong ? '' : 'text-muted'}>{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </div>
  );
}

/** The photo of the colour bought, beside a line's name (table row and phone card alike). */
function LinePhoto({ src, className }: { src: string | undefined; className: string }) {
  if (!src) return null;
  return (
    <ProductImage
      src={src}
      alt=""
      width={40}
      height={50}
      sizes="40px"
      className={`h-12 w-10 rounded object-cover ${className}`}
    />
  );
}
