import { randomUUID } from 'node:crypto';
import { deliveryFeePaiseFor, STORE_POLICY } from '@/lib/store-policy';
import { DELIVERY_FEE_RUPEES } from './config';
import { jsonOf, send, summarize, type Reply } from './http';
import type { OrderAddress } from '@/models/orders';

export type Shopper = { id: string; email: string; token: string };

export type CatalogueProduct = {
  id: string;
  name: string;
  category: string;
  pricePaise: number;
  stock: number | null;
  inStock: boolean;
  sizes: string[];
  colors: string[];
};

/** The checkout address as the server stores it (already in its normal form, so it compares as sent). */
export type Address = OrderAddress;

export type OrderLine = { productId: string; size: string; quantity: number; unitPricePaise: number };

/** What a request to /api/order/place asked for, and what became of it as far as the client knows. */
export type SentOrder = {
  key: string;
  shopper: Shopper;
  lines: OrderLine[];
  address: Address;
  amountPaise: number;
  /** acked: 2xx with an orderId; refused: an answer without one; unknown: no answer (timeout, connection lost). */
  outcome: 'pending' | 'acked' | 'refused' | 'unknown';
  orderId?: string;
  status?: number;
  message?: string;
  /** Another submit of the same request (same Idempotency-Key) after the first one's outcome was unknown. */
  retried?: boolean;
};

const firstNames = [
  'Aarav',
  'Diya',
  'Ishaan',
  'Meera',
  'Kabir',
  'Ananya',
  'Rohan',
  'Saanvi',
  'Vihaan',
  'Nisha',
];
const lastNames = ['Sharma', 'Iyer', 'Reddy', 'Banerjee', 'Patel', 'Nair', 'Gupta', 'Menon', 'Singh', 'Das'];
const places = [
  { city: 'Bengaluru', state: 'Karnataka', zipcode: '560001' },
  { city: 'Mumbai', state: 'Maharashtra', zipcode: '400001' },
  { city: 'New Delhi', state: 'Delhi', zipcode: '110001' },
  { city: 'Chennai', state: 'Tamil Nadu', zipcode: '600001' },
  { city: 'Kolkata', state: 'West Bengal', zipcode: '700001' },
];

/** Registers shoppers through the API (as a shopper would), a few at a time. */
export async function registerShoppers(baseUrl: string, count: number, tag: string): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  const run = randomUUID().slice(0, 8);
  for (let start = 0; start < count; start += 5) {
    const batch = Array.from({ length: Math.min(5, count - start) }, (_, i) => start + i);
    const made = await Promise.all(
      batch.map(async (i) => {
        const email = `resilience-${tag}-${run}-${i}@example.in`;
        const reply = await send(`${baseUrl}/api/user/register`, {
          json: {
            name: `${firstNames[i % firstNames.length]} ${lastNames[i % lastNames.length]}`,
            email,
            password: 'shop-safely-123',
          },
        });
        const body = jsonOf(reply);
        const user = body?.user as { _id?: unknown } | undefined;
        if (reply.status !== 200 || typeof body?.token !== 'string' || typeof user?._id !== 'string') {
          throw new Error(`could not register a shopper: ${summarize('/api/user/register', reply)}`);
        }
        return { id: user._id, email, token: body.token };
      }),
    );
    shoppers.push(...made);
  }
  return shoppers;
}

/** Every published product with its price in paise, stock and sizes, as the API lists them. */
export async function fetchCatalogue(baseUrl: string): Promise<CatalogueProduct[]> {
  const reply = await send(`${baseUrl}/api/product/list?limit=1000`);
  const body = jsonOf(reply);
  if (reply.status !== 200 || !Array.isArray(body?.products)) {
    throw new Error(`could not list the catalogue: ${summarize('/api/product/list', reply)}`);
  }
  return (body.products as Record<string, unknown>[]).map((p) => ({
    id: String(p._id),
    name: String(p.name),
    category: String(p.category),
    pricePaise: typeof p.price === 'number' ? Math.round(p.price * 100) : NaN,
    stock: typeof p.stock === 'number' ? p.stock : null,
    inStock: p.inStock === true,
    sizes: Array.isArray(p.sizes) ? p.sizes.map(String) : [],
    colors: Array.isArray(p.colors) ? p.colors.map(String) : [],
  }));
}

