import { DEFAULT_SIZE, MAX_CART_LINES, MAX_LINE_QUANTITY, type CartLine, type CartProduct } from './types';

/** The size a line is stored under, or null when the product does not come in that size. */
export function resolveSize(product: Pick<CartProduct, 'sizes'>, size: string): string | null {
  const wanted = size.trim();
  if (product.sizes.length === 0) return wanted === DEFAULT_SIZE ? DEFAULT_SIZE : null;
  return product.sizes.includes(wanted) ? wanted : null;
}

/** Flattens an untrusted local cart (productId → size → quantity) into lines with positive whole quantities. */
export function localCartLines(cartData: Record<string, unknown>, maxLines = 500): CartLine[] {
  const lines: CartLine[] = [];
  for (const [productId, sizes] of Object.entries(cartData)) {
    if (!productId || productId.length > 64) continue;
    if (typeof sizes !== 'object' || sizes === null || Array.isArray(sizes)) continue;
    for (const [size, quantity] of Object.entries(sizes)) {
      if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity <= 0) continue;
      if (!size || size.length > 40) continue;
      lines.push({ productId, size, quantity });
      if (lines.length >= maxLines) return lines;
    }
  }
  return lines;
}

export type CartMergePlan = {
  /** Lines to write with their new quantity (only lines that change). */
  changes: CartLine[];
  /** Local lines dropped: unknown, unpublished or out-of-stock product, wrong size, or a full cart. */
  skipped: number;
};

const lineKey = (productId: string, size: string) => `${productId}\u0000${size}`;

/**
 * Adds a local cart to the server cart: quantities add up, capped per line and by tracked stock (never
 * below what the server cart already holds); invalid lines are skipped; the cart keeps at most
 * MAX_CART_LINES lines.
 */
export function planCartMerge(
  server: readonly CartLine[],
  local: readonly CartLine[],
  products: ReadonlyMap<string, CartProduct>,
  limits = { maxLineQuantity: MAX_LINE_QUANTITY, maxLines: MAX_CART_LINES },
): CartMergePlan {
  const quantities = new Map<string, number>();
  const productTotals = new Map<string, number>();
  for (const line of server) {
    quantities.set(lineKey(line.productId, line.size), line.quantity);
    productTotals.set(line.productId, (productTotals.get(line.productId) ?? 0) + line.quantity);
  }
  const changed = new Map<string, CartLine>();
  let skipped = 0;
  for (const line of local) {
    const product = products.get(line.productId);
    const size = product ? resolveSize(product, line.size) : null;
    if (!product || !product.published || !product.available || size === null) {
      skipped++;
      continue;
    }
    const key = lineKey(product.id, size);
    const existing = quantities.get(key) ?? 0;
    if (existing === 0 && quantities.size >= limits.maxLines) {
      skipped++;
      continue;
    }
    let next = Math.min(existing + line.quantity, limits.maxLineQuantity);
    if (product.stock !== null) {
      const otherSizes = (productTotals.get(product.id) ?? 0) - existing;
      next = Math.min(next, Math.max(0, product.stock - otherSizes));
    }
    if (next <= existing) {
      if (existing === 0) skipped++;
      continue;
    }
    quantities.set(key, next);
    productTotals.set(product.id, (productTotals.get(product.id) ?? 0) - existing + next);
    changed.set(key, { productId: product.id, size, quantity: next });
  }
  return { changes: [...changed.values()], skipped };
}

/** Lines to the spec's map shape. */
export function toCartData(lines: readonly CartLine[]): Record<string, Record<string, number>> {
  const cart: Record<string, Record<string, number>> = {};
  for (const line of lines) {
    const sizes = (cart[line.productId] ??= {});
    sizes[line.size] = line.quantity;
  }
  return cart;
}
