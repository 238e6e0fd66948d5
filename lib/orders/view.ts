import { listReturnsForOrders, returnDeadline, unitsLeftToReturn, type ApiReturn } from '@/lib/returns';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { db } from '@/lib/db';
import { isId } from '@/lib/db/ids';
import { publicImageUrls } from '@/lib/media';
import { paiseToRupees } from '@/lib/money';
import {
  orderItems,
  orderStatusHistory,
  orders,
  products,
  type OrderItemRow,
  type OrderRow,
  type ProductRow,
  type OrderStatusHistoryRow,
  type PaymentMethod,
  type PaymentState,
} from '@/models';
import { assertOwner } from './lifecycle';
import { canTransition, type OrderStatus } from './status';
import { toShipment, type Shipment } from './couriers';

export type ApiOrderItem = {
  /** The product's id, as in the original client's product copies. */
  _id: string | null;
  productId: string | null;
  name: string;
  image: string[];
  category: string;
  /**
   * What one unit cost on this order, in rupees: the price charged (the sale price when there was one).
   * A client showing `price` on its orders page shows what the shopper paid.
   */
  price: number;
  /** The product's regular price in rupees when ordered (the unit price when it had none). */
  regularPrice: number;
  /** The product's sale price in rupees when ordered, or null. */
  salePrice: number | null;
  /** Same as `price` (kept for the store's own pages). */
  unitPrice: number;
  quantity: number;
  size: string;
  /** The colour chosen ('' when the product has none); original clients ignore it. */
  color: string;
};

export type ApiOrderAddress = {
  firstName: string;
  lastName: string;
  email: string;
  street: string;
  /** The form's spelling; `apartment` carries the same value. */
  appartment: string;
  apartment: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  phone: string;
};

/** An order as the API and the UI see it: rupees, epoch-millisecond dates, both apartment spellings. */
export type ApiOrder = {
  _id: string;
  date: number;
  amount: number;
  subtotal: number;
  deliveryFee: number;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  /** True once the money is in (a confirmed online payment). */
  payment: boolean;
  paymentState: PaymentState;
  items: ApiOrderItem[];
  address: ApiOrderAddress;
  statusHistory: { status: OrderStatus; date: number; note: string | null }[];
  /** The shopper may cancel it now (Order Placed and within the cancellation window, STORE_POLICY). */
  canCancel: boolean; /** Until when (epoch ms) a return or exchange may be asked for: delivery plus the return window; null before delivery. */
  returnableUntil: number | null;
  /** Units of each line that may still be returned now (none outside the window), and the sizes in stock to exchange for. */
  returnable: { lineNo: number; quantity: number; exchangeSizes: string[] }[];
  /** Return and exchange requests for this order, newest first. */
  returns: ApiReturn[];
  /** The courier, AWB and tracking link once the order has shipped; null before (original clients ignore it). */
  shipment: Shipment | null;
};

type ExchangeStock = Pick<ProductRow, 'id' | 'sizes' | 'inStock' | 'stock'>;

function returnState(
  order: OrderRow,
  items: OrderItemRow[],
  history: OrderStatusHistoryRow[],
  returns: ApiReturn[],
  now: Date,
  catalogue: ExchangeStock[],
): Pick<ApiOrder, 'returnableUntil' | 'returnable' | 'returns'> {
  const deadline = order.status === 'Delivered' ? returnDeadline(history) : null;
  const open = deadline !== null && now <= deadline;
  const left = unitsLeftToReturn(
    items,
    returns.map((r) => ({ status: r.status, lines: r.lines })),
  );
  return {
    returnableUntil: deadline?.getTime() ?? null,
    returnable: open
      ? [...left]
          .filter(([, quantity]) => quantity > 0)
          .map(([lineNo, quantity]) => {
            const item = items.find((i) => i.lineNo === lineNo);
            const product = catalogue.find((p) => p.id === item?.productId);
            const inStock = product?.inStock && (product.stock === null || product.stock > 0);
            return {
              lineNo,
              quantity,
              exchangeSizes:
                inStock && item && item.size !== 'default'
                  ? product.sizes.filter((size) => size !== item.size)
                  : [],
            };
          })
      : [],
    returns,
  };
}

