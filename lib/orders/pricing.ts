import { inArray } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { isId } from '@/lib/db/ids';
import { applyCoupon, type AppliedCoupon } from '@/lib/coupons';
import { assertCashOnDelivery } from '@/lib/delivery';
import { badRequest, conflict } from '@/lib/errors';
import { paiseToRupees, rupeesToPaise } from '@/lib/money';
import { shippingTerms } from '@/lib/store-config';
import { deliveryFeePaiseUnder } from '@/lib/store-policy';
import { resolveColor } from '@/lib/cart/merge';
import { unitPricePaiseOf } from '@/lib/catalog/size-variants';
import { MAX_LINE_QUANTITY } from '@/lib/cart/types';
import { products, type PaymentMethod } from '@/models';
import { mergedQuantityMessage, type PlaceOrderInput } from './schemas';

export const PRICE_CHANGED_MESSAGE =
  'Prices have changed since you loaded your cart. Please review your cart and try again.';

/** One line of a submitted order, repeated lines of a product, size and colour added up. */
export type OrderLine = {
  productId: string;
  size: string;
  color?: string;
  quantity: number;
  clientName?: string;
};

/**
 * Adds up repeated product and size lines, keeping the first-seen order, then applies the per-line cap
 * to the sums: 100 lines of 100 units of one product must not become one line of 10,000.
 */
export function mergeLines(items: PlaceOrderInput['items']): OrderLine[] {
  const merged = new Map<string, OrderLine>();
  for (const item of items) {
    const key = `${item.productId}\u0000${item.size}\u0000${(item.color ?? '').toLowerCase()}`;
    const line = merged.get(key);
    if (line) line.quantity += item.quantity;
    else merged.set(key, { ...item });
  }
  for (const line of merged.values()) {
    if (line.quantity > MAX_LINE_QUANTITY) throw badRequest(mergedQuantityMessage(line.quantity));
  }
  return [...merged.values()];
}

const lockedColumns = {
  id: products.id,
  name: products.name,
  images: products.images,
  colorImages: products.colorImages,
  category: products.category,
  sizes: products.sizes,
  colors: products.colors,
  regularPricePaise: products.regularPricePaise,
  salePricePaise: products.salePricePaise,
  pricePaise: products.pricePaise,
  sizeVariants: products.sizeVariants,
  stock: products.stock,
  available: products.available,
  published: products.published,
  hsnCode: products.hsnCode,
  gstRatePercent: products.gstRatePercent,
};

/** A product as the order read it, its row locked until the placing transaction ends. */
export type LockedProduct = {
  [K in keyof typeof lockedColumns]: (typeof products.$inferSelect)[K];
};

export type PricedLine = { line: OrderLine; product: LockedProduct; color: string; unitPricePaise: number };

/** The order priced from the database: what each line costs, the totals, and the units wanted per product. */
export type OrderPricing = {
  lines: PricedLine[];
  /** The locked products by id. */
  products: Map<string, LockedProduct>;
  /** Units wanted per product, all sizes and colours together. */
  units: Map<string, number>;
  subtotalPaise: number;
  deliveryFeePaise: number;
  discountPaise: number;
  amountPaise: number;
  coupon: AppliedCoupon | null;
};

/** Locks the ordered products by id, so concurrent orders take the locks in one order and never deadlock. */
async function lockProducts(tx: Tx, lines: OrderLine[]): Promise<Map<string, LockedProduct>> {
  const ids = [...new Set(lines.map((l) => l.productId).filter(isId))].sort();
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select(lockedColumns)
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(products.id)
    .for('update');
  return new Map(rows.map((r) => [r.id, r]));
}

/** Each line against its product: still sold, priced, in stock, in a size and colour it comes in. */
function priceLine(line: OrderLine, product: LockedProduct | undefined): PricedLine {
  if (!product || !product.published) {
    const label = product?.name ?? line.clientName ?? 'A product in your cart';
    throw conflict(`${label} is no longer available. Please remove it from your cart.`, {
      productId: line.productId,
    });
  }
  if (product.pricePaise == null) {
    throw conflict(`${product.name} has no price yet and cannot be ordered.`, { productId: product.id });
  }
  if (!product.available) {
    throw conflict(`${product.name} is out of stock. Please remove it from your cart.`, {
      productId: product.id,
    });
  }
  const sizes = product.sizes.length > 0 ? product.sizes : ['default'];
  if (!sizes.includes(line.size)) {
    throw badRequest(
      product.sizes.length > 0
        ? `Please choose a size for ${product.name} (${product.sizes.join(', ')}).`
        : `${product.name} comes in one size only.`,
    );
  }
  const color = resolveColor(product, line.color);
  if (color === null) {
    throw badRequest(
      product.colors.length > 0
        ? `${product.name} does not come in ${line.color}. Please choose one of: ${product.colors.join(', ')}.`
        : `${product.name} comes in one colour only; leave the colour out.`,
    );
  }
  // The size's own price when it has one (a King bed costs more than a Single), else the product's.
  return { line, product, color, unitPricePaise: unitPricePaiseOf(product, line.size) ?? product.pricePaise };
}

/**
 * Prices the order in the placing transaction: every price comes from the locked product rows, a coupon
 * is checked and priced with its row locked until commit (so its limits hold under concurrency), and the
 * client's amount must match the total (409 with the new amount otherwise).
 */
export async function priceOrder(
  tx: Tx,
  userId: string,
  input: PlaceOrderInput,
  lines: OrderLine[],
  method: PaymentMethod,
  now: Date,
): Promise<OrderPricing> {
  const byId = await lockProducts(tx, lines);
  const units = new Map<string, number>();
  const priced = lines.map((line) => {
    const p = priceLine(line, byId.get(line.productId));
    units.set(p.product.id, (units.get(p.product.id) ?? 0) + line.quantity);
    return p;
  });
  for (const [productId, wanted] of units) {
    const product = byId.get(productId);
    if (product && product.stock !== null && product.stock < wanted) {
      throw conflict(
        `Only ${product.stock} of ${product.name} left in stock. Please reduce the quantity in your cart.`,
        { productId, available: product.stock },
      );
    }
  }

  const subtotalPaise = priced.reduce((sum, p) => sum + p.unitPricePaise * p.line.quantity, 0);
  // The same rule as the cart and checkout totals: free at or above the free-shipping threshold.
  const deliveryFeePaise = deliveryFeePaiseUnder(subtotalPaise, shippingTerms());
  const coupon = input.couponCode
    ? await applyCoupon(
        tx,
        userId,
        input.couponCode,
        priced.map((p) => ({ category: p.product.category, valuePaise: p.unitPricePaise * p.line.quantity })),
        now,
        input.address.phone,
      )
    : null;
  const discountPaise = coupon?.discountPaise ?? 0;
  const amountPaise = subtotalPaise - discountPaise + deliveryFeePaise;
  if (rupeesToPaise(input.amount) !== amountPaise) {
    throw conflict(PRICE_CHANGED_MESSAGE, { amount: paiseToRupees(amountPaise) });
  }
  // Checkout hides cash on delivery where it is not offered; this is the rule that holds without it.
  if (method === 'cod') assertCashOnDelivery(input.address.zipcode, amountPaise);
  return {
    lines: priced,
    products: byId,
    units,
    subtotalPaise,
    deliveryFeePaise,
    discountPaise,
    amountPaise,
    coupon,
  };
}
