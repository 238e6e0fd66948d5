import type { ApiOrder, ApiOrderItem } from '@/lib/orders/view';
import type { ApiReturn } from '@/lib/returns/view';
import { storeImagePath } from '@/lib/media/shared/url';

/**
 * An order as `/api/order/userorders` answers it: the server's own types (lib/orders/view.ts,
 * lib/returns/view.ts), named here so the browser never restates them. Type-only imports: no server code
 * reaches the browser.
 */
export type ClientOrder = ApiOrder;
export type ClientOrderItem = ApiOrderItem;
export type ClientReturn = ApiReturn;

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
