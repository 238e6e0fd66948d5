import { and, count, desc, eq, ilike, isNotNull, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import { listAddresses, type ApiAddress } from '@/lib/accounts';
import { db } from '@/lib/db';
import { isId } from '@/lib/db/ids';
import { notFound } from '@/lib/errors';
import { paiseToRupees } from '@/lib/money';
import { invoiceNumber } from '@/lib/orders';
import {
  addresses,
  orderItems,
  orders,
  products,
  returnRequests,
  reviews,
  users,
  type OrderStatus,
  type PaymentState,
  type ReturnKind,
  type ReturnStatus,
} from '@/models';
import type { AdminCustomerQuery } from './customer-schema';
import { revenueCondition } from './dashboard';
import { orderSearchTerms } from './order-filters';
import { escapeLike, pageWindow } from './pagination';

/** How many of a customer's newest orders, returns and reviews their page lists (the figures count all). */
export const CUSTOMER_DETAIL_LIMIT = 50;

/**
 * A shopper as the back office lists them. `orders` counts every order placed (cancelled ones too);
 * `spend` (rupees) sums the orders the dashboard counts as revenue: not cancelled, and not failed or
 * refunded; `lastOrderAt` is the newest order of any status (epoch ms), null with no order.
 */
export type AdminCustomerSummary = {
  _id: string;
  name: string;
  email: string;
  phone: string | null;
  role: 'customer' | 'admin';
  /** Epoch milliseconds of the sign-up. */
  joinedAt: number;
  blocked: boolean;
  blockedAt: number | null;
  blockedReason: string | null;
  orders: number;
  returns: number;
  spend: number;
  lastOrderAt: number | null;
};

export type AdminCustomerList = {
  customers: AdminCustomerSummary[];
  total: number;
  page: number;
  totalPages: number;
};

/**
 * Accounts with their order and return figures, as a query to narrow and page. Built per call: the
 * subqueries need the database, which a module must not open while the app is built.
 */
function selectSummaries() {
  const orderStats = db
    .select({
      userId: orders.userId,
      orders: sql<number>`count(*)::int`.as('orders'),
      spendPaise: sql<
        string | number
      >`coalesce(sum(${orders.amountPaise}) filter (where ${revenueCondition()}), 0)`.as('spend_paise'),
      lastOrderAt: max(orders.createdAt).as('last_order_at'),
    })
    .from(orders)
    .groupBy(orders.userId)
    .as('order_stats');
  const returnStats = db
    .select({ userId: returnRequests.userId, returns: sql<number>`count(*)::int`.as('returns') })
    .from(returnRequests)
    .groupBy(returnRequests.userId)
    .as('return_stats');
  // Selected explicitly: the list and the page never read the password hash or the token version.
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      role: users.role,
      createdAt: users.createdAt,
      blockedAt: users.blockedAt,
      blockedReason: users.blockedReason,
      orders: orderStats.orders,
      spendPaise: orderStats.spendPaise,
      lastOrderAt: orderStats.lastOrderAt,
      returns: returnStats.returns,
    })
    .from(users)
    .leftJoin(orderStats, eq(orderStats.userId, users.id))
    .leftJoin(returnStats, eq(returnStats.userId, users.id));
}

type SummaryRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: 'customer' | 'admin';
  createdAt: Date;
  blockedAt: Date | null;
  blockedReason: string | null;
  orders: number | null;
  spendPaise: string | number | null;
  lastOrderAt: Date | string | null;
  returns: number | null;
};

const toSummary = (r: SummaryRow): AdminCustomerSummary => ({
  _id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  role: r.role,
  joinedAt: r.createdAt.getTime(),
  blocked: r.blockedAt !== null,
  blockedAt: r.blockedAt?.getTime() ?? null,
  blockedReason: r.blockedReason,
  orders: r.orders ?? 0,
  returns: r.returns ?? 0,
  spend: paiseToRupees(Number(r.spendPaise ?? 0)),
  // max() over a subquery comes back as the driver's text on one database and a Date on the other.
  lastOrderAt: r.lastOrderAt === null ? null : new Date(r.lastOrderAt).getTime(),
});

