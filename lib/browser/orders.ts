import { storeImagePath } from '@/lib/media/url';

/** An order as `/api/order/userorders` returns it (rupees, epoch-millisecond dates). */
export type ClientOrderItem = {
  productId: string | null;
  name: string;
  image: string[];
  /** What one unit cost on this order (the sale price when there was one). */
  price: number | null;
  regularPrice?: number;
  salePrice: number | null;
  unitPrice?: number;
  quantity: number;
  size: string;
  /** The colour chosen ('' when the product has none). */
  color?: string;
};

export type ClientOrder = {
  _id: string;
  date: number;
  amount: number;
  status: string;
  paymentMethod: 'cod' | 'upi' | 'card';
  payment: boolean;
  paymentState: string;
  items: ClientOrderItem[];
  address: Record<string, string>;
  statusHistory?: { status: string; date: number; note?: string | null }[];
  canCancel?: boolean;
  invoiceNumber?: string;
  returnableUntil?: number | null;
  returnable?: { lineNo: number; quantity: number; exchangeSizes: string[] }[];
  returns?: ClientReturn[];
};

/** A return or exchange request as the orders API carries it (lib/returns/view.ts). */
export type ClientReturn = {
  _id: string;
  kind: 'return' | 'exchange';
  status: string;
  reason: string;
  photos?: string[];
  date: number;
  lines: { lineNo: number; name: string; size: string; quantity: number; exchangeSize: string | null }[];
  value: number;
  refund: { amount: number; state: 'pending' | 'succeeded' | 'failed'; method: string } | null;
  history: { status: string; date: number; note: string | null }[];
};

/** The order with its item images as the store's own paths (the API answers absolute URLs). */
export function withStoreImages(order: ClientOrder, mediaBaseUrl: string): ClientOrder {
  return {
    ...order,
    items: order.items.map((item) => ({
      ...item,
      image: item.image.map((src) => storeImagePath(src, mediaBaseUrl)),
    })),
  };
}

/** The price a line was sold at (the API's `price` is the unit price paid). */
export function itemPrice(item: ClientOrderItem): number | null {
  return item.price ?? item.unitPrice ?? null;
}

const statusStyles: Record<string, string> = {
  delivered: 'bg-green-100 text-green-800',
  shipped: 'bg-blue-100 text-blue-800',
  'out for delivery': 'bg-indigo-100 text-indigo-800',
  packing: 'bg-amber-100 text-amber-900',
  processing: 'bg-yellow-100 text-yellow-900',
  cancelled: 'bg-red-100 text-red-800',
  // Return and exchange requests.
  requested: 'bg-amber-100 text-amber-900',
  approved: 'bg-blue-100 text-blue-800',
  rejected: 'bg-red-100 text-red-800',
  'picked up': 'bg-indigo-100 text-indigo-800',
  received: 'bg-yellow-100 text-yellow-900',
  refunded: 'bg-green-100 text-green-800',
  'exchange shipped': 'bg-green-100 text-green-800',
};

/** Each status of spec section 4 has its own look; anything else reads as received. */
export function statusStyle(status: string): { className: string; label: string } {
  const key = status.trim().toLowerCase();
  const className = statusStyles[key];
  return className
    ? { className, label: status }
    : { className: 'bg-stone-100 text-stone-700', label: status || 'Order Received' };
}

export const orderDateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