/** Products an order can take whose stock the store counts: the ones the stock checks are about. */
export function stockTrackedProducts(products: CatalogueProduct[], minimumStock = 1): CatalogueProduct[] {
  return products.filter(
    (p) => p.inStock && p.stock !== null && p.stock >= minimumStock && Number.isFinite(p.pricePaise),
  );
}

/** A delivery address unique to the n-th order, so a stored order can be matched to what was sent. */
export function addressFor(n: number, shopper: Shopper): Address {
  const place = places[n % places.length]!;
  return {
    firstName: firstNames[n % firstNames.length]!,
    lastName: lastNames[(n * 7) % lastNames.length]!,
    email: shopper.email,
    street: `${100 + n} MG Road, order ${n}`,
    apartment: `Flat ${1 + (n % 40)}${'ABCD'[n % 4]}`,
    city: place.city,
    state: place.state,
    zipcode: place.zipcode,
    country: 'India',
    phone: `98${String(10_000_000 + n).slice(-8)}`,
  };
}

export type Random = () => number;

/** A small seeded generator (mulberry32): the same seed gives the same traffic. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(items: readonly T[], random: Random): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

let orderCounter = 0;

/**
 * A cash-on-delivery order of 1–2 lines (1–2 units each) at the listed prices plus the delivery fee,
 * which the store waives from its free-shipping threshold up (the server's own rule).
 */
export function draftOrder(shopper: Shopper, products: CatalogueProduct[], random: Random): SentOrder {
  const n = ++orderCounter;
  const lineCount = random() < 0.6 ? 1 : 2;
  const chosen = new Map<string, CatalogueProduct>();
  while (chosen.size < Math.min(lineCount, products.length)) {
    const product = pick(products, random);
    chosen.set(product.id, product);
  }
  const lines = [...chosen.values()].map((p) => ({
    productId: p.id,
    size: p.sizes.length > 0 ? pick(p.sizes, random) : 'default',
    quantity: random() < 0.75 ? 1 : 2,
    unitPricePaise: p.pricePaise,
  }));
  const subtotal = lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
  return {
    key: randomUUID(),
    shopper,
    lines,
    address: addressFor(n, shopper),
    amountPaise:
      subtotal +
      deliveryFeePaiseFor(subtotal, DELIVERY_FEE_RUPEES * 100, STORE_POLICY.freeShippingThresholdRupees),
    outcome: 'pending',
  };
}

/**
 * Sends the order (again, for a retry: same body, same Idempotency-Key) and records its outcome: cash on
 * delivery through /api/order/place, or an online order held for payment through /api/order/place-upi.
 */
export async function submitOrder(
  baseUrl: string,
  order: SentOrder,
  timeoutMs = 30_000,
  route: 'place' | 'place-upi' = 'place',
): Promise<Reply> {
  const reply = await send(`${baseUrl}/api/order/${route}`, {
    token: order.shopper.token,
    headers: { 'idempotency-key': order.key },
    timeoutMs,
    json: {
      address: order.address,
      items: order.lines.map((l) => ({
        _id: l.productId,
        size: l.size,
        quantity: l.quantity,
        name: 'client copy',
      })),
      amount: order.amountPaise / 100,
    },
  });
  order.status = reply.status;
  const body = jsonOf(reply);
  if (reply.failure) {
    order.outcome = 'unknown';
    order.message = `${reply.failure}: ${reply.detail}`;
  } else if (reply.status >= 200 && reply.status < 300 && typeof body?.orderId === 'string') {
    order.outcome = 'acked';
    order.orderId = body.orderId;
  } else {
    order.outcome = 'refused';
    order.message = typeof body?.message === 'string' ? body.message : reply.text.slice(0, 200);
  }
  return reply;
}