/** Name, e-mail, or the phone digits on the profile, a saved address or an order's address. */
function searchCondition(q: string): SQL {
  const { text, phoneDigits } = orderSearchTerms(q);
  const pattern = `%${escapeLike(text)}%`;
  const matches: SQL[] = [ilike(users.name, pattern), ilike(users.email, pattern)];
  if (phoneDigits) {
    const digits = `%${escapeLike(phoneDigits)}%`;
    matches.push(
      sql`${users.phone} like ${digits}`,
      sql`exists (select 1 from ${addresses} where ${addresses.userId} = ${users.id} and ${addresses.phone} like ${digits})`,
      sql`exists (select 1 from ${orders} where ${orders.userId} = ${users.id} and ${orders.address}->>'phone' like ${digits})`,
    );
  }
  return or(...matches) as SQL;
}

/** One page of shoppers (customer accounts), newest sign-up first, with their order figures. */
export async function listAdminCustomers(query: AdminCustomerQuery): Promise<AdminCustomerList> {
  const where = and(
    eq(users.role, 'customer'),
    query.q ? searchCondition(query.q) : undefined,
    query.status === 'blocked' ? isNotNull(users.blockedAt) : undefined,
    query.status === 'active' ? isNull(users.blockedAt) : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users).where(where);
  const { page, totalPages, offset } = pageWindow(total, query.page, query.limit);
  const rows = await selectSummaries()
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit)
    .offset(offset);
  return { customers: rows.map(toSummary), total, page, totalPages };
}

export type AdminCustomerOrder = {
  _id: string;
  invoiceNumber: string;
  date: number;
  status: OrderStatus;
  paymentState: PaymentState;
  amount: number;
  items: number;
};

export type AdminCustomerReturn = {
  _id: string;
  orderId: string;
  kind: ReturnKind;
  status: ReturnStatus;
  reason: string;
  value: number;
  date: number;
};

export type AdminCustomerReview = {
  _id: string;
  productId: string;
  productName: string;
  rating: number;
  comment: string;
  date: number;
  hidden: boolean;
};

export type AdminCustomerDetail = {
  customer: AdminCustomerSummary;
  orders: AdminCustomerOrder[];
  returns: AdminCustomerReturn[];
  addresses: ApiAddress[];
  reviews: AdminCustomerReview[];
};

async function getSummary(userId: string): Promise<AdminCustomerSummary> {
  const [row] = isId(userId) ? await selectSummaries().where(eq(users.id, userId)) : [];
  if (!row) throw notFound('Customer not found.');
  return toSummary(row);
}

function listCustomerOrders(userId: string): Promise<AdminCustomerOrder[]> {
  const items = sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;
  return db
    .select({ order: orders, items })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(CUSTOMER_DETAIL_LIMIT)
    .then((rows) =>
      rows.map(({ order, items: n }) => ({
        _id: order.id,
        invoiceNumber: invoiceNumber(order),
        date: order.createdAt.getTime(),
        status: order.status,
        paymentState: order.paymentState,
        amount: paiseToRupees(order.amountPaise),
        items: Number(n),
      })),
    );
}

function listCustomerReturns(userId: string): Promise<AdminCustomerReturn[]> {
  return db
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.userId, userId))
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
    .limit(CUSTOMER_DETAIL_LIMIT)
    .then((rows) =>
      rows.map((r) => ({
        _id: r.id,
        orderId: r.orderId,
        kind: r.kind,
        status: r.status,
        reason: r.reason,
        value: paiseToRupees(r.valuePaise),
        date: r.createdAt.getTime(),
      })),
    );
}

function listCustomerReviews(userId: string): Promise<AdminCustomerReview[]> {
  return db
    .select({
      id: reviews.id,
      productId: reviews.productId,
      productName: products.name,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      hiddenAt: reviews.hiddenAt,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(CUSTOMER_DETAIL_LIMIT)
    .then((rows) =>
      rows.map((r) => ({
        _id: r.id,
        productId: r.productId,
        productName: r.productName,
        rating: r.rating,
        comment: r.comment,
        date: r.createdAt.getTime(),
        hidden: r.hiddenAt !== null,
      })),
    );
}

/** Everything the back office shows about one account: figures, orders, returns, addresses, reviews. */
export async function getAdminCustomer(userId: string): Promise<AdminCustomerDetail> {
  const customer = await getSummary(userId);
  const [customerOrders, customerReturns, saved, customerReviews] = await Promise.all([
    listCustomerOrders(userId),
    listCustomerReturns(userId),
    listAddresses(userId),
    listCustomerReviews(userId),
  ]);
  return {
    customer,
    orders: customerOrders,
    returns: customerReturns,
    addresses: saved,
    reviews: customerReviews,
  };
}
