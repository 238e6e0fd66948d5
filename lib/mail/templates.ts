import { lineTitle } from '@/lib/orders/line-options';
import { env, storeName } from '@/lib/env';
import { formatPaise } from '@/lib/money';
import { publicImageUrls, smallImage } from '@/lib/media';
import { trackingLabel, type Shipment } from '@/lib/orders/couriers';
import type { EmailMessage } from './queue';

const istDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const istTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: 'numeric',
  minute: '2-digit',
});

/** "26 November 2026, 11:30 am IST": every date a shopper reads is India's (joined here, not by ICU's wording). */
export function formatMailDate(date: Date): string {
  return `${istDate.format(date)}, ${istTime.format(date)} IST`;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** An absolute link into the store (e-mails are read outside it). */
export function storeUrl(path: string): string {
  return new URL(path, env.SITE_URL).toString();
}

/**
 * Text the shopper typed (names, street lines) shown as their data: under a heading that says so, each
 * value in quotation marks beside its label, never woven into a sentence of the store. Whatever a name
 * says ("URGENT: verify your KYC at …"), it reads as what somebody entered, not as the store speaking.
 */
type ShopperData = { heading: string; rows: [label: string, value: string][] };

type Body = {
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A plain link in its own paragraph (the courier's tracking page), its words as the link text. */
  link?: { label: string; url: string };
  table?: string[][];
  shopperData?: ShopperData;
  /** A photo (absolute URL) per table row, shown before the row's cells in the HTML part only. */
  photos?: (string | undefined)[];
};

/** A shopper's value in quotation marks, on one line (a typed line break cannot start a new paragraph). */
const quoted = (value: string) => `“${value.replace(/\s+/g, ' ').trim()}”`;

/** The plain text and the simple HTML of one message, from the same parts (lib/marketing/emails.ts uses it too). */
export function render(kind: string, to: string, subject: string, body: Body): EmailMessage {
  const text = [
    body.greeting,
    '',
    ...body.paragraphs.flatMap((p) => [p, '']),
    ...(body.link ? [body.link.label, body.link.url, ''] : []),
    ...(body.table ? [...body.table.map((row) => row.join('  ')), ''] : []),
    ...(body.shopperData
      ? [
          body.shopperData.heading,
          ...body.shopperData.rows.map(([label, value]) => `  ${label}: ${quoted(value)}`),
          '',
        ]
      : []),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`, ''] : []),
    `${storeName} · ${env.STORE_EMAIL} · ${env.STORE_PHONE}`,
  ].join('\n');
  const cell = 'padding:4px 8px;border-bottom:1px solid #eee';
  const html = [
    `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;max-width:600px">`,
    `<h1 style="font-size:20px">${escapeHtml(storeName)}</h1>`,
    `<p>${escapeHtml(body.greeting)}</p>`,
    ...body.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    body.link
      ? `<p><a href="${escapeHtml(body.link.url)}" target="_blank" rel="noopener">${escapeHtml(body.link.label)}</a></p>`
      : '',
    body.table
      ? `<table style="border-collapse:collapse">${body.table
          .map(
            (row, i) =>
              `<tr>${body.photos ? `<td style="${cell}">${body.photos[i] ? `<img src="${escapeHtml(body.photos[i])}" alt="" width="48" height="60" style="display:block;border-radius:4px">` : ''}</td>` : ''}${row.map((c) => `<td style="${cell}">${escapeHtml(c)}</td>`).join('')}</tr>`,
          )
          .join('')}</table>`
      : '',
    body.shopperData
      ? `<p style="margin-bottom:4px;color:#555">${escapeHtml(body.shopperData.heading)}</p><table style="border-collapse:collapse;border-left:3px solid #ccc">${body.shopperData.rows
          .map(
            ([label, value]) =>
              `<tr><td style="padding:2px 8px;color:#555">${escapeHtml(label)}</td><td style="padding:2px 8px;font-family:monospace">${escapeHtml(quoted(value))}</td></tr>`,
          )
          .join('')}</table>`
      : '',
    body.action
      ? `<p><a href="${escapeHtml(body.action.url)}" style="display:inline-block;padding:10px 16px;background:#222;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(body.action.label)}</a></p>`
      : '',
    `<p style="color:#777;font-size:12px">${escapeHtml(`${storeName} · ${env.STORE_EMAIL} · ${env.STORE_PHONE}`)}</p>`,
    `</body></html>`,
  ].join('');
  return { kind, to, subject, text, html };
}

export type OrderMailInput = {
  orderId: string;
  invoiceNumber: string;
  to: string;
  customerName: string;
  placedAt: Date;
  amountPaise: number;
  /** For a refund e-mail: the amount refunded (part of the order after a return). */
  refundPaise?: number;
  paymentMethod: 'cod' | 'upi' | 'card';
  /** The goods before the coupon, and the coupon taken off them (null when none was used). */
  subtotalPaise?: number;
  deliveryFeePaise?: number;
  coupon?: { code: string; discountPaise: number } | null;
  lines: {
    name: string;
    size: string;
    color?: string;
    quantity: number;
    unitPricePaise: number;
    /** The line's photo as the order kept it (the colour bought); a site path or an absolute URL. */
    photo?: string;
  }[];
  address: { street: string; apartment: string; city: string; state: string; zipcode: string };
  /** The courier and AWB once shipped: the shipped and out-for-delivery e-mails link the courier's tracking page. */
  shipment?: Pick<Shipment, 'courierName' | 'awb' | 'trackingUrl'> | null;
};

function lineTable(order: OrderMailInput): string[][] {
  return [
    ...order.lines.map((l) => [lineTitle(l), `× ${l.quantity}`, formatPaise(l.unitPricePaise * l.quantity)]),
    ...(order.coupon && order.coupon.discountPaise > 0
      ? [
          ...(order.subtotalPaise !== undefined ? [['Subtotal', '', formatPaise(order.subtotalPaise)]] : []),
          [`Coupon ${order.coupon.code}`, '', `− ${formatPaise(order.coupon.discountPaise)}`],
        ]
      : []),
    ...(order.deliveryFeePaise ? [['Delivery', '', formatPaise(order.deliveryFeePaise)]] : []),
    ['Total', '', formatPaise(order.amountPaise)],
  ];
}

/** The delivery name and address exactly as the shopper typed them, quoted (see ShopperData). */
function deliveryData(order: OrderMailInput): ShopperData {
  const a = order.address;
  return {
    heading: 'Delivery details, as entered at checkout:',
    rows: [
      ['Name', order.customerName],
      ['Address', [a.street, a.apartment].filter(Boolean).join(', ')],
      ['City', [a.city, a.state, a.zipcode].filter(Boolean).join(', ')],
    ],
  };
}

/** The lines' photos, absolute and small (mail is read outside the store), lined up with lineTable's rows. */
function linePhotos(order: OrderMailInput): (string | undefined)[] | undefined {
  if (!order.lines.some((l) => l.photo)) return undefined;
  return order.lines.map((l) => (l.photo ? publicImageUrls([smallImage(l.photo)])[0] : undefined));
}

const shortId = (order: OrderMailInput) => order.invoiceNumber;
// No name in the greeting: a name is shopper-typed text, and the greeting is the store's own sentence.
const hello = 'Hello,';
const orderLink = (order: OrderMailInput) => storeUrl(`/orders/${order.orderId}`);
/** "Track with Delhivery: 1234567890", linked to the courier's page; none before shipping or for an unknown courier. */
function courierLink(order: OrderMailInput): Body['link'] {
  const s = order.shipment;
  return s?.trackingUrl ? { label: trackingLabel(s), url: s.trackingUrl } : undefined;
}

export type OrderMailKind =
  'order_placed' | 'order_shipped' | 'order_out_for_delivery' | 'order_delivered' | 'order_refunded';

/** The message for one step of an order's life. */
export function orderEmail(kind: OrderMailKind, order: OrderMailInput, now = new Date()): EmailMessage {
  switch (kind) {
    case 'order_placed':
      return render(kind, order.to, `Order ${shortId(order)} placed: ${formatPaise(order.amountPaise)}`, {
        greeting: hello,
        paragraphs: [
          `Thank you for your order ${shortId(order)}, placed on ${formatMailDate(order.placedAt)}.`,
          order.paymentMethod === 'cod'
            ? `Please keep ${formatPaise(order.amountPaise)} ready: you pay on delivery.`
            : `We have received your payment of ${formatPaise(order.amountPaise)}.`,
          'It will be delivered to the address below.',
          `Your GST invoice: ${storeUrl(`/orders/${order.orderId}/invoice`)}`,
        ],
        table: lineTable(order),
        shopperData: deliveryData(order),
        photos: linePhotos(order),
        action: { label: 'View your GST invoice', url: storeUrl(`/orders/${order.orderId}/invoice`) },
      });
    case 'order_shipped':
      return render(kind, order.to, `Order ${shortId(order)} has shipped`, {
        greeting: hello,
        paragraphs: [
          `Your order ${shortId(order)} left our warehouse on ${formatMailDate(now)}.`,
          'It is on its way to the address below.',
        ],
        link: courierLink(order),
        table: lineTable(order),
        shopperData: deliveryData(order),
        photos: linePhotos(order),
        action: { label: 'Track your order', url: orderLink(order) },
      });
    case 'order_out_for_delivery':
      return render(kind, order.to, `Order ${shortId(order)} is out for delivery`, {
        greeting: hello,
        paragraphs: [
          `Your order ${shortId(order)} is out for delivery today (${formatMailDate(now)}).`,
          order.paymentMethod === 'cod'
            ? `Please keep ${formatPaise(order.amountPaise)} ready for the courier.`
            : 'It is already paid.',
        ],
        link: courierLink(order),
        action: { label: 'Track your order', url: orderLink(order) },
      });
    case 'order_delivered':
      return render(kind, order.to, `Order ${shortId(order)} delivered`, {
        greeting: hello,
        paragraphs: [
          `Your order ${shortId(order)} was delivered on ${formatMailDate(now)}. We hope you love it.`,
        ],
        action: { label: 'Review your order', url: orderLink(order) },
      });
    case 'order_refunded': {
      const refund = formatPaise(order.refundPaise ?? order.amountPaise);
      return render(kind, order.to, `Refund of ${refund} issued for order ${shortId(order)}`, {
        greeting: hello,
        paragraphs: [
          `We issued a refund of ${refund} for order ${shortId(order)} on ${formatMailDate(now)}.`,
          order.paymentMethod === 'cod'
            ? 'We sent it to the UPI id or bank account you gave us; it usually arrives within a working day.'
            : 'It reaches the account you paid from within 5 to 7 working days, depending on your bank.',
        ],
        action: { label: 'View your order', url: orderLink(order) },
      });
    }
  }
}

/** A return or exchange request moved: what happens next, in the shopper's words. */
const returnNext: Record<string, string> = {
  Requested: 'We will look at your request within a working day and confirm the pickup.',
  Approved:
    'A courier will pick the items up from your delivery address; please keep them packed with their tags.',
  Rejected: 'If you have questions, reply to this e-mail.',
  'Picked up': 'The items are on their way back to us.',
  Received: 'We have the items back and are checking them.',
  Refunded: 'The refund is on its way; a separate e-mail confirms it once the bank has it.',
  'Exchange shipped': 'The new size is on its way to you.',
};

export function returnEmail(input: {
  to: string;
  customerName: string;
  orderId: string;
  invoiceNumber: string;
  kind: 'return' | 'exchange';
  status: string;
  note: string | null;
  lines: string[];
}): EmailMessage {
  const what = input.kind === 'exchange' ? 'exchange' : 'return';
  return render(
    `return_${input.status.toLowerCase().replace(/\s+/g, '_')}`,
    input.to,
    `Your ${what} for order ${input.invoiceNumber}: ${input.status}`,
    {
      greeting: hello,
      paragraphs: [
        `Your ${what} request for order ${input.invoiceNumber} is now: ${input.status}.`,
        ...(input.note ? [input.note] : []),
        returnNext[input.status] ?? '',
      ].filter(Boolean),
      table: input.lines.map((line) => [line]),
      shopperData: { heading: 'Order placed in the name of:', rows: [['Name', input.customerName]] },
      action: { label: 'See your order', url: storeUrl(`/orders/${input.orderId}`) },
    },
  );
}

/** The reset link message; the link is the only place the token ever appears in clear. */
export function passwordResetEmail(input: {
  to: string;
  name: string;
  url: string;
  expiresAt: Date;
}): EmailMessage {
  return render('password_reset', input.to, `Reset your ${storeName} password`, {
    greeting: hello,
    paragraphs: [
      'Somebody (we hope you) asked to reset the password of your account.',
      `The link works once, until ${formatMailDate(input.expiresAt)}. If you did not ask, ignore this e-mail: your password stays as it is.`,
    ],
    action: { label: 'Choose a new password', url: input.url },
  });
}