export function toApiOrder(
  order: OrderRow,
  items: OrderItemRow[],
  history: OrderStatusHistoryRow[],
  now = new Date(),
  returns: ApiReturn[] = [],
  catalogue: ExchangeStock[] = [],
): ApiOrder {
  const a = order.address;
  return {
    _id: order.id,
    date: order.createdAt.getTime(),
    amount: paiseToRupees(order.amountPaise),
    subtotal: paiseToRupees(order.subtotalPaise),
    deliveryFee: paiseToRupees(order.deliveryFeePaise),
    status: order.status,
    paymentMethod: order.paymentMethod,
    payment: order.paymentState === 'paid',
    paymentState: order.paymentState,
    items: [...items]
      .sort((x, y) => x.lineNo - y.lineNo)
      .map((item) => ({
        _id: item.productId,
        productId: item.productId,
        name: item.name,
        // Absolute, like product images in the API: clients on another origin show them as they are.
        image: publicImageUrls(item.images),
        category: item.category,
        price: paiseToRupees(item.unitPricePaise),
        regularPrice: paiseToRupees(item.regularPricePaise ?? item.unitPricePaise),
        salePrice: item.salePricePaise == null ? null : paiseToRupees(item.salePricePaise),
        unitPrice: paiseToRupees(item.unitPricePaise),
        quantity: item.quantity,
        size: item.size,
        color: item.color,
      })),
    address: {
      firstName: a.firstName,
      lastName: a.lastName,
      email: a.email,
      street: a.street,
      appartment: a.apartment,
      apartment: a.apartment,
      city: a.city,
      state: a.state,
      zipcode: a.zipcode,
      country: a.country,
      phone: a.phone,
    },
    statusHistory: [...history]
      .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime() || x.id - y.id)
      .map((h) => ({ status: h.status, date: h.createdAt.getTime(), note: h.note })),
    canCancel: canTransition(order.status, 'Cancelled', 'shopper', { placedAt: order.createdAt, now }),
    shipment: toShipment(order),
    ...returnState(order, items, history, returns, now, catalogue),
  };
}

async function withDetails(rows: OrderRow[], now: Date): Promise<ApiOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((o) => o.id);
  const [items, history] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)),
    db
      .select()
      .from(orderStatusHistory)
      .where(inArray(orderStatusHistory.orderId, ids))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
  ]);
  const returns = await listReturnsForOrders(ids);
  // The sizes a delivered line could be exchanged for come from the catalogue as it is now.
  const deliveredIds = new Set(rows.filter((o) => o.status === 'Delivered').map((o) => o.id));
  const productIds = [
    ...new Set(items.filter((i) => deliveredIds.has(i.orderId) && i.productId).map((i) => i.productId!)),
  ];
  const catalogue = productIds.length
    ? await db
        .select({ id: products.id, sizes: products.sizes, inStock: products.inStock, stock: products.stock })
        .from(products)
        .where(inArray(products.id, productIds))
    : [];
  return rows.map((order) =>
    toApiOrder(
      order,
      items.filter((i) => i.orderId === order.id),
      history.filter((h) => h.orderId === order.id),
      now,
      returns.filter((r) => r.orderId === order.id),
      catalogue,
    ),
  );
}

/** The shopper's orders, newest first (at most `limit`). */
export async function listUserOrders(
  userId: string,
  { limit = 200, now = new Date() } = {},
): Promise<ApiOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return withDetails(rows, now);
}

/** One of the shopper's own orders: 404 for an unknown id, 403 for another account's order. */
export async function getOrderForUser(userId: string, orderId: string, now = new Date()): Promise<ApiOrder> {
  const [order] = isId(orderId) ? await db.select().from(orders).where(eq(orders.id, orderId)) : [];
  const owned = assertOwner(order, userId);
  const [view] = await withDetails([owned], now);
  if (!view) throw new Error('order view missing');
  return view;
}
