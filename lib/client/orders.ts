/** An order as `/api/order/userorders` returns it (rupees, epoch-millisecond dates). */
export type ClientOrderItem = {
  productId: string | null;
  name: string;
  image: string[];
  price: number | null;
  salePrice: number | null;
  unitPrice?: number;
  quantity: number;
  size: string;
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
};

/** The price a line was sold at: its sale price when present, else its price. */
export function itemPrice(item: ClientOrderItem): number | null {
  return item.unitPrice ?? item.salePrice ?? item.price;
}

const statusStyles: Record<string, string> = {
  delivered: 'bg-green-100 text-green-800',
  shipped: 'bg-blue-100 text-blue-800',
  'out for delivery': 'bg-indigo-100 text-indigo-800',
  packing: 'bg-amber-100 text-amber-900',
  processing: 'bg-yellow-100 text-yellow-900',
  cancelled: 'bg-red-100 text-red-800',
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
});
